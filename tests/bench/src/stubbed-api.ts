// `node -r @swc-node/register tests/bench/src/stubbed-api.ts [requests] [rounds]`: the CPU per request of the API's
// framework stack alone, in one process (SWC_NODE_PROJECT=apps/api/tsconfig.runtime.json, as inprocess-api.ts): the
// benchmark's submitCommand and legalCommands documents sent one at a time through Fastify's inject to the real Nest
// app, first with the root resolvers replaced by a fixed answer (Fastify, the request line, Apollo, graphql-js), then
// with Nest's resolver pipeline back (throttler guard, caller pipe, exception filter) and only the services behind it
// replaced. What inprocess-api.ts measures beyond these is the command path's own work. `--trace-gc-nvp` on it shows
// how much of a request's garbage survives a scavenge (README, Performance).
import './production-env';
import { createApp } from '@wargames/api/app/create-app';
import { loadConfig } from '@wargames/api/config/app-config';
import { CommandSubmission } from '@wargames/api/games/command-submission';
import { GameLobby } from '@wargames/api/games/game-lobby';
import { GameReads } from '@wargames/api/games/game-reads';
import { InMemoryEventStore } from '@wargames/api/testing/in-memory-event-store';
import { UNLIMITED_RATES } from '@wargames/api/testing/unlimited-rates';
import { gameRegistry } from '@wargames/games';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import type { GraphQLFieldResolver } from 'graphql';
import { Writable } from 'node:stream';
import { LEGAL, SUBMIT } from './graf-spee-player';

async function main(): Promise<void> {
  const [requests = '20000', rounds = '3'] = process.argv.slice(2);
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'info', ...UNLIMITED_RATES });
  const nowhere = new Writable({ write: (_chunk, _encoding, callback) => callback() });
  const app = await createApp({ config, store: new InMemoryEventStore(), registry: gameRegistry, logDestination: nowhere });
  await app.init();
  const fastify = app.getHttpAdapter().getInstance();
  await fastify.ready();
  const { schema } = app.get(GraphQLSchemaHost);
  const submitField = schema.getMutationType()?.getFields()['submitCommand'];
  const legalField = schema.getQueryType()?.getFields()['legalCommands'];
  if (!submitField || !legalField) throw new Error('the schema has no submitCommand or legalCommands');

  // A fixed answer of the benchmark's size (≈ 12 legal commands).
  const legal = Array.from({ length: 12 }, (_, i) => ({ type: 'move-piece', token: `b${i}`, to: `H${i}` }));
  const answer = { gameId: 'g', commandId: 'c', duplicate: false, version: 42, events: [], view: { pending: ['british'], status: 'active', view: {} }, legal };
  const legalAnswer = { commands: legal, version: 42 };
  const gameId = '00000000-0000-4000-8000-000000000000';
  const token = `wgs_${'a'.repeat(43)}`;
  const documents = [
    { name: 'submitCommand', query: SUBMIT, variables: { gameId, commandId: 'c1', command: { type: 'move-piece', token: 'b1', to: 'H3' } } },
    { name: 'legalCommands', query: LEGAL, variables: { gameId } },
  ];

  const measure = async (label: string): Promise<void> => {
    for (const document of documents) {
      const payload = JSON.stringify({ query: document.query, variables: document.variables });
      const send = () => fastify.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, payload });
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

  const nestSubmit = submitField.resolve;
  const nestLegal = legalField.resolve;
  const fixed = (value: unknown): GraphQLFieldResolver<unknown, unknown> => async () => value;
  submitField.resolve = fixed(answer);
  legalField.resolve = fixed(legalAnswer);
  await measure('root resolvers stubbed');

  submitField.resolve = nestSubmit;
  legalField.resolve = nestLegal;
  const lobby = app.get(GameLobby);
  lobby.callerFor = async (id: string) => ({ gameId: id, role: 'british' }) as Awaited<ReturnType<GameLobby['callerFor']>>;
  app.get(CommandSubmission).submit = async () => answer as unknown as Awaited<ReturnType<CommandSubmission['submit']>>;
  app.get(GameReads).legalCommands = async () => legalAnswer as unknown as Awaited<ReturnType<GameReads['legalCommands']>>;
  await measure("Nest's resolver pipeline, services stubbed");
  await app.close();
}

void main();
