import { readSse, type ApiClient, type SseMessage } from '@wargames/api/testing/api-client';
import { OMNISCIENT, withoutResignation, type AnyGame } from '@wargames/engine';
import { gameRegistry } from '@wargames/games';
import { backends } from './support/backends';
import { LeakAudit } from './support/leak-audit';
import { newSeatedGame } from './support/seated-game';
import { seededChoice } from './support/seeded-choice';
import { startServer, type Server } from './support/server';

const SUBMIT = `mutation($gameId: ID!, $commandId: String!, $expectedVersion: Int, $command: JSON!) {
  submitCommand(gameId: $gameId, commandId: $commandId, expectedVersion: $expectedVersion, command: $command) {
    duplicate version events { seq actor event } view { viewer version pending yourTurn view outcome { winner reason rule message } }
  }
}`;
const LEGAL = 'query($gameId: ID!) { legalCommands(gameId: $gameId) { role version commands } }';
const VIEW = 'query($gameId: ID!) { view(gameId: $gameId) { viewer version pending view } }';
const HISTORY = 'query($gameId: ID!, $afterSeq: Int) { history(gameId: $gameId, afterSeq: $afterSeq, limit: 500) { entries { seq actor event } nextAfterSeq hasMore } }';

interface Player {
  readonly role: string;
  readonly client: ApiClient;
}

/** Every response to the British, or to a spectator, goes to an audit (Graf Spee only: Arras is open, AR-9). */
interface Audits {
  readonly british?: LeakAudit;
  readonly spectator?: LeakAudit;
  /** Control: what the German received, checked as if sent to the British, must show leaks (the check can fail). */
  readonly germanAsBritish?: LeakAudit;
}

/** Sends one request by REST or GraphQL (alternating per step, so that both transports are audited). */
async function legalCommands(player: Player, gameId: string, viaGraphql: boolean) {
  if (viaGraphql) {
    const response = await player.client.graphql(LEGAL, { gameId });
    expect(response.body.errors).toBeUndefined();
    return response.body.data.legalCommands as { version: number; commands: unknown[] };
  }
  const response = await player.client.get(`/api/games/${gameId}/legal`);
  expect(response.status).toBe(200);
  return response.body as { version: number; commands: unknown[] };
}

async function submit(player: Player, gameId: string, body: { commandId: string; expectedVersion?: number; command: unknown }, viaGraphql: boolean) {
  if (viaGraphql) {
    const response = await player.client.graphql(SUBMIT, { gameId, ...body });
    if (response.body.errors) return { ok: false as const, error: response.body.errors[0], status: response.body.errors[0]?.extensions.status };
    return { ok: true as const, result: response.body.data.submitCommand };
  }
  const response = await player.client.post(`/api/games/${gameId}/commands`, body);
  if (response.status >= 400) return { ok: false as const, error: response.body, status: response.status };
  expect(response.status).toBe(201);
  return { ok: true as const, result: response.body };
}

