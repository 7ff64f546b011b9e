import type { AnyGame } from '@wargames/engine';
import type { StoredEvent } from '@wargames/event-store';
import { envelopeOf, isEnvelope, type CommandEnvelope } from './command-envelope';

/** One accepted command and the game events it produced, as stored. */
export interface CommandStep {
  readonly commandId: string | null;
  readonly envelope: CommandEnvelope | null;
  readonly actor: string | null;
  readonly events: readonly StoredEvent[];
  /** The stream's version after this step. */
  readonly lastSeq: number;
}

/** Splits a stream into its commands: each starts at a command envelope. */
export function commandSteps(rows: readonly StoredEvent[]): CommandStep[] {
  const steps: { commandId: string | null; envelope: CommandEnvelope | null; actor: string | null; events: StoredEvent[]; lastSeq: number }[] = [];
  for (const row of rows) {
    const current = steps[steps.length - 1];
    if (isEnvelope(row) || !current) {
      const envelope = isEnvelope(row) ? envelopeOf(row) : null;
      steps.push({ commandId: envelope?.commandId ?? row.commandId, envelope, actor: envelope?.actor ?? row.actor, events: envelope ? [] : [row], lastSeq: row.seq });
    } else {
      current.events.push(row);
      current.lastSeq = row.seq;
    }
  }
  return steps;
}

/** The game events of a stream (without envelopes), up to and including `uptoSeq`. */
export function gameEvents(rows: readonly StoredEvent[], uptoSeq = Number.POSITIVE_INFINITY): StoredEvent[] {
  return rows.filter((row) => row.seq <= uptoSeq && !isEnvelope(row));
}

/** Folds stored rows onto a state; envelopes are not the game's events and are skipped. */
export function foldRows(game: AnyGame, state: unknown, rows: readonly StoredEvent[]): unknown {
  let next = state;
  for (const row of rows) if (!isEnvelope(row)) next = game.evolve(next, row.payload);
  return next;
}

/** Who made the command that produced a row (the envelope knows even for imported games). */
export function actorsBySeq(rows: readonly StoredEvent[]): Map<number, string | null> {
  const actors = new Map<number, string | null>();
  for (const step of commandSteps(rows)) for (const event of step.events) actors.set(event.seq, step.actor);
  return actors;
}

/**
 * The rows, of the first `end`, from the start of the command that holds the first row after `afterSeq`: enough for
 * `commandSteps` and `actorsBySeq` to read every later row as they would from the whole stream, without copying or
 * walking a long game's earlier commands on every live push or history page.
 */
export function rowsFromCommandAfter(rows: readonly StoredEvent[], afterSeq: number, end = rows.length): readonly StoredEvent[] {
  // Rows are in seq order: the first row after afterSeq by bisection, then back to its command's envelope.
  let low = 0;
  let high = end;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((rows[middle] as StoredEvent).seq <= afterSeq) low = middle + 1;
    else high = middle;
  }
  let start = low;
  while (start > 0 && start < end && !isEnvelope(rows[start] as StoredEvent)) start--;
  return start === 0 && end === rows.length ? rows : rows.slice(start, end);
}
