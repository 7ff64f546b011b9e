// `node -r @swc-node/register tests/bench/src/inprocess-api.ts [clients] [commands] [warm-up] [memory|postgres] [server|bare]`:
// the API's own CPU per command, in one process: the real Nest app (sources, production settings, limits lifted, a
// request log line per request written to nowhere) on the in-memory store, driven through Fastify's inject by
// `clients` players of Graf Spee, both seats, with the benchmark's documents. No Postgres, no sockets, no client
// processes: what is left is the JavaScript of the command path (Fastify, Nest, Mercurius, graphql-js, the games), and
// its CPU time varies far less with the machine's load than the end-to-end figures do. Run it on two trees in turn to
// compare them. With `postgres` the store is the real one on a fresh database of the local test server (as
// `npm run bench` makes it): the figure then adds the store's path through `pg`, and Postgres's own CPU per command
// is printed beside it, still without HTTP sockets or client processes. With `bare` the documents go to a bare
// graphql-js route on the same schema and resolvers (bare-graphql-route.ts) instead of the GraphQL server on /graphql
// (Mercurius; Apollo Server until 2 December 2026): alternated with `server`, the difference is what the server costs.
// First: libraries read NODE_ENV as they load (graphql-js checks every instanceof more slowly outside production).
import './production-env';
import { InMemoryEventStore } from '@wargames/api/testing/in-memory-event-store';
import { createEventStore, type EventStore } from '@wargames/event-store';
import { createTestDatabase, type TestDatabase } from '@wargames/event-store/testing';
import { watchGcPauses } from './gc-pauses';
import { CLAIM_SEAT as CLAIM, CREATE_GAME as CREATE, LEGAL, SUBMIT } from './graf-spee-player';
import { BARE_GRAPHQL_PATH, registerBareGraphqlRoute } from './bare-graphql-route';
import { createInProcessApp } from './inprocess-app';
import { postgresCpuSeconds } from './postgres-cpu';
import { seededRandom } from './seeded-random';

async function main(): Promise<void> {
  const [clients = '16', commands = '6000', warmup = '3000', storeKind = 'memory', server = 'server'] = process.argv.slice(2);
  if (storeKind !== 'memory' && storeKind !== 'postgres') throw new Error(`the store is memory or postgres, not ${storeKind}`);
  if (server !== 'server' && server !== 'bare') throw new Error(`the GraphQL endpoint is server or bare, not ${server}`);
  let database: TestDatabase | undefined;
  let closing = false;
  let store: EventStore;
  if (storeKind === 'postgres') {
    database = await createTestDatabase();
    // Once the figure is printed the database is dropped, which ends connections still closing: not worth a word.
    store = await createEventStore({ databaseUrl: database.url, onError: (error) => closing || console.error(error) });
  } else {
    store = new InMemoryEventStore();
  }
  const app = await createInProcessApp(store, server === 'bare' ? registerBareGraphqlRoute : undefined);
  const url = server === 'bare' ? BARE_GRAPHQL_PATH : '/graphql';
  const inject = app.getHttpAdapter().getInstance().inject.bind(app.getHttpAdapter().getInstance());
  const gql = async <T>(query: string, variables: Record<string, unknown>, token?: string): Promise<T> => {
    const response = await inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      payload: JSON.stringify({ query, variables }),
    });
    const body = JSON.parse(response.body) as { data?: T; errors?: unknown[] };
    if (!body.data || body.errors) throw new Error(`${response.statusCode} ${response.body.slice(0, 300)}`);
    return body.data;
  };

  let sent = 0;
  let gamesCreated = 0;
  const play = async (client: number, until: number): Promise<void> => {
    const random = seededRandom(client + 1);
    for (let gameNo = 0; sent < until; gameNo++) {
      const { createGame } = await gql<{ createGame: { id: string } }>(CREATE, {});
      gamesCreated++;
      const tokens: Record<string, string> = {};
      for (const role of ['german', 'british']) tokens[role] = (await gql<{ claimSeat: { token: string } }>(CLAIM, { gameId: createGame.id, role })).claimSeat.token;
      let role = 'german';
      let legal = (await gql<{ legalCommands: { commands: unknown[] } }>(LEGAL, { gameId: createGame.id }, tokens[role])).legalCommands.commands;
      for (let n = 0; sent < until; n++) {
        if (legal.length === 0) {
          role = role === 'german' ? 'british' : 'german';
          legal = (await gql<{ legalCommands: { commands: unknown[] } }>(LEGAL, { gameId: createGame.id }, tokens[role])).legalCommands.commands;
          if (legal.length === 0) break;
        }
        const command = legal[Math.floor(random() * legal.length)];
        const answer = await gql<{ submitCommand: { legal: unknown[]; view: { status: string } } }>(SUBMIT, { gameId: createGame.id, commandId: `c${client}-${gameNo}-${n}`, command }, tokens[role]);
        sent++;
        if (answer.submitCommand.view.status === 'ended') break;
        legal = answer.submitCommand.legal;
      }
    }
  };
  const run = (count: number) => Promise.all(Array.from({ length: Number(clients) }, (_, i) => play(i, sent + count)));
  await run(Number(warmup));
  sent = 0;
  gamesCreated = 0;
  // GC pauses, printed apart: inject's own objects survive scavenges, so part of them is the harness's
  // (promoted-allocations.ts; docs/performance.md).
  const gcPauses = watchGcPauses();
  const cpu = process.cpuUsage();
  const postgresBefore = database ? postgresCpuSeconds() : Number.NaN;
  const started = performance.now();
  await run(Number(commands));
  const used = process.cpuUsage(cpu);
  const postgresMs = database ? ((postgresCpuSeconds() - postgresBefore) * 1000) / sent : Number.NaN;
  const seconds = (performance.now() - started) / 1000;
  const gc = await gcPauses.stop();
  console.log(
    `${clients} clients, ${storeKind}, ${server}, ${sent} commands (${gamesCreated} games created): CPU ${((used.user + used.system) / 1000 / sent).toFixed(3)} ms per command (user ${(used.user / 1000 / sent).toFixed(3)}; GC pauses ${(gc.ms / sent).toFixed(3)})${database ? `, Postgres ${postgresMs.toFixed(3)} ms` : ''}, ${(sent / seconds).toFixed(0)} commands/s wall`,
  );
  closing = true;
  await app.close();
  await store.close();
  await database?.drop();
}

void main();
