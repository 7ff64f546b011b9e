import { isConnectionLoss } from './store-unavailable-error';

/** How a kind of statement is sent for one item, and for several in one statement (answers in the items' order). */
export interface TurnBatchStatements<Item, Answer> {
  one(item: Item): Promise<Answer>;
  many(items: readonly Item[]): Promise<Answer[]>;
}

interface Waiting<Item, Answer> {
  readonly item: Item;
  readonly resolve: (answer: Answer) => void;
  readonly reject: (error: unknown) => void;
}

/**
 * Sends what is asked for in one turn of the event loop to the database together, in one statement: one round trip
 * (and for appends one commit) instead of one each. Under load a turn holds several requests; a request alone waits
 * for nothing but the end of its turn and goes as the plain statement. Each is answered as if sent on its own:
 *
 * - a lost connection is reported to every request of the statement (a write may have committed before it went; its
 *   caller retries under the same command id, a read is retried by the store);
 * - any other error rolled the statement back whole, so each request is sent again on its own, to get the answer or
 *   the error that is its own.
 *
 * With `maxInFlight`, at most that many statements run at once: what is asked for meanwhile waits for one of them to
 * finish and then goes in the next statement, so the busier the database, the more each statement carries.
 */
export class TurnBatcher<Item, Answer> {
  private waiting: Waiting<Item, Answer>[] = [];
  private sendScheduled = false;
  private inFlight = 0;

  constructor(
    private readonly statements: TurnBatchStatements<Item, Answer>,
    private readonly maxPerStatement: number,
    private readonly maxInFlight = Infinity,
  ) {}

  submit(item: Item): Promise<Answer> {
    return new Promise<Answer>((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      if (this.sendScheduled) return;
      this.sendScheduled = true;
      setImmediate(() => {
        this.sendScheduled = false;
        this.sendWaiting();
      });
    });
  }

  private sendWaiting(): void {
    while (this.waiting.length > 0 && this.inFlight < this.maxInFlight) {
      const batch = this.waiting.splice(0, this.maxPerStatement);
      this.inFlight += 1;
      // sendOne and sendMany settle every request themselves and never reject.
      void (batch.length === 1 ? this.sendOne(batch[0] as Waiting<Item, Answer>) : this.sendMany(batch)).finally(() => {
        this.inFlight -= 1;
        // What waits without a send scheduled was held back by the limit: it goes now. What this turn asked for
        // goes at the end of the turn, with the rest of the turn.
        if (!this.sendScheduled) this.sendWaiting();
      });
    }
  }

  private async sendOne({ item, resolve, reject }: Waiting<Item, Answer>): Promise<void> {
    try {
      resolve(await this.statements.one(item));
    } catch (error) {
      reject(error);
    }
  }

  private async sendMany(batch: readonly Waiting<Item, Answer>[]): Promise<void> {
    let answers: Answer[];
    try {
      answers = await this.statements.many(batch.map((waiting) => waiting.item));
    } catch (error) {
      if (isConnectionLoss(error)) for (const waiting of batch) waiting.reject(error);
      else await Promise.all(batch.map((waiting) => this.sendOne(waiting)));
      return;
    }
    batch.forEach((waiting, index) => waiting.resolve(answers[index] as Answer));
  }
}
