import { COMMAND_ENVELOPE_TYPE, type CommandEnvelope } from '@wargames/api/games/command-envelope';
import { replayingDice } from '@wargames/api/games/recorded-dice';
import { UNLIMITED_RATES } from '@wargames/api/testing/unlimited-rates';
import { createEventStore, type StoredEvent } from '@wargames/event-store';
import { createTestDatabase, describeWithPostgres, type TestDatabase } from '@wargames/event-store/testing';
import { DEFAULT_OPTIONS, grafSpee } from '@wargames/graf-spee';
import { WargamesClient } from '@wargames/sdk';
import { execFileSync } from 'node:child_process';
import { setMaxListeners } from 'node:events';
import { isDeepStrictEqual } from 'node:util';
import { freePort } from './support/free-port';
import { Haproxy, haproxyEnv, haproxyInstalled } from './support/haproxy';
import { productionInstall, type ProductionInstall } from './support/production-install';
import { Replica } from './support/replica';
import { tracedWebSocket, type SubscriptionTrace } from './support/traced-websocket';
import { withoutResignation } from '@wargames/engine';

const GAMES = 6;
/** Commands each game plays at most (a random Graf Spee game may end sooner). */
const COMMANDS_PER_GAME = 40;
const ROLES = ['german', 'british'] as const;
type Role = (typeof ROLES)[number];

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A small seeded generator, so each bot's choices are reproducible. */
function seeded(seed: number): (n: number) => number {
  let state = seed >>> 0 || 1;
  return (n) => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) % n;
  };
}

interface Answer {
  readonly status: number;
  readonly body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- answers are read field by field
}

/** One request through the balancer; a dropped connection is status 0. */
async function call(base: string, method: string, path: string, token?: string, body?: unknown): Promise<Answer> {
  try {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  } catch {
    return { status: 0, body: undefined };
  }
}

/** What a balancer answers while a replica dies under a request: the client retries the same request. */
const transient = (status: number) => status === 0 || status === 502 || status === 503 || status === 504;

// Skipped only locally without haproxy (`apt-get install haproxy`); CI (.ci/run) installs it, and there it must run.
const describeReplicas = haproxyInstalled() || process.env['CI'] === 'true' ? describeWithPostgres : describe.skip;

