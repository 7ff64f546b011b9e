// `node -r @swc-node/register tests/bench/src/stubbed-api.ts [requests] [rounds]`: the CPU per request of the API's
// framework stack alone, in one process (SWC_NODE_PROJECT=tests/bench/tsconfig.json, as inprocess-api.ts): the
// benchmark's submitCommand and legalCommands documents sent one at a time through Fastify's inject to the real Nest
// app, first with the root resolvers replaced by a fixed answer (Fastify, the request line, Apollo, graphql-js), then
// with Nest's resolver pipeline back (throttler guard, caller pipe, exception filter) and only the services behind it
// replaced. What inprocess-api.ts measures beyond these is the command path's own work. Inject's own objects survive
// scavenges (promoted-allocations.ts), so its GC share is larger than a server on sockets pays (README, Performance).
import { CommandSubmission } from '@wargames/api/games/command-submission';
import { GameLobby } from '@wargames/api/games/game-lobby';
import { GameReads } from '@wargames/api/games/game-reads';
import { createStubbedApp, LEGAL_ANSWER, STUB_TOKEN, STUBBED_DOCUMENTS, SUBMIT_ANSWER } from './stubbed-app';

async function main(): Promise<void> {
  const [requests = '20000', rounds = '3'] = process.argv.slice(2);
  const { app, stubRootResolvers } = await createStubbedApp();
  const fastify = app.getHttpAdapter().getInstance();

  const measure = async (label: string): Promise<void> => {
    for (const document of STUBBED_DOCUMENTS) {
      const send = () => fastify.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', authorization: `Bearer ${STUB_TOKEN}` }, payload: document.payload });
      const first = await send();
      if (first.statusCode !== 200 || first.body.includes('"errors"')) throw new Error(`${first.statusCode} ${first.body.slice(0, 300)}`);
      for (let round = 1; round <= Number(rounds); round++) {
        for (let i = 0; i < Number(requests) / 5; i++) await send();
        const cpu = process.cpuUsage();
        for (let i = 0; i < Number(requests); i++) await send();
        const used = process.cpuUsage(cpu);
        console.log(`${label}, ${document.name}, round ${round}: ${((used.user + used.system) / Number(requests)).toFixed(1)} µs CPU per request`);
      }
    }
  };

  const restore = stubRootResolvers();
  await measure('root resolvers stubbed');

  restore();
  const lobby = app.get(GameLobby);
  lobby.callerFor = async (id: string) => ({ gameId: id, role: 'british' }) as Awaited<ReturnType<GameLobby['callerFor']>>;
  app.get(CommandSubmission).submit = async () => SUBMIT_ANSWER as unknown as Awaited<ReturnType<CommandSubmission['submit']>>;
  app.get(GameReads).legalCommands = async () => LEGAL_ANSWER as unknown as Awaited<ReturnType<GameReads['legalCommands']>>;
  await measure("Nest's resolver pipeline, services stubbed");
  await app.close();
}

void main();