async function playWholeGame(server: Server, gameType: string, seed: number, audits: Audits) {
  const game = gameRegistry.get(gameType) as AnyGame;
  const choose = seededChoice(seed);
  const { gameId, seats } = await newSeatedGame(server, gameType);
  const players: Record<string, Player> = Object.fromEntries(Object.entries(seats).map(([role, client]) => [role, { role, client }]));
  const british = players['british'];

  // Live: the British by SSE and by graphql-ws; both end with the game. Both from seq 0, as a client that must miss
  // nothing subscribes (the SDK passes its last seq): a feed counted by the server only after the first command was
  // stored (a busy machine) still gets it, from the store, before the live pushes.
  const sse = british ? readSse(`${server.url}/api/games/${gameId}/events?afterSeq=0`, { token: british.client.token, until: (messages) => messages.some((m) => m.event === 'end'), timeoutMs: 170_000 }) : null;
  const wsMessages: unknown[] = [];
  const ws = british?.client.subscriptions();
  const wsDone = ws
    ? new Promise<void>((resolve, reject) =>
        ws.subscribe({ query: 'subscription($gameId: ID!, $afterSeq: Int) { gameEvents(gameId: $gameId, afterSeq: $afterSeq) { gameId seq actor event version } }', variables: { gameId, afterSeq: 0 } }, { next: (m) => wsMessages.push(m), error: reject, complete: resolve }),
      )
    : null;

  let steps = 0;
  let refusals = 0;
  for (;;) {
    const summary = await server.anonymous.get(`/api/games/${gameId}`);
    audits.spectator?.record('spectator: game', summary.body, summary.body.version);
    if (summary.body.status === 'ended') break;
    expect(summary.body.endedAt).toBeNull();
    expect(steps).toBeLessThan(2000);
    const viaGraphql = steps % 2 === 1;
    const role = choose(summary.body.pending as string[]);
    const player = players[role] as Player;
    const legal = await legalCommands(player, gameId, viaGraphql);
    if (role === 'british') audits.british?.record('british: legal', legal, legal.version);
    expect(legal.commands.length).toBeGreaterThan(0);

    // Now and then the British sends a command that is probably refused: errors are audited too.
    if (british && role !== 'british' && steps % 7 === 3) {
      const attempt = await submit(british, gameId, { commandId: `british-try-${steps}`, expectedVersion: legal.version, command: { type: 'end-movement' } }, viaGraphql);
      audits.british?.record('british: refusal', attempt, legal.version);
      if (attempt.ok) continue;
      refusals++;
      expect(attempt.status).toBeGreaterThanOrEqual(400);
      expect(attempt.status).toBeLessThan(500);
    }

    const command = choose(withoutResignation(legal.commands as { type: string }[]));
    const outcome = await submit(player, gameId, { commandId: `${role}-${steps}`, expectedVersion: legal.version, command }, viaGraphql);
    if (!outcome.ok) throw new Error(`a legal command was refused: ${JSON.stringify(command)} → ${JSON.stringify(outcome.error)}`);
    if (role === 'german') audits.germanAsBritish?.record('german: command view', outcome.result.view, outcome.result.version);
    if (role === 'british') {
      audits.british?.recordEntries('british: command events', outcome.result.events);
      audits.british?.record('british: command view', outcome.result.view, outcome.result.version);
    }
    if (british) {
      const view = viaGraphql ? (await british.client.graphql(VIEW, { gameId })).body.data.view : (await british.client.get(`/api/games/${gameId}/view`)).body;
      audits.british?.record('british: view', view, view.version);
    }
    if (audits.spectator && steps % 5 === 0) {
      const view = (await server.anonymous.get(`/api/games/${gameId}/view`)).body;
      audits.spectator.record('spectator: view', view, view.version);
    }
    steps++;
  }
  return { game, gameId, players, steps, refusals, sse, ws, wsDone, wsMessages };
}

