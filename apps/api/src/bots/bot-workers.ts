import { Inject, Injectable } from '@nestjs/common';
import type { TypedMessage } from '@wargames/engine';
import { join } from 'node:path';
import { Piscina } from 'piscina';
import { APP_CONFIG } from '../app/tokens';
import type { AppConfig } from '../config/app-config';
import type { BotDecision } from './bot-decision';

/**
 * The worker entry beside this module: the built bundle's bot-worker.js (dist/apps/api, beside main.js), or, when the
 * API runs from its TypeScript sources, the shim that registers SWC first.
 */
export const botWorkerEntry = (): string => join(__dirname, __filename.endsWith('.ts') ? 'bot-worker-sources.js' : 'bot-worker.js');

/**
 * The thread pool that makes the bots' decisions (Piscina, WARGAMES_BOT_WORKERS threads): a search takes up to a
 * second of CPU, which in the API's own thread would hold up every other game's requests and live feeds. The pool
 * starts with the first decision, so a process without bot games starts no thread; idle threads do not keep the
 * process alive, and `close` (from BotPlayer's shutdown) ends them.
 */
@Injectable()
export class BotWorkers {
  private pool: Piscina<BotDecision, TypedMessage> | null = null;
  private closed = false;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** The bot's command, decided on a worker thread; decisions beyond the pool's threads wait in its queue. */
  decide(decision: Omit<BotDecision, 'testGate'>): Promise<TypedMessage> {
    if (this.closed) return Promise.reject(new Error('the bot workers are closed'));
    this.pool ??= new Piscina<BotDecision, TypedMessage>({
      filename: botWorkerEntry(),
      minThreads: this.config.botWorkers,
      maxThreads: this.config.botWorkers,
      // Each thread holds the games' rules in memory; keep them between decisions.
      idleTimeout: Infinity,
    });
    const gate = this.config.botTestGate;
    return this.pool.run(gate === undefined ? decision : { ...decision, testGate: gate });
  }

  /** Ends the threads (a decision in flight is abandoned: its command was not sent, and a restart decides it again). */
  async close(): Promise<void> {
    this.closed = true;
    const pool = this.pool;
    this.pool = null;
    await pool?.destroy();
  }
}
