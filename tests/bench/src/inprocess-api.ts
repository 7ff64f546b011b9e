// `node -r @swc-node/register tests/bench/src/inprocess-api.ts [clients] [commands] [warm-up commands]`: the API's own
// CPU per command, in one process: the real Nest app (sources, production settings, limits lifted, a request log line
// per request written to nowhere) on the in-memory store, driven through Fastify's inject by `clients` players of
// Graf Spee, both seats, with the benchmark's documents. No Postgres, no sockets, no client processes: what is left is
// the JavaScript of the command path (Fastify, Nest, Apollo, graphql-js, the games), and its CPU time varies far less
// with the machine's load than the end-to-end figures do. Run it on two trees in turn to compare them.
import './production-env';
import { createApp } from '@wargames/api/app/create-app';
import { loadConfig } from '@wargames/api/config/app-config';
import { InMemoryEventStore } from '@wargames/api/testing/in-memory-event-store';
import { UNLIMITED_RATES } from '@wargames/api/testing/unlimited-rates';
import { gameRegistry } from '@wargames/games';
import { Writable } from 'node:stream';
import { CLAIM_SEAT as CLAIM, CREATE_GAME as CREATE, LEGAL, SUBMIT } from './graf-spee-player';
import { seededRandom } from './seeded-random';

async function main(): Promise<void> {
  const [clients = '16', commands = '6000', warmup = '3000'] = process.argv.slice(2);
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'info', ...UNLIMITED_RATES });
  const nowhere = new Writable({ write: (_chunk, _encoding, callback) => callback() });
  const store = new InMemoryEventStore();
  const app = await createApp({ config, store, registry: gameRegistry, logDestination: nowhere });
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  const inject = app.getHttpAdapter().getInstance().inject.bind(app.getHttpAdapter().getInstance());
  const gql = async <T>(query: string, variables: Record<string, unknown>, token?: string): Promise<T> => {
    const response = await inject({
      method: 'POST',
      url: '/graphql',
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
  const cpu = process.cpuUsage();
  const started = performance.now();
  await run(Number(commands));
  const used = process.cpuUsage(cpu);
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `${clients} clients, ${sent} commands (${gamesCreated} games created): CPU ${((used.user + used.system) / 1000 / sent).toFixed(3)} ms per command (user ${(used.user / 1000 / sent).toFixed(3)}), ${(sent / seconds).toFixed(0)} commands/s wall`,
  );
  await app.close();
}

void main();
