import { ApiClient } from '@wargames/api/testing/api-client';
import { UNLIMITED_RATES } from '@wargames/api/testing/unlimited-rates';
import { createTestDatabase, postgresTestsEnabled } from '@wargames/event-store/testing';
import { thinkingMarker } from '@wargames/api/bots/bot-decision';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startApiProcess, type ApiProcess } from '@wargames/api/testing/api-process';
import { seededChoice } from './support/seeded-choice';
import { withoutResignation } from '@wargames/engine';

interface Database {
  readonly name: string;
  readonly env: Record<string, string>;
  drop(): Promise<void>;
}

/** PGlite in a folder that outlives each process, and a Postgres database: both survive a restart of the API. */
const databases: { name: string; open: () => Promise<Database> }[] = [
  {
    name: 'pglite',
    async open() {
      const dir = mkdtempSync(join(tmpdir(), 'wargames-bots-'));
      return { name: 'pglite', env: { WARGAMES_DATA_DIR: dir }, drop: async () => rmSync(dir, { recursive: true, force: true }) };
    },
  },
  ...(postgresTestsEnabled()
    ? [
        {
          name: 'postgres',
          async open() {
            const database = await createTestDatabase();
            return { name: 'postgres', env: { DATABASE_URL: database.url }, drop: () => database.drop() };
          },
        },
      ]
    : []),
];

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The person's side, a script: waits while the bot thinks, sends a seeded legal command when it is its turn, and
 * stops when the game has ended or `until` says so. Answers how many commands it sent.
 */
async function playPerson(api: ApiClient, gameId: string, choose: <T>(items: readonly T[]) => T, until: (sent: number) => boolean, prefix: string) {
  let sent = 0;
  for (let polls = 0; polls < 20_000 && !until(sent); polls++) {
    const legal = await api.get(`/api/games/${gameId}/legal`);
    expect(legal.status).toBe(200);
    const commands = legal.body.commands as unknown[];
    if (commands.length === 0) {
      if ((await api.get(`/api/games/${gameId}`)).body.status === 'ended') break;
      await pause(25);
      continue;
    }
    const answer = await api.post(`/api/games/${gameId}/commands`, { commandId: `${prefix}-${sent}`, expectedVersion: legal.body.version, command: choose(withoutResignation(commands as { type: string }[])) });
    // A stale version only means the bot moved meanwhile (it never does while the person is to move in Arras).
    expect([201, 409]).toContain(answer.status);
    if (answer.status === 201) sent++;
  }
  return sent;
}

