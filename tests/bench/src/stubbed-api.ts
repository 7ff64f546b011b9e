// `node -r @swc-node/register tests/bench/src/stubbed-api.ts [requests] [rounds]`: the CPU per request of the API's
// framework stack alone, in one process (SWC_NODE_PROJECT=tests/bench/tsconfig.json, as inprocess-api.ts): the
// benchmark's submitCommand and legalCommands documents sent one at a time through Fastify's inject to the real Nest
// app, first with the root resolvers replaced by a fixed answer (Fastify, the request line, the GraphQL server, graphql-js) and,
// in turns with it, the same to a bare graphql-js route on the same schema (bare-graphql-route.ts: no GraphQL server), then
// with Nest's resolver pipeline back (throttler guard, caller pipe, exception filter) and only the services behind it
// replaced. What inprocess-api.ts measures beyond these is the command path's own work. Inject's own objects survive
// scavenges (promoted-allocations.ts), so its GC share is larger than a server on sockets pays (docs/performance.md).
// First: libraries read NODE_ENV as they load (graphql-js checks every instanceof more slowly outside production).
import './production-env';
import { CommandSubmission } from '@wargames/api/games/command-submission';
import { GameLobby } from '@wargames/api/games/game-lobby';
import { GameReads } from '@wargames/api/games/game-reads';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { BARE_GRAPHQL_PATH } from './bare-graphql-route';
import { createStubbedApp, LEGAL_ANSWER, STUB_TOKEN, STUBBED_DOCUMENTS, SUBMIT_ANSWER } from './stubbed-app';

interface Endpoint {
  readonly label: string;
  readonly url: string;
}

const SERVER: Endpoint = { label: 'Mercurius on /graphql', url: '/graphql' };
const BARE: Endpoint = { label: 'bare graphql-js route', url: BARE_GRAPHQL_PATH };

/** Each round sends every document to every endpoint, the endpoints in turn, each round starting with the next one. */
async function measure(app: NestFastifyApplication, heading: string, endpoints: readonly Endpoint[], requests: number, rounds: number): Promise<void> {
  const fastify = app.getHttpAdapter().getInstance();
  for (const document of STUBBED_DOCUMENTS) {
    for (let round = 1; round <= rounds; round++) {
      for (let turn = 0; turn < endpoints.length; turn++) {
        const endpoint = endpoints[(round - 1 + turn) % endpoints.length] as Endpoint;
        const send = () => fastify.inject({ method: 'POST', url: endpoint.url, headers: { 'content-type': 'application/json', authorization: `Bearer ${STUB_TOKEN}` }, payload: document.payload });
        const first = await send();
        if (first.statusCode !== 200 || first.body.includes('"errors"')) throw new Error(`${endpoint.url}: ${first.statusCode} ${first.body.slice(0, 300)}`);
        for (let i = 0; i < requests / 5; i++) await send();
        const cpu = process.cpuUsage();
        for (let i = 0; i < requests; i++) await send();
        const used = process.cpuUsage(cpu);
        console.log(`${heading}, ${endpoint.label}, ${document.name}, round ${round}: ${((used.user + used.system) / requests).toFixed(1)} µs CPU per request`);
      }
    }
  }
}

async function main(): Promise<void> {
  const [requests = 20000, rounds = 3] = process.argv.slice(2).map(Number);
  const { app, stubRootResolvers } = await createStubbedApp();

  const restore = stubRootResolvers();
  await measure(app, 'root resolvers stubbed', [SERVER, BARE], requests, rounds);

  restore();
  const lobby = app.get(GameLobby);
  lobby.callerFor = async (id: string) => ({ gameId: id, role: 'british' }) as Awaited<ReturnType<GameLobby['callerFor']>>;
  app.get(CommandSubmission).submit = async () => SUBMIT_ANSWER as unknown as Awaited<ReturnType<CommandSubmission['submit']>>;
  app.get(GameReads).legalCommands = async () => LEGAL_ANSWER as unknown as Awaited<ReturnType<GameReads['legalCommands']>>;
  await measure(app, "Nest's resolver pipeline, services stubbed", [SERVER, BARE], requests, rounds);
  await app.close();
}

void main();
