import { ApiClient } from '@wargames/api/testing/api-client';
import { UNLIMITED_RATES } from '@wargames/api/testing/unlimited-rates';
import { createTestDatabase, describeWithPostgres, type TestDatabase } from '@wargames/event-store/testing';
import { Client } from 'pg';
import { startApiProcess, type ApiProcess } from '@wargames/api/testing/api-process';
import { pollUntil } from '@wargames/api/testing/poll-until';
import { seededChoice } from './support/seeded-choice';
import { withoutResignation } from '@wargames/engine';

const CLIENTS = 8;
const FAULT_ROUNDS = 12;
const FAULT_INTERVAL_MS = 250;

interface Acknowledged {
  readonly gameId: string;
  readonly commandId: string;
  readonly version: number;
}

interface Refusal {
  readonly what: string;
  readonly status: number;
  readonly code: string | undefined;
}

/** What a client may get while the database connections are being cut: retryable, never a 500. */
const RETRYABLE = (status: number, code: string | undefined) => (status === 503 && code === 'ERR_NOT_READY') || status === 409;

describeWithPostgres('the API while Postgres terminates its connections (pg_terminate_backend)', () => {
  let database: TestDatabase;
  let api: ApiProcess;
  let admin: Client;

  beforeAll(async () => {
    database = await createTestDatabase();
    api = await startApiProcess({ env: { DATABASE_URL: database.url, ...UNLIMITED_RATES } });
    admin = new Client({ connectionString: database.url });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await api?.stop();
    await database?.drop();
  });

  it('answers retryable errors meanwhile, loses nothing acknowledged, stores nothing twice, and recovers by itself', async () => {
    const http = new ApiClient(api.url);
    const acknowledged: Acknowledged[] = [];
    const refusals: Refusal[] = [];
    const unexpected: Refusal[] = [];
    const acknowledgedAfterFaults = new Array<number>(CLIENTS).fill(0);
    let faultsOver = false;
    let stop = false;

    /** A request sent again (same body, same command id) for as long as the answer is retryable. */
    const untilAnswered = async (what: string, send: () => Promise<{ status: number; body: { code?: string } }>) => {
      for (;;) {
        const response = await send().catch(() => ({ status: 0, body: { code: 'ERR_NETWORK' } }));
        if (response.status < 300) return response;
        const refusal = { what, status: response.status, code: response.body?.code };
        if (!RETRYABLE(refusal.status, refusal.code)) {
          unexpected.push(refusal);
          return response;
        }
        refusals.push(refusal);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };

    const newGame = async (): Promise<{ gameId: string; tokens: Record<string, string> } | null> => {
      const created = await untilAnswered('create', () => http.post('/api/games', { gameType: 'graf-spee' }));
      const gameId = (created.body as { id?: string }).id;
      if (!gameId) return null;
      const tokens: Record<string, string> = {};
      for (const role of ['german', 'british']) {
        const claimed = await http.post(`/api/games/${gameId}/seats/${role}`);
        // A claim whose answer was lost cannot be repeated (the seat is taken): that game is left alone.
        if (claimed.status !== 201) return null;
        tokens[role] = claimed.body.token as string;
      }
      return { gameId, tokens };
    };

    const client = async (index: number) => {
      const choose = seededChoice(4200 + index);
      let game = await newGame();
      let sent = 0;
      while (!stop) {
        if (!game) {
          game = await newGame();
          continue;
        }
        const { gameId, tokens } = game;
        const legal = await Promise.all(
          Object.entries(tokens).map(async ([role, token]) => ({
            role,
            token,
            answer: await untilAnswered('legal', () => http.as(token).get(`/api/games/${gameId}/legal`)),
          })),
        );
        const mover = legal.find((seat) => ((seat.answer.body as { commands?: unknown[] }).commands ?? []).length > 0);
        if (!mover) {
          game = null;
          continue;
        }
        const commandId = `c${index}-${sent++}`;
        const body = { commandId, command: choose(withoutResignation((mover.answer.body as { commands: { type: string }[] }).commands)) };
        const answer = await untilAnswered('command', () => http.as(mover.token).post(`/api/games/${gameId}/commands`, body));
        if (answer.status >= 300) continue;
        const result = answer.body as { version: number; view: { status: string } };
        acknowledged.push({ gameId, commandId, version: result.version });
        if (faultsOver) acknowledgedAfterFaults[index] = (acknowledgedAfterFaults[index] ?? 0) + 1;
        if (result.view.status === 'ended') game = null;
      }
    };

    const clients = Array.from({ length: CLIENTS }, (_, index) => client(index));
    await new Promise((resolve) => setTimeout(resolve, 500));
    let terminated = 0;
    for (let round = 0; round < FAULT_ROUNDS; round++) {
      const rows = await admin.query<{ n: number }>(
        'SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
      );
      terminated += rows.rows[0]?.n ?? 0;
      await new Promise((resolve) => setTimeout(resolve, FAULT_INTERVAL_MS));
    }
    faultsOver = true;
    // Recovery without a restart: every client gets commands through again.
    await pollUntil(() => acknowledgedAfterFaults.every((n) => n >= 3), 60_000, 100);
    stop = true;
    await Promise.all(clients);

    expect(terminated).toBeGreaterThan(0);
    expect(unexpected).toEqual([]);
    expect(acknowledgedAfterFaults.every((n) => n >= 3)).toBe(true);
    expect((await http.get('/health/ready')).status).toBe(200);

    // Every acknowledged command is stored exactly once, with the version its answer gave.
    const commands = await admin.query<{ game_id: string; command_id: string; last_seq: number; n: number }>(
      'SELECT game_id, command_id, max(last_seq) AS last_seq, count(*)::int AS n FROM commands GROUP BY game_id, command_id',
    );
    const stored = new Map(commands.rows.map((row) => [`${row.game_id}/${row.command_id}`, row]));
    const envelopes = await admin.query<{ game_id: string; command_id: string; n: number }>(
      `SELECT game_id, command_id, count(*)::int AS n FROM events WHERE type = '$command' GROUP BY game_id, command_id`,
    );
    const envelopeCount = new Map(envelopes.rows.map((row) => [`${row.game_id}/${row.command_id}`, row.n]));
    const lost = acknowledged.filter((ack) => {
      const row = stored.get(`${ack.gameId}/${ack.commandId}`);
      return !row || row.n !== 1 || row.last_seq !== ack.version || envelopeCount.get(`${ack.gameId}/${ack.commandId}`) !== 1;
    });
    expect(acknowledged.length).toBeGreaterThan(CLIENTS * 3);
    expect(lost).toEqual([]);

    // Every stream is gapless and its header agrees with it.
    const streams = await admin.query<{ id: string; version: number; n: number; last: number | null }>(
      'SELECT g.id, g.version, count(e.seq)::int AS n, max(e.seq) AS last FROM games g LEFT JOIN events e ON e.game_id = g.id GROUP BY g.id, g.version',
    );
    for (const stream of streams.rows) {
      expect({ id: stream.id, n: stream.n, last: stream.last ?? 0 }).toEqual({ id: stream.id, n: stream.version, last: stream.version });
    }
    console.log(`faults: ${terminated} backends terminated; ${refusals.length} retryable answers; ${acknowledged.length} commands acknowledged`);
  });
});