describe.each(backends)('whole games over HTTP on $name', (backend) => {
  let server: Server;
  beforeAll(async () => {
    server = await startServer(backend);
  });
  afterAll(() => server?.close());

  it('Graf Spee: two clients play to the end; nothing sent to the British or a spectator holds a hidden fact (GS-9)', async () => {
    const audits = { british: new LeakAudit('british'), spectator: new LeakAudit('spectator'), germanAsBritish: new LeakAudit('british') };
    const played = await playWholeGame(server, 'graf-spee', 20261130, audits);
    const british = played.players['british'] as Player;
    const { gameId } = played;

    const final = (await server.anonymous.get(`/api/games/${gameId}`)).body;
    expect(final).toMatchObject({ status: 'ended', pending: [], outcome: { rule: expect.stringMatching(/^GS-/) } });
    // Dated by the append that ended it; the finished list goes by that date, the latest first.
    expect(Date.parse(final.endedAt)).toBeGreaterThan(Date.parse(final.createdAt));
    expect(final.lastMoveAt).toBe(final.endedAt);
    const finished = (await server.anonymous.get('/api/games?status=ended&limit=100')).body as { id: string; endedAt: string }[];
    expect(finished.find((game) => game.id === gameId)?.endedAt).toBe(final.endedAt);
    expect(finished.map((game) => game.endedAt)).toEqual(finished.map((game) => game.endedAt).sort().reverse());

    // History by REST pages, NDJSON and GraphQL; live pushes by SSE and graphql-ws.
    let afterSeq = 0;
    for (;;) {
      const page = (await british.client.get(`/api/games/${gameId}/history?afterSeq=${afterSeq}&limit=50`)).body;
      audits.british.recordEntries('british: history page', page.entries);
      afterSeq = page.nextAfterSeq;
      if (!page.hasMore) break;
    }
    const ndjson = (await british.client.get(`/api/games/${gameId}/history?format=ndjson`)).text.trim().split('\n').map((line) => JSON.parse(line));
    audits.british.recordEntries('british: history ndjson', ndjson);
    const graphqlHistory = (await british.client.graphql(HISTORY, { gameId })).body.data.history.entries;
    audits.british.recordEntries('british: history graphql', graphqlHistory);
    expect(graphqlHistory).toEqual(ndjson);
    const spectatorHistory = (await server.anonymous.get(`/api/games/${gameId}/history?format=ndjson`)).text.trim().split('\n').map((line) => JSON.parse(line));
    audits.spectator.recordEntries('spectator: history', spectatorHistory);

    const sse = await played.sse;
    expect(sse?.status).toBe(200);
    const pushed = (sse?.messages ?? []).filter((m: SseMessage) => m.event === 'game-event').map((m) => m.data);
    audits.british.recordEntries('british: SSE', pushed);
    expect(pushed.map((m) => m.seq)).toEqual(ndjson.map((entry) => entry.seq));
    await played.wsDone;
    const wsEvents = played.wsMessages.map((m) => (m as { data: { gameEvents: { seq: number } } }).data.gameEvents);
    audits.british.recordEntries('british: graphql-ws', wsEvents);
    expect(wsEvents.map((m) => m.seq)).toEqual(ndjson.map((entry) => entry.seq));
    await played.ws?.dispose();

    // The British replay of every step, from his own eyes.
    const steps = (await british.client.get(`/api/games/${gameId}/replay/0`)).body.steps as number;
    for (let step = 0; step <= steps; step += 1) {
      const frame = (await british.client.get(`/api/games/${gameId}/replay/${step}`)).body;
      audits.british.record(`british: replay ${step}`, frame, frame.version);
    }

    // The full stream, now open to all, decides what each item was allowed to hold.
    const omniscient = (await server.anonymous.get(`/api/games/${gameId}/history?format=ndjson&perspective=${OMNISCIENT}`)).text.trim().split('\n').map((line) => JSON.parse(line));
    expect(omniscient.map((entry) => entry.seq)).toEqual(expect.arrayContaining(ndjson.map((entry) => entry.seq)));
    expect(JSON.stringify(omniscient)).not.toEqual(JSON.stringify(ndjson));
    const options = final.options;
    expect(audits.british.count).toBeGreaterThan(played.steps);
    expect(audits.british.leaks(played.game, options, omniscient)).toEqual([]);
    expect(audits.spectator.leaks(played.game, options, omniscient)).toEqual([]);
    expect(audits.germanAsBritish.leaks(played.game, options, omniscient).length).toBeGreaterThan(0);

    // The fog lifts at the end: the omniscient last frame is the omniscient view.
    const lastFrame = (await server.anonymous.get(`/api/games/${gameId}/replay/${steps}?perspective=omniscient`)).body;
    const omniscientView = (await server.anonymous.get(`/api/games/${gameId}/view?perspective=omniscient`)).body;
    expect(lastFrame.view).toEqual(omniscientView.view);

    // Export, then import: the engine decides every step again and gets the same events.
    const record = await server.anonymous.get(`/api/games/${gameId}/record`);
    expect(record.status).toBe(200);
    expect(record.body.steps).toHaveLength(steps);
    const imported = await server.anonymous.post('/api/records', record.body);
    expect(imported.status).toBe(201);
    expect(imported.body).toMatchObject({ gameType: 'graf-spee', status: 'ended', outcome: final.outcome });
    expect(Date.parse(imported.body.endedAt)).toBeGreaterThan(Date.parse(final.endedAt));
    const copy = (await server.anonymous.get(`/api/games/${imported.body.id}/history?format=ndjson&perspective=omniscient`)).text.trim().split('\n').map((line) => JSON.parse(line));
    expect(copy.map((entry) => entry.event)).toEqual(omniscient.map((entry) => entry.event));
  });

  it('Arras: two clients play to the end, watched live, exported and imported', async () => {
    const played = await playWholeGame(server, 'arras', 41, {});
    const { gameId } = played;
    const final = (await server.anonymous.get(`/api/games/${gameId}`)).body;
    expect(final).toMatchObject({ status: 'ended', outcome: { rule: expect.stringMatching(/^AR-/) } });
    expect(['allied', 'german']).toContain(final.outcome.winner);

    const allied = played.players['allied'] as Player;
    const watched = await readSse(`${server.url}/api/games/${gameId}/events?afterSeq=0`, { token: allied.client.token, until: (messages) => messages.some((m) => m.event === 'end') });
    const history = (await allied.client.get(`/api/games/${gameId}/history?format=ndjson`)).text.trim().split('\n').map((line) => JSON.parse(line));
    expect(watched.messages.filter((m) => m.event === 'game-event').map((m) => m.data.seq)).toEqual(history.map((entry) => entry.seq));

    const record = (await server.anonymous.get(`/api/games/${gameId}/record`)).body;
    const imported = await server.anonymous.post('/api/records', record);
    expect(imported).toMatchObject({ status: 201, body: { status: 'ended', outcome: final.outcome } });
    const tampered = JSON.parse(JSON.stringify(record));
    tampered.steps.splice(1, 1);
    const refused = await server.anonymous.post('/api/records', tampered);
    expect(refused).toMatchObject({ status: 422, body: { code: 'ERR_ILLEGAL_RECORD' } });
  });
});
