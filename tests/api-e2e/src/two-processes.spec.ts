import { ApiClient, openSse } from '@wargames/api/testing/api-client';
import { COMMAND_ENVELOPE_TYPE, type CommandEnvelope } from '@wargames/api/games/command-envelope';
import { replayingDice } from '@wargames/api/games/recorded-dice';
import { UNLIMITED_RATES } from '@wargames/api/testing/unlimited-rates';
import { isDeepStrictEqual } from 'node:util';
import { createEventStore, type StoredEvent } from '@wargames/event-store';
import { createTestDatabase, describeWithPostgres, type TestDatabase } from '@wargames/event-store/testing';
import { DEFAULT_OPTIONS, grafSpee } from '@wargames/graf-spee';
import { startApiProcess, type ApiProcess } from '@wargames/api/testing/api-process';
import { seededChoice } from './support/seeded-choice';
import { withoutResignation } from '@wargames/engine';

interface Sent {
  readonly client: number;
  readonly role: string;
  readonly commandId: string;
  readonly status: number;
  readonly body: { code?: string; events?: { seq: number; event: unknown }[]; version?: number };
}

const CLIENTS = 20;
const ATTEMPTS_PER_CLIENT = 25;

describeWithPostgres('two API processes on one Postgres database, 20 clients racing on one game', () => {
  let database: TestDatabase;
  let processes: ApiProcess[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    const env = { DATABASE_URL: database.url, ...UNLIMITED_RATES };
    processes = await Promise.all([startApiProcess({ env: { ...env, WARGAMES_DICE_SEED: '1' } }), startApiProcess({ env: { ...env, WARGAMES_DICE_SEED: '2' } })]);
  });
  afterAll(async () => {
    await Promise.all(processes.map((apiProcess) => apiProcess.stop()));
    await database?.drop();
  });

  it('loses nothing, duplicates nothing, and every stored command was legal when it was decided', async () => {
    const [a, b] = processes.map((apiProcess) => new ApiClient(apiProcess.url)) as [ApiClient, ApiClient];
    const gameId = (await a.post('/api/games', { gameType: 'graf-spee' })).body.id as string;
    const tokens = {
      german: (await b.post(`/api/games/${gameId}/seats/german`)).body.token as string,
      british: (await a.post(`/api/games/${gameId}/seats/british`)).body.token as string,
    };

    // Set-up through both processes, so that each has written to the game before the race.
    const setup: [ApiClient, string, unknown][] = [
      [a, 'german', { type: 'place-spee', speeHex: 'B3' }],
      [a, 'german', { type: 'place-supply-ship', supplyHex: 'C4' }],
      [b, 'german', { type: 'place-supply-ship', supplyHex: 'D2' }],
      [a, 'german', { type: 'place-supply-ship', supplyHex: 'E5' }],
      [b, 'british', { type: 'deploy-british', atlantic: 5, indian: 4 }],
    ];
    for (const [[api, role, command], index] of setup.map((step, i) => [step, i] as const)) {
      const response = await api.as(tokens[role as 'german' | 'british']).post(`/api/games/${gameId}/commands`, { commandId: `setup-${index}`, command });
      expect(response.status).toBe(201);
    }

    // Live feeds across processes: each watches on the process that the other side's commands mostly go to.
    const feeds = {
      british: openSse(`${processes[0]?.url}/api/games/${gameId}/events?afterSeq=0`, { token: tokens.british, timeoutMs: 120_000 }),
      german: openSse(`${processes[1]?.url}/api/games/${gameId}/events?afterSeq=0`, { token: tokens.german, timeoutMs: 120_000 }),
    };
    await new Promise((resolve) => setTimeout(resolve, 300));

    const sent: Sent[] = [];
    const retries: { first: Sent; again: Sent }[] = [];

    // A deterministic race first: six submissions at one expected version, through both processes at once. Exactly one
    // may be stored at that version; the free-for-all below can, on a fast machine, finish without a single loser.
    const burst = await Promise.all(
      (['german', 'british'] as const).map(async (role) => ({ role, legal: (await a.as(tokens[role]).get(`/api/games/${gameId}/legal`)).body })),
    );
    const mover = burst.find((entry) => entry.legal.commands.length > 0);
    if (!mover) throw new Error('no seat has a legal command after the set-up');
    const burstAnswers = await Promise.all(
      Array.from({ length: 6 }, async (_, index) => {
        const commandId = `burst-${index}`;
        const body = { commandId, command: mover.legal.commands[index % mover.legal.commands.length], expectedVersion: mover.legal.version };
        const response = await (index % 2 === 0 ? a : b).as(tokens[mover.role]).post(`/api/games/${gameId}/commands`, body);
        return { client: -1, role: mover.role, commandId, status: response.status, body: response.body } satisfies Sent;
      }),
    );
    expect(burstAnswers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(burstAnswers.filter((answer) => answer.status === 409).map((answer) => answer.body.code)).toEqual(Array(5).fill('ERR_STALE_VERSION'));
    sent.push(...burstAnswers);
    const client = async (index: number) => {
      const role = index < CLIENTS / 2 ? 'german' : 'british';
      const api = (index % 2 === 0 ? a : b).as(tokens[role]);
      const choose = seededChoice(1000 + index);
      for (let attempt = 1; attempt <= ATTEMPTS_PER_CLIENT; attempt++) {
        const game = (await api.get(`/api/games/${gameId}`)).body;
        if (game.status === 'ended') return;
        const legal = (await api.get(`/api/games/${gameId}/legal`)).body;
        if (legal.commands.length === 0) {
          await new Promise((resolve) => setTimeout(resolve, 5));
          continue;
        }
        const commandId = `client-${index}-${attempt}`;
        const body = { commandId, command: choose(withoutResignation(legal.commands)), ...(index % 3 === 0 ? { expectedVersion: legal.version } : {}) };
        const response = await api.post(`/api/games/${gameId}/commands`, body);
        const record: Sent = { client: index, role, commandId, status: response.status, body: response.body };
        sent.push(record);
        if (response.status === 201 && attempt % 3 === 0) {
          const again = await (index % 2 === 0 ? b : a).as(tokens[role]).post(`/api/games/${gameId}/commands`, body);
          retries.push({ first: record, again: { ...record, status: again.status, body: again.body } });
        }
      }
    };
    await Promise.all(Array.from({ length: CLIENTS }, (_, index) => client(index)));

    // Every answer is a success or a typed client error; racing losers get stale, contended, game over or a rule refusal.
    const unexpected = sent.filter((s) => ![201, 409, 422].includes(s.status) || (s.status === 409 && !['ERR_STALE_VERSION', 'ERR_CONTENDED', 'ERR_GAME_OVER'].includes(s.body.code ?? '')));
    expect(unexpected).toEqual([]);
    const accepted = sent.filter((s) => s.status === 201);
    expect(accepted.length).toBeGreaterThan(0);
    expect(sent.some((s) => s.status !== 201)).toBe(true);
    for (const { first, again } of retries) {
      expect(again.status).toBe(200);
      expect(again.body.events).toEqual(first.body.events);
    }

    // The stream, read straight from the database.
    const store = await createEventStore({ databaseUrl: database.url });
    let rows: StoredEvent[];
    try {
      rows = await store.readStream(gameId);
    } finally {
      await store.close();
    }
    expect(rows.map((row) => row.seq)).toEqual(rows.map((_, index) => index + 1));
    const storedCommandIds = rows.filter((row) => row.type === COMMAND_ENVELOPE_TYPE).map((row) => row.commandId);
    expect(new Set(storedCommandIds).size).toBe(storedCommandIds.length);
    expect([...storedCommandIds].sort()).toEqual([...setup.map((_, index) => `setup-${index}`), ...accepted.map((s) => s.commandId)].sort());

    // What each accepted answer showed is exactly what is stored, as that seat may see it.
    for (const answer of accepted) {
      const mine = rows.filter((row) => row.commandId === answer.commandId && row.type !== COMMAND_ENVELOPE_TYPE);
      const expected = mine.map((row) => ({ seq: row.seq, event: grafSpee.redact(row.payload as never, answer.role) })).filter((entry) => entry.event !== null);
      expect(answer.body.events?.map(({ seq, event }) => ({ seq, event }))).toEqual(expected);
    }

    // Decided again in order, each stored command is legal on the state it was decided on and gives its events.
    let state = grafSpee.setup(DEFAULT_OPTIONS);
    for (const commandId of storedCommandIds) {
      const group = rows.filter((row) => row.commandId === commandId);
      const envelope = group[0]?.payload as unknown as CommandEnvelope;
      const decided = grafSpee.decide(state, envelope.command as never, envelope.actor, replayingDice(envelope.dice));
      if (!decided.ok) throw new Error(`${commandId} was stored but is illegal where it stands: ${JSON.stringify(decided.error)}`);
      expect(isDeepStrictEqual(JSON.parse(JSON.stringify(decided.value)), group.slice(1).map((row) => row.payload))).toBe(true);
      for (const event of decided.value) state = grafSpee.evolve(state, event);
    }

    // Both live feeds, each on a process that did not take every command, saw every event of their seat, in order.
    try {
      for (const role of ['british', 'german'] as const) {
        const history = (await a.as(tokens[role]).get(`/api/games/${gameId}/history?format=ndjson`)).text.trim().split('\n').map((line) => JSON.parse(line).seq as number);
        const pushedSeqs = () => feeds[role].messages.filter((m) => m.event === 'game-event').map((m) => Number(m.id));
        await feeds[role].waitFor(() => pushedSeqs().length >= history.length, 30_000);
        expect(pushedSeqs()).toEqual(history);
      }
    } finally {
      feeds.british.close();
      feeds.german.close();
      await Promise.all([feeds.british.done, feeds.german.done]);
    }
  });

  it('answers a read with atLeastVersion from a process\'s memory when it holds that version, and from the database when it does not', async () => {
    const [a, b] = processes.map((apiProcess) => new ApiClient(apiProcess.url)) as [ApiClient, ApiClient];
    const gameId = (await a.post('/api/games', { gameType: 'graf-spee' })).body.id as string;
    const token = (await a.post(`/api/games/${gameId}/seats/german`)).body.token as string;
    const [onA, onB] = [a.as(token), b.as(token)];
    const legal = (client: ApiClient, query = '') => client.get(`/api/games/${gameId}/legal${query}`);
    const submit = async (commandId: string, command: unknown) => {
      const response = await onA.post(`/api/games/${gameId}/commands`, { commandId, command });
      expect(response.status).toBe(201);
      return response.body.version as number;
    };

    // b reads the game at version 0; a then stores the German's first command.
    expect((await legal(onB)).body.version).toBe(0);
    const first = await submit('f1', { type: 'place-spee', speeHex: 'B3' });
    const atFirst = (await legal(onA, `?atLeastVersion=${first}`)).body;
    expect(atFirst).toMatchObject({ version: first, role: 'german' });
    expect(atFirst.commands.length).toBeGreaterThan(0);
    // b holds version 0 only, so it reads the database for at least the first command's version.
    expect((await legal(onB, `?atLeastVersion=${first}`)).body).toEqual(atFirst);

    // After a stores another command, b answers a version it holds from memory, and says which version that is.
    const second = await submit('f2', { type: 'place-supply-ship', supplyHex: 'C4' });
    expect((await legal(onB, `?atLeastVersion=${first}`)).body).toEqual(atFirst);
    expect((await onB.get(`/api/games/${gameId}/view?atLeastVersion=${first}`)).body.version).toBe(first);
    // Without it, or asked for a version it does not hold, it reads the newest.
    expect((await legal(onB)).body.version).toBe(second);
    const third = await submit('f3', { type: 'place-supply-ship', supplyHex: 'D2' });
    const atThird = (await legal(onA)).body;
    const document = 'query($gameId: ID!, $v: Int) { legalCommands(gameId: $gameId, atLeastVersion: $v) { version commands } view(gameId: $gameId, atLeastVersion: $v) { version } }';
    const answer = await onB.graphql(document, { gameId, v: third });
    expect(answer.body).toEqual({ data: { legalCommands: { version: third, commands: atThird.commands }, view: { version: third } } });
  });
});
