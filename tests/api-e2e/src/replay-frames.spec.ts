import type { ApiClient } from '@wargames/api/testing/api-client';
import { OMNISCIENT, withoutResignation, type AnyGame } from '@wargames/engine';
import { gameRegistry } from '@wargames/games';
import { backends } from './support/backends';
import { LeakAudit } from './support/leak-audit';
import { seededChoice } from './support/seeded-choice';
import { newSeatedGame, type SeatedGame } from './support/seated-game';
import { startServer, type Server } from './support/server';

/** GET /api/games/{id}/frames: replay frames in bulk as NDJSON (issue 11), redacted like GET /replay/{step}. */

const lines = (text: string) =>
  text
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { step: number; steps: number; version: number; view: unknown; events: { seq: number }[]; perspective: string });

/** Random legal commands by whoever is pending, for `count` commands or until the end. */
async function play({ gameId, seats }: SeatedGame, choose: <T>(items: readonly T[]) => T, count: number): Promise<void> {
  for (let played = 0; played < count; played += 1) {
    const summary = (await seats[Object.keys(seats)[0] as string]?.get(`/api/games/${gameId}`))?.body;
    if (summary.status === 'ended') return;
    const role = choose(summary.pending as string[]);
    const seat = seats[role] as ApiClient;
    const legal = (await seat.get(`/api/games/${gameId}/legal`)).body as { version: number; commands: unknown[] };
    const sent = await seat.post(`/api/games/${gameId}/commands`, { commandId: `${role}-${legal.version}`, expectedVersion: legal.version, command: choose(withoutResignation(legal.commands as { type: string }[])) });
    expect(sent.status).toBe(201);
  }
}

describe.each(backends)('replay frames in bulk on $name', (backend) => {
  let server: Server;
  beforeAll(async () => {
    server = await startServer(backend);
  });
  afterAll(() => server?.close());

  it('Graf Spee: while the game runs a seat gets only its own frames, which hold none of the other side’s secrets; after the end every perspective', async () => {
    const game = gameRegistry.get('graf-spee') as AnyGame;
    const seats = await newSeatedGame(server, 'graf-spee');
    const { gameId } = seats;
    const british = seats.seats['british'] as ApiClient;
    const german = seats.seats['german'] as ApiClient;
    const choose = seededChoice(1130);
    await play(seats, choose, 30);
    expect((await server.anonymous.get(`/api/games/${gameId}`)).body.status).toBe('active');

    // While it runs: own eyes (and a spectator's) only; the rest is refused before anything is streamed.
    for (const perspective of ['german', OMNISCIENT]) {
      const refused = await british.get(`/api/games/${gameId}/frames?perspective=${perspective}`);
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ code: 'ERR_PERSPECTIVE_FORBIDDEN', rule: 'perspective' });
    }
    expect((await german.get(`/api/games/${gameId}/frames?perspective=british`)).body).toMatchObject({ code: 'ERR_PERSPECTIVE_FORBIDDEN' });
    expect((await server.anonymous.get(`/api/games/${gameId}/frames?perspective=omniscient`)).status).toBe(403);

    const audits = { british: new LeakAudit('british'), spectator: new LeakAudit('spectator'), germanAsBritish: new LeakAudit('british') };
    const running = await british.get(`/api/games/${gameId}/frames`);
    expect(running.status).toBe(200);
    expect(running.headers.get('content-type')).toContain('application/x-ndjson');
    const britishFrames = lines(running.text);
    expect(britishFrames.map((frame) => frame.step)).toEqual([...Array((britishFrames[0]?.steps ?? -1) + 1).keys()]);
    expect(britishFrames.every((frame) => frame.perspective === 'british')).toBe(true);
    for (const frame of britishFrames) audits.british.record(`british frame ${frame.step}`, frame, frame.version);
    for (const frame of lines((await server.anonymous.get(`/api/games/${gameId}/frames`)).text)) audits.spectator.record(`spectator frame ${frame.step}`, frame, frame.version);
    // Control: the German's own frames, checked as if the British had them, must show leaks (the audit can fail).
    for (const frame of lines((await german.get(`/api/games/${gameId}/frames`)).text)) audits.germanAsBritish.record(`german frame ${frame.step}`, frame, frame.version);

    // Each frame is exactly the single-step replay answer.
    for (const step of [0, 1, Math.floor(britishFrames.length / 2), britishFrames.length - 1]) {
      expect((await british.get(`/api/games/${gameId}/replay/${step}`)).body).toEqual(britishFrames[step]);
    }

    await play(seats, choose, 5000);
    const final = (await server.anonymous.get(`/api/games/${gameId}`)).body;
    expect(final.status).toBe('ended');

    // After the end: any perspective, any range; the omniscient frames are the single-step answers too.
    const omniscientFrames = lines((await server.anonymous.get(`/api/games/${gameId}/frames?perspective=omniscient`)).text);
    const steps = omniscientFrames[0]?.steps as number;
    expect(omniscientFrames).toHaveLength(steps + 1);
    for (const step of [0, 3, steps]) {
      expect((await server.anonymous.get(`/api/games/${gameId}/replay/${step}?perspective=omniscient`)).body).toEqual(omniscientFrames[step]);
    }
    const range = lines((await british.get(`/api/games/${gameId}/frames?perspective=german&from=2&to=4`)).text);
    expect(range.map((frame) => [frame.step, frame.perspective])).toEqual([
      [2, 'german'],
      [3, 'german'],
      [4, 'german'],
    ]);
    expect((await british.get(`/api/games/${gameId}/frames?from=${steps + 1}`)).body).toMatchObject({ code: 'ERR_BAD_REQUEST', rule: 'from' });
    expect((await british.get(`/api/games/${gameId}/frames?from=4&to=2`)).body).toMatchObject({ code: 'ERR_BAD_REQUEST', rule: 'to' });
    expect((await british.get(`/api/games/${gameId}/frames?perspective=admiral`)).body).toMatchObject({ code: 'ERR_BAD_REQUEST', rule: 'perspective' });
    expect((await british.get(`/api/games/${gameId}/frames?step=2`)).status).toBe(400);
    expect((await server.anonymous.get('/api/games/no-such-game/frames')).status).toBe(404);

    const omniscient = lines((await server.anonymous.get(`/api/games/${gameId}/history?format=ndjson&perspective=${OMNISCIENT}`)).text) as unknown as { seq: number; event: unknown }[];
    expect(audits.british.leaks(game, final.options, omniscient)).toEqual([]);
    expect(audits.spectator.leaks(game, final.options, omniscient)).toEqual([]);
    expect(audits.germanAsBritish.leaks(game, final.options, omniscient).length).toBeGreaterThan(0);
  });
});
