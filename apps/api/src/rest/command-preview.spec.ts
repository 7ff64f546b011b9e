import { createRegistry } from '@wargames/engine';
import { arras } from '@wargames/arras';
import { grafSpee } from '@wargames/graf-spee';
import { ApiClient } from '../testing/api-client';
import { hideAndSeek } from '../testing/hide-and-seek-game';
import { startTestApp, type TestApp } from '../testing/start-test-app';

describe('command preview (REST POST /api/games/{id}/preview, GraphQL previewCommand)', () => {
  let app: TestApp;
  let anonymous: ApiClient;

  beforeAll(async () => {
    app = await startTestApp({ registry: createRegistry([hideAndSeek, arras, grafSpee]) });
    anonymous = new ApiClient(app.url);
  });
  afterAll(() => app.close());

  async function seated(gameType: string, roles: [string, string], options: object = {}) {
    const id = (await anonymous.post('/api/games', { gameType, options })).body.id as string;
    const first = anonymous.as((await anonymous.post(`/api/games/${id}/seats/${roles[0]}`)).body.token);
    const second = anonymous.as((await anonymous.post(`/api/games/${id}/seats/${roles[1]}`)).body.token);
    return { id, first, second };
  }

  it('answers the game’s preview for the caller’s seat and stores nothing', async () => {
    const { id, first: hider, second: seeker } = await seated('hide-and-seek', ['hider', 'seeker'], { rounds: 2 });
    await hider.post(`/api/games/${id}/commands`, { commandId: 'h1', command: { type: 'hide', cell: 4 } });
    const rest = await seeker.post(`/api/games/${id}/preview`, { command: { type: 'seek', cell: 3 } });
    expect(rest).toMatchObject({ status: 200, body: { gameId: id, role: 'seeker', version: 2, preview: { kind: 'seek', cell: 3, cellsLeft: 9 } } });
    const query = 'query ($gameId: ID!, $command: JSON!) { previewCommand(gameId: $gameId, command: $command) { gameId role version preview } }';
    const graphql = await seeker.post('/graphql', { query, variables: { gameId: id, command: { type: 'seek', cell: 3 } } });
    expect(graphql.body).toEqual({ data: { previewCommand: rest.body } });
    expect((await anonymous.get(`/api/games/${id}`)).body.version).toBe(2);
  });

  it('refuses an illegal command as submitting it would, with its rule; spectators and malformed commands too', async () => {
    const { id, first: hider, second: seeker } = await seated('hide-and-seek', ['hider', 'seeker']);
    expect(await seeker.post(`/api/games/${id}/preview`, { command: { type: 'seek', cell: 3 } })).toMatchObject({ status: 422, body: { code: 'ERR_NOT_YOUR_TURN', rule: 'T-1' } });
    expect(await hider.post(`/api/games/${id}/preview`, { command: { type: 'seek', cell: 99 } })).toMatchObject({ status: 400, body: { code: 'ERR_MALFORMED_COMMAND', rule: 'cell' } });
    expect(await anonymous.post(`/api/games/${id}/preview`, { command: { type: 'hide', cell: 1 } })).toMatchObject({ body: { code: 'ERR_NOT_A_PLAYER' } });
    expect(await hider.post(`/api/games/${id}/preview`, { nothing: true })).toMatchObject({ status: 400 });
    expect(await hider.post(`/api/games/${id}/preview`, { command: { type: 'hide', cell: 1 } })).toMatchObject({ status: 200, body: { preview: null } });
  });

  it('Arras: a command with nothing to preview answers null; an attack out of its phase is refused with its rule', async () => {
    const { id, first: allied } = await seated('arras', ['allied', 'german']);
    expect(await allied.post(`/api/games/${id}/preview`, { command: { type: 'start-phase', phase: 'combat' } })).toMatchObject({ status: 200, body: { preview: null } });
    const attack = await allied.post(`/api/games/${id}/preview`, { command: { type: 'attack', defender: '7SR', attackers: ['4RTR'] } });
    expect(attack.status).toBe(422);
    expect(attack.body.rule).toMatch(/^AR-/);
  });

  it('Graf Spee: the German previews what a raid would score, his own hex in it; the British is refused without it (GS-7.3, GS-9)', async () => {
    const { id, first: german, second: british } = await seated('graf-spee', ['german', 'british']);
    const seats = { german, british };
    // Set up, then the British only end their steps, so the Spee is never found and the German reaches the raid step.
    for (let sent = 0; sent < 20; sent++) {
      const game = (await anonymous.get(`/api/games/${id}`)).body;
      const role = game.pending[0] as 'german' | 'british';
      const legal = (await seats[role].get(`/api/games/${id}/legal`)).body.commands as { type: string; path?: string[]; speeHex?: string }[];
      if (legal.some((command) => command.type === 'raid')) break;
      const pick =
        legal.find((command) => command.type === 'place-spee' && command.speeHex === 'B3') ??
        legal.find((command) => command.type === 'move-spee' && command.path?.length === 1 && command.path[0] === 'C3') ??
        legal.find((command) => ['place-spee', 'place-supply-ship', 'deploy-british', 'end-movement', 'end-air-search'].includes(command.type));
      expect((await seats[role].post(`/api/games/${id}/commands`, { commandId: `c${sent}`, command: pick })).status).toBe(201);
    }
    const previewed = await german.post(`/api/games/${id}/preview`, { command: { type: 'raid' } });
    expect(previewed).toMatchObject({ status: 200, body: { role: 'german', preview: { kind: 'raid', hex: 'C3', surePoints: false, results: [0, 0, 0, 2, 2, 2] } } });
    const refused = await british.post(`/api/games/${id}/preview`, { command: { type: 'raid' } });
    expect(refused.status).toBe(422);
    expect(JSON.stringify(refused.body)).not.toContain('C3');
  });

  it('Arras: an attack’s preview names the unit a retreat result would eliminate for want of a way back (AR-8.5), and the panic of each result (AR-8.6)', async () => {
    const { id, first: allied } = await seated('arras', ['allied', 'german']);
    const send = async (commandId: string, command: object) => expect((await allied.post(`/api/games/${id}/commands`, { commandId, command })).status).toBe(201);
    await send('a1', { type: 'start-phase', phase: 'movement' });
    // 4RTR drives beside SS-TK-1 (1004), which a D1 then leaves with no hex to end in; a D2 takes it past a friend.
    await send('a2', { type: 'move', unit: '4RTR', path: ['0503', '0603', '0703', '0803', '0904'] });
    await send('a3', { type: 'end-phase' });
    await send('a4', { type: 'start-phase', phase: 'combat' });
    const previewed = await allied.post(`/api/games/${id}/preview`, { command: { type: 'attack', defender: 'SS-TK-1', attackers: ['4RTR'] } });
    expect(previewed).toMatchObject({ status: 200, body: { preview: { results: ['C', 'D1', 'D1', 'D2', 'Ex', 'De'], retreats: [{ result: 'D1', eliminated: ['SS-TK-1'], mayBeEliminated: [] }] } } });
    expect(previewed.body.preview.rules).toEqual(expect.arrayContaining(['AR-8.5', 'AR-8.6']));
    // AR-8.6: SS-TK-1 lost (D1, Ex, De) is three boxes of panic, its D2 two.
    expect(previewed.body.preview.marker).toEqual([
      { result: 'D1', from: 1, least: 4, most: 4, alliesWin: 'never' },
      { result: 'D2', from: 1, least: 3, most: 3, alliesWin: 'never' },
      { result: 'Ex', from: 1, least: 4, most: 4, alliesWin: 'never' },
      { result: 'De', from: 1, least: 4, most: 4, alliesWin: 'never' },
    ]);
  });
});
