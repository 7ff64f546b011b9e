import type { AnyGame, Viewer } from '@wargames/engine';
import { findLeaks, hiddenFacts, type Leak } from '@wargames/graf-spee';

/** One thing a viewer received, and the game version it is about. */
interface Received {
  readonly what: string;
  readonly json: unknown;
  readonly version: number;
}

/**
 * Collects everything sent to one viewer during a Graf Spee game; once the game is over and its full event stream
 * is known, checks each item against the facts hidden from that viewer at the item's version (GS-9), with the
 * engine package's own leak checker.
 */
export class LeakAudit {
  private readonly received: Received[] = [];

  constructor(readonly viewer: Viewer) {}

  get count(): number {
    return this.received.length;
  }

  record(what: string, json: unknown, version: number): void {
    this.received.push({ what, json, version });
  }

  /** Events are checked against the state right after each one. */
  recordEntries(what: string, entries: readonly { seq: number }[]): void {
    for (const entry of entries) this.record(`${what} #${entry.seq}`, entry, entry.seq);
  }

  /** The leaks found, given every event of the game with its seq (from the omniscient history). */
  leaks(game: AnyGame, options: unknown, events: readonly { seq: number; event: unknown }[]): (Leak & { what: string; version: number })[] {
    const states: { seq: number; state: unknown }[] = [{ seq: 0, state: game.setup(options) }];
    for (const { seq, event } of [...events].sort((a, b) => a.seq - b.seq)) {
      states.push({ seq, state: game.evolve(states[states.length - 1]?.state, event) });
    }
    const stateAt = (version: number): unknown => {
      let found = states[0]?.state;
      for (const candidate of states) if (candidate.seq <= version) found = candidate.state;
      return found;
    };
    return this.received.flatMap(({ what, json, version }) =>
      findLeaks(json, hiddenFacts(stateAt(version) as Parameters<typeof hiddenFacts>[0], this.viewer)).map((leak) => ({ ...leak, what, version })),
    );
  }
}