describe.each(databases)('a bot seat on $name, played against through the API and across restarts', ({ open }) => {
  let database: Database;
  const running: ApiProcess[] = [];
  const start = async (extra: Record<string, string> = {}) => {
    const apiProcess = await startApiProcess({ env: { ...database.env, ...UNLIMITED_RATES, WARGAMES_DICE_SEED: '11', ...extra } });
    running.push(apiProcess);
    return apiProcess;
  };
  const stop = async (apiProcess: ApiProcess) => {
    await apiProcess.stop();
    running.splice(running.indexOf(apiProcess), 1);
  };

  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    await Promise.all(running.map((apiProcess) => apiProcess.stop()));
    await database?.drop();
  });

  it('plays an Arras game to the end against a person, and resumes its turn after the API restarts', async () => {
    const first = await start();
    const anyone = new ApiClient(first.url);
    const created = await anyone.post('/api/games', { gameType: 'arras', bots: { allied: 'heuristic' } });
    expect(created.status).toBe(201);
    expect(created.body.seats).toEqual([
      { role: 'allied', claimed: true, invited: false, bot: 'heuristic' },
      { role: 'german', claimed: false, invited: false, bot: null },
    ]);
    const gameId = created.body.id as string;
    const token = (await anyone.post(`/api/games/${gameId}/seats/german`)).body.token as string;
    const choose = seededChoice(4);

    // Some moves with the bot answering from the change feed.
    const early = await playPerson(new ApiClient(first.url, token), gameId, choose, (sent) => sent >= 6, 'early');
    expect(early).toBe(6);
    await stop(first);

    // A process that does not play bots (WARGAMES_PLAY_BOTS=false): the person plays on until the bot is to move,
    // and the bot's turn waits.
    const quiet = await start({ WARGAMES_PLAY_BOTS: 'false' });
    const person = new ApiClient(quiet.url, token);
    for (let sent = 0; sent < 400; sent++) {
      const legal = await person.get(`/api/games/${gameId}/legal`);
      if ((legal.body.commands as unknown[]).length === 0) break;
      await person.post(`/api/games/${gameId}/commands`, { commandId: `middle-${sent}`, command: choose(withoutResignation(legal.body.commands as { type: string }[])) });
    }
    const waiting = (await person.get(`/api/games/${gameId}`)).body;
    expect(waiting.status).toBe('active');
    expect(waiting.pending).toEqual(['allied']);
    await pause(500);
    expect((await person.get(`/api/games/${gameId}`)).body.version).toBe(waiting.version);
    await stop(quiet);

    // A restarted API resumes the bot on start-up, with no new command to wake it, and the game goes to its end.
    const second = await start();
    const late = await playPerson(new ApiClient(second.url, token), gameId, choose, () => false, 'late');
    const ended = (await new ApiClient(second.url).get(`/api/games/${gameId}`)).body;
    expect(ended.status).toBe('ended');
    expect(ended.outcome.winner === 'allied' || ended.outcome.winner === 'german').toBe(true);
    expect(late).toBeGreaterThan(0);

    // The bot's commands are ordinary stored commands: they are in the record, under ids made of role and version.
    const record = await new ApiClient(second.url).get(`/api/games/${gameId}/record`);
    expect(record.status).toBe(200);
    const steps = record.body.steps as { actor: string; commandId: string }[];
    const botIds = steps.filter((s) => s.actor === 'allied').map((s) => s.commandId);
    expect(botIds.length).toBeGreaterThan(5);
    expect(botIds.every((id) => /^bot-allied-\d+$/.test(id))).toBe(true);
  }, 600_000);

  it('answers other requests while a bot thinks: the decision runs on a worker thread, not the event loop', async () => {
    // WARGAMES_BOT_TEST_GATE holds every decision in a busy loop (as a long search keeps the CPU) until the gate file
    // exists. Were the decision made in the API's own thread, no request could be answered before the gate opens.
    const dir = mkdtempSync(join(tmpdir(), 'wargames-bot-gate-'));
    const gate = join(dir, 'gate');
    try {
      const apiProcess = await start({ WARGAMES_BOT_TEST_GATE: gate });
      const api = new ApiClient(apiProcess.url);
      const created = await api.post('/api/games', { gameType: 'arras', bots: { allied: 'search' } });
      expect(created.status).toBe(201);
      const gameId = created.body.id as string;
      // The Allied moves first (AR-5.3): the bot is deciding once its marker is written.
      while (!existsSync(thinkingMarker(gate))) await pause(20);

      // Meanwhile: a read of the bot's game, another game created and a seat claimed, all answered with the bot's
      // command not yet stored.
      const during = await api.get(`/api/games/${gameId}`);
      expect(during.status).toBe(200);
      expect(during.body.pending).toEqual(['allied']);
      const other = await api.post('/api/games', { gameType: 'graf-spee' });
      expect(other.status).toBe(201);
      expect((await api.post(`/api/games/${other.body.id as string}/seats/german`)).status).toBe(201);
      expect((await api.get(`/api/games/${gameId}`)).body.version).toBe(created.body.version);

      // The gate opens: the bot's command lands.
      writeFileSync(gate, '');
      let version = created.body.version as number;
      for (let polls = 0; polls < 2_000 && version === created.body.version; polls++) {
        await pause(25);
        version = (await api.get(`/api/games/${gameId}`)).body.version as number;
      }
      expect(version).toBeGreaterThan(created.body.version as number);
      await stop(apiProcess);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 300_000);

  it('creates a Graf Spee game with a search bot over GraphQL; the bot sets up in secret and waits for the person', async () => {
    const apiProcess = await start();
    const api = new ApiClient(apiProcess.url);
    const created = await api.graphql<{ createGame: { id: string; seats: { role: string; bot: string | null }[] } }>(
      'mutation ($bots: [BotSeatInput!]) { createGame(gameType: "graf-spee", bots: $bots) { id seats { role claimed invited bot } } }',
      { bots: [{ role: 'german', level: 'search' }] },
    );
    expect(created.body.errors).toBeUndefined();
    const gameId = created.body.data?.createGame.id as string;
    expect(created.body.data?.createGame.seats).toEqual([
      { role: 'german', claimed: true, invited: false, bot: 'search' },
      { role: 'british', claimed: false, invited: false, bot: null },
    ]);
    const token = (await api.post(`/api/games/${gameId}/seats/british`)).body.token as string;
    const british = new ApiClient(apiProcess.url, token);
    // GS-3.4: the German sets up first; the British then deploys.
    for (let polls = 0; polls < 2_000; polls++) {
      if (((await british.get(`/api/games/${gameId}/legal`)).body.commands as unknown[]).length > 0) break;
      await pause(25);
    }
    const view = (await british.get(`/api/games/${gameId}/view`)).body.view;
    expect(view.setup.germanReady).toBe(true);
    // The bot's secret set-up is not in what the British sees.
    expect(view.spee.speeHex).toBeNull();
    const refused = await api.graphql('mutation { createGame(gameType: "graf-spee", bots: [{ role: "german", level: "genius" }]) { id } }');
    expect(refused.body.errors?.[0]?.extensions).toMatchObject({ code: 'ERR_BAD_REQUEST', rule: 'bots.german' });
    await stop(apiProcess);
  }, 300_000);
});
