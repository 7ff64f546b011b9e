import { randomUUID } from 'node:crypto';
import { createEventStore, type NewEvent } from '@wargames/event-store';
import { summarize, type LatencySummary } from './latency-stats';

export interface AppendFigures {
  readonly appendsPerSecond: number;
  readonly latency: LatencySummary;
}

/**
 * The event store alone, in this process, without the API: `writers` concurrent writers, each appending to its own
 * game a command's worth of rows (an envelope and two events, as a Graf Spee command stores) for `seconds`. The gap
 * between this and the API's commands/s is the API's own cost.
 */
export async function storeAppends(databaseUrl: string | undefined, dataDir: string | undefined, writers: number, seconds: number): Promise<AppendFigures> {
  const store = await createEventStore({ ...(databaseUrl ? { databaseUrl, maxConnections: 10 } : { dataDir }), onError: () => undefined });
  try {
    const games = await Promise.all(Array.from({ length: writers }, () => store.createGame({ id: randomUUID(), gameType: 'bench', options: {} })));
    const latencies: number[] = [];
    const started = performance.now();
    const deadline = started + seconds * 1000;
    await Promise.all(
      games.map(async (game) => {
        let version = 0;
        for (let n = 0; performance.now() < deadline; n++) {
          const events: NewEvent[] = [
            { type: '$command', payload: { type: '$command', actor: 'german', commandId: `c${n}`, command: { type: 'move-spee', path: ['C3', 'D3'] }, dice: [] } },
            { type: 'spee-moved', payload: { type: 'spee-moved', path: ['C3', 'D3'], turn: 1 } },
            { type: 'phase-started', payload: { type: 'phase-started', phase: 'british-movement' } },
          ];
          const t0 = performance.now();
          await store.append({ gameId: game.id, expectedVersion: version, actor: 'german', commandId: `c${n}`, events });
          latencies.push(performance.now() - t0);
          version += events.length;
        }
      }),
    );
    return { appendsPerSecond: latencies.length / ((performance.now() - started) / 1000), latency: summarize(latencies) };
  } finally {
    await store.close();
  }
}