describeReplicas('three built API replicas behind HAProxy on one Postgres database', () => {
  let install: ProductionInstall;
  let database: TestDatabase;
  let replicas: Replica[] = [];
  let haproxy: Haproxy | undefined;
  let balancer: string;

  beforeAll(async () => {
    install = productionInstall();
    database = await createTestDatabase();
    // The one-shot migration service of docker/compose.yaml: the built runner, production dependencies only.
    execFileSync(process.execPath, [install.migrate], { cwd: install.dir, env: { PATH: process.env['PATH'] ?? '', DATABASE_URL: database.url }, stdio: 'pipe' });
    const ports = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
    const [balancerPort, ...replicaPorts] = ports as [number, number, number, number];
    const env = { ...UNLIMITED_RATES, NODE_ENV: 'production', DATABASE_URL: database.url, WARGAMES_DRAIN_DELAY_MS: '3000', WARGAMES_DRAIN_TIMEOUT_MS: '20000', WARGAMES_TRUSTED_PROXIES: '1' };
    replicas = replicaPorts.map((port, index) => new Replica(`api-${index + 1}`, port, install.main, install.dir, env));
    await Promise.all(replicas.map((replica) => replica.start()));
    balancer = `http://127.0.0.1:${balancerPort}`;
    haproxy = new Haproxy(haproxyEnv(`127.0.0.1:${balancerPort}`, replicaPorts.map((port) => `127.0.0.1:${port}`)));
    await untilAllServe();
  });

  afterAll(async () => {
    await haproxy?.stop();
    await Promise.all(replicas.map((replica) => replica.stop('SIGKILL')));
    await database?.drop();
    install?.remove();
  });

  /** Until round robin has reached every running replica through the balancer. */
  async function untilAllServe(): Promise<void> {
    const wanted = new Set(replicas.filter((replica) => replica.running).map((replica) => replica.name));
    const seen = new Set<string>();
    for (let attempt = 0; seen.size < wanted.size; attempt++) {
      if (attempt > 600) throw new Error(`the balancer never reached ${[...wanted].join(', ')}; HAProxy said:\n${haproxy?.output}`);
      const response = await fetch(`${balancer}/health/ready`).catch(() => undefined);
      const servedBy = response?.headers.get('x-served-by');
      if (response?.status === 200 && servedBy && wanted.has(servedBy)) seen.add(servedBy);
      await sleep(100);
    }
  }

  it('keeps every acknowledged command exactly once and every live subscription whole while one replica is killed and another drained', async () => {
    // Games and seats, through the balancer.
    const games: { id: string; tokens: Record<Role, string> }[] = [];
    for (let index = 0; index < GAMES; index++) {
      const created = await call(balancer, 'POST', '/api/games', undefined, { gameType: 'graf-spee' });
      expect(created.status).toBe(201);
      const tokens = {} as Record<Role, string>;
      for (const role of ROLES) {
        const claimed = await call(balancer, 'POST', `/api/games/${created.body.id}/seats/${role}`);
        expect(claimed.status).toBe(201);
        tokens[role] = claimed.body.token;
      }
      games.push({ id: created.body.id, tokens });
    }

    // Every seat follows its game live over graphql-ws (the SDK resumes after the last seq it got).
    const stopFollowing = new AbortController();
    setMaxListeners(GAMES * ROLES.length + 10, stopFollowing.signal);
    const traces: SubscriptionTrace[] = [];
    const received = new Map<SubscriptionTrace, number[]>();
    /** Subscriptions whose game ended, so the server completed them: they have nothing to reconnect for. */
    const completed = new Set<SubscriptionTrace>();
    const following = games.flatMap((game) =>
      ROLES.map(async (role) => {
        const trace: SubscriptionTrace = { label: `${game.id}/${role}`, connections: [] };
        traces.push(trace);
        received.set(trace, []);
        const client = new WargamesClient({ url: balancer, webSocket: tracedWebSocket(trace), retry: { attempts: 20, baseDelayMs: 100, maxDelayMs: 1000 } });
        const { session } = await client.open(game.id, { token: game.tokens[role] });
        for await (const event of session.events({ afterSeq: 0, transport: 'websocket', signal: stopFollowing.signal })) received.get(trace)?.push(event.seq);
        if (!stopFollowing.signal.aborted) completed.add(trace);
      }),
    );
    for (let attempt = 0; traces.length < GAMES * 2 || traces.some((trace) => trace.connections[0]?.servedBy === undefined); attempt++) {
      if (attempt > 600) throw new Error('the live subscriptions did not connect');
      await sleep(50);
    }

    // The bots: each seat plays random legal commands; a dropped answer is retried under the same commandId.
    const acknowledged = new Map<string, Set<string>>(games.map((game) => [game.id, new Set<string>()]));
    const answersDuringDrain: number[] = [];
    let draining = false;
    let total = 0;
    let retried = 0;
    const play = async (game: (typeof games)[number], role: Role, seed: number) => {
      const choose = seeded(seed);
      for (let sent = 0; (acknowledged.get(game.id)?.size ?? 0) < COMMANDS_PER_GAME; ) {
        const legal = await call(balancer, 'GET', `/api/games/${game.id}/legal`, game.tokens[role]);
        if (transient(legal.status)) continue;
        expect(legal.status).toBe(200);
        if (legal.body.commands.length === 0) {
          const summary = await call(balancer, 'GET', `/api/games/${game.id}`);
          if (summary.status === 200 && summary.body.status === 'ended') return;
          await sleep(10);
          continue;
        }
        const commandId = `${role}-${seed}-${++sent}`;
        const playing = withoutResignation(legal.body.commands as { type: string }[]);
        const command = playing[choose(playing.length)];
        for (;;) {
          const answer = await call(balancer, 'POST', `/api/games/${game.id}/commands`, game.tokens[role], { commandId, command });
          if (draining) answersDuringDrain.push(answer.status);
          if (transient(answer.status)) {
            retried++;
            await sleep(100);
            continue;
          }
          if (answer.status === 201 || answer.status === 200) {
            acknowledged.get(game.id)?.add(commandId);
            total++;
          } else {
            // Only the other seat's moves may get in between: a refusal stores nothing.
            expect([409, 422]).toContain(answer.status);
            if (answer.body.code === 'ERR_GAME_OVER') return;
          }
          break;
        }
      }
    };
    const bots = games.flatMap((game, index) => ROLES.map((role, r) => play(game, role, 1 + index * 2 + r)));
    const goal = GAMES * COMMANDS_PER_GAME;

    // Meanwhile: SIGKILL the replica holding the most subscriptions, then start it again.
    const openOn = (name: string) => traces.filter((trace) => trace.connections.at(-1)?.servedBy === name && trace.connections.at(-1)?.closeCode === undefined);
    const busiest = (candidates: Replica[]) => [...candidates].sort((a, b) => openOn(b.name).length - openOn(a.name).length)[0] as Replica;
    const bothDone = Promise.all(bots);
    let botsDone = false;
    void bothDone.then(() => (botsDone = true));
    while (total < goal * 0.25 && !botsDone) await sleep(20);
    const killed = busiest(replicas);
    const onKilled = openOn(killed.name).map((trace) => ({ trace, connection: trace.connections.length - 1 }));
    expect((await killed.stop('SIGKILL')).signal).toBe('SIGKILL');
    await sleep(1500);
    await killed.start();

    // Later: SIGTERM another replica (a graceful drain) while the bots keep playing.
    while (total < goal * 0.55 && !botsDone) await sleep(20);
    const drained = busiest(replicas.filter((replica) => replica !== killed));
    const onDrained = openOn(drained.name).map((trace) => ({ trace, connection: trace.connections.length - 1 }));
    draining = true;
    const drainedExit = await drained.stop('SIGTERM');
    draining = false;
    await bothDone;

    // The drained replica finished cleanly: exit code 0 after draining its requests.
    expect(drainedExit).toEqual({ code: 0, signal: null });
    expect(drained.output).toMatch(/draining: \/health\/ready answers 503/);
    expect(drained.output).toMatch(/drained: no request in flight/);
    // No command sent while it drained met a dying connection.
    expect(answersDuringDrain.filter((status) => transient(status))).toEqual([]);

    const store = await createEventStore({ databaseUrl: database.url });
    const streams = new Map<string, StoredEvent[]>();
    try {
      for (const game of games) streams.set(game.id, await store.readStream(game.id));
    } finally {
      await store.close();
    }

    for (const game of games) {
      const rows = streams.get(game.id) ?? [];
      expect(rows.map((row) => row.seq)).toEqual(rows.map((_, index) => index + 1));
      // Every acknowledged command is stored exactly once, and nothing else is.
      const stored = rows.filter((row) => row.type === COMMAND_ENVELOPE_TYPE).map((row) => row.commandId);
      expect(new Set(stored).size).toBe(stored.length);
      expect([...stored].sort()).toEqual([...(acknowledged.get(game.id) ?? [])].sort());

      // The stored events are exactly what each stored command decides, in order, and their fold is the served state.
      let state = grafSpee.setup(DEFAULT_OPTIONS);
      for (const commandId of stored) {
        const group = rows.filter((row) => row.commandId === commandId);
        const envelope = group[0]?.payload as unknown as CommandEnvelope;
        const decided = grafSpee.decide(state, envelope.command as never, envelope.actor, replayingDice(envelope.dice));
        if (!decided.ok) throw new Error(`${commandId} was stored but is illegal where it stands: ${JSON.stringify(decided.error)}`);
        expect(isDeepStrictEqual(JSON.parse(JSON.stringify(decided.value)), group.slice(1).map((row) => row.payload))).toBe(true);
        for (const event of decided.value) state = grafSpee.evolve(state, event);
      }
      for (const role of ROLES) {
        const served = await call(balancer, 'GET', `/api/games/${game.id}/view`, game.tokens[role]);
        expect(served.status).toBe(200);
        expect(served.body.version).toBe(rows.length);
        expect(served.body.view).toEqual(JSON.parse(JSON.stringify(grafSpee.view(state, role))));
      }
    }

    // Every subscription got its seat's whole history, each seq once, over however many connections it took.
    const historyOf = async (trace: SubscriptionTrace) => {
      const [gameId, role] = trace.label.split('/') as [string, Role];
      const token = games.find((game) => game.id === gameId)?.tokens[role];
      const history = await call(balancer, 'GET', `/api/games/${gameId}/history?limit=500`, token);
      return (history.body.entries as { seq: number }[]).map((entry) => entry.seq);
    };
    for (const trace of traces) {
      const seqs = await historyOf(trace);
      for (let attempt = 0; (received.get(trace)?.length ?? 0) < seqs.length && attempt < 600; attempt++) await sleep(50);
      expect({ label: trace.label, seqs: received.get(trace) }).toEqual({ label: trace.label, seqs });
      const sentByServer = trace.connections.flatMap((connection) => connection.seqs);
      expect({ label: trace.label, seqs: sentByServer }).toEqual({ label: trace.label, seqs });
    }
    stopFollowing.abort();
    await Promise.all(following);
    const reconnects = traces.reduce((sum, trace) => sum + trace.connections.length - 1, 0);
    process.stdout.write(
      `replicas-e2e: ${total} commands acknowledged in ${GAMES} games, ${retried} retried after a dropped answer; ` +
        `${onKilled.length} subscriptions on the killed ${killed.name} (${onKilled.filter(({ trace }) => completed.has(trace)).length} of them completed), ` +
        `${onDrained.length} on the drained ${drained.name}, ${reconnects} reconnects\n`,
    );

    // The subscriptions on the killed replica lost their connection and resumed through the balancer elsewhere. One
    // whose game ended just before the kill was completed by the server while its socket was still closing: it too
    // closes with 1006, and rightly does not reconnect (its whole history was checked above).
    expect(onKilled.length).toBeGreaterThan(0);
    for (const { trace, connection } of onKilled) {
      expect(trace.connections[connection]?.closeCode).toBe(1006);
      const completedThere = completed.has(trace) && trace.connections.length === connection + 1;
      if (completedThere) {
        const summary = await call(balancer, 'GET', `/api/games/${trace.label.split('/')[0]}`);
        expect({ label: trace.label, status: summary.body.status }).toEqual({ label: trace.label, status: 'ended' });
      } else {
        expect({ label: trace.label, reconnected: trace.connections.length > connection + 1 }).toEqual({ label: trace.label, reconnected: true });
      }
    }
    // The drained replica closed its subscriptions cleanly (1001 Going Away), and they resumed elsewhere.
    expect(onDrained.length).toBeGreaterThan(0);
    for (const { trace, connection } of onDrained) {
      expect(trace.connections[connection]?.closeCode).toBe(1001);
      expect(trace.connections[connection + 1]?.servedBy).not.toBe(drained.name);
    }
  });
});
