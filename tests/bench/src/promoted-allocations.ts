// `node --expose-gc -r @swc-node/register tests/bench/src/promoted-allocations.ts [requests] [inject|http] [clients]`
// (SWC_NODE_PROJECT=tests/bench/tsconfig.json): what of a request's garbage survives the young generation's
// scavenges. The benchmark's submitCommand document goes to the real Nest app with its root resolvers stubbed
// (stubbed-app.ts), either through Fastify's inject in this process (as inprocess-api.ts and stubbed-api.ts send
// it) or over HTTP keep-alive from `clients` concurrent requests of a child process (as a server meets it). It
// prints the CPU and the GC pauses per request, then the bytes per request that a sampling heap profile saw
// survive every scavenge and die in a full collection (promoted, then freed), by allocation site. Promoted garbage
// is what makes a scavenge expensive (docs/performance.md: inject's own objects are promoted, a socket's are not).
// First: libraries read NODE_ENV as they load (graphql-js checks every instanceof more slowly outside production).
import './production-env';
import { spawn } from 'node:child_process';
import { Session } from 'node:inspector/promises';
import { watchGcPauses } from './gc-pauses';
import { createStubbedApp, STUB_TOKEN, STUBBED_DOCUMENTS } from './stubbed-app';

interface ProfileNode {
  readonly callFrame: { readonly functionName: string; readonly url: string; readonly lineNumber: number };
  readonly selfSize: number;
  readonly children: readonly ProfileNode[];
}

/** The child process's program: `count` POSTs of `payload`, `clients` at a time, on kept-alive connections. */
const httpClientProgram = (port: number, payload: string, count: number, clients: number): string => `
const http = require('node:http');
const agent = new http.Agent({ keepAlive: true, maxSockets: ${clients} });
const headers = { 'content-type': 'application/json', authorization: 'Bearer ${STUB_TOKEN}' };
let left = ${count};
const post = () => new Promise((resolve, reject) => {
  const request = http.request({ host: '127.0.0.1', port: ${port}, method: 'POST', path: '/graphql', agent, headers }, (response) => {
    response.resume();
    response.on('end', () => (response.statusCode === 200 ? resolve() : reject(new Error('HTTP ' + response.statusCode))));
  });
  request.on('error', reject);
  request.end(${JSON.stringify(payload)});
});
Promise.all(Array.from({ length: ${clients} }, async () => { while (left-- > 0) await post(); })).then(() => agent.destroy());`;

async function main(): Promise<void> {
  const [requests = '20000', transport = 'inject', clients = '1'] = process.argv.slice(2);
  if (transport !== 'inject' && transport !== 'http') throw new Error(`the transport is inject or http, not ${transport}`);
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('run with --expose-gc');
  const { app, stubRootResolvers } = await createStubbedApp();
  stubRootResolvers();
  const fastify = app.getHttpAdapter().getInstance();
  const payload = STUBBED_DOCUMENTS[0]?.payload ?? '';
  let send: (count: number) => Promise<void>;
  if (transport === 'http') {
    await app.listen(0, '127.0.0.1');
    const { port } = fastify.server.address() as { port: number };
    send = (count) =>
      new Promise((resolve, reject) => {
        const child = spawn(process.execPath, ['-e', httpClientProgram(port, payload, count, Number(clients))], { stdio: 'inherit' });
        child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the client exited with ${code}`))));
      });
  } else {
    const one = () => fastify.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', authorization: `Bearer ${STUB_TOKEN}` }, payload });
    send = async (count) => {
      await Promise.all(
        Array.from({ length: Number(clients) }, async (_, client) => {
          for (let i = client; i < count; i += Number(clients)) await one();
        }),
      );
    };
  }
  await send(Number(requests) / 4);
  gc();

  const gcPauses = watchGcPauses();
  const cpu = process.cpuUsage();
  await send(Number(requests));
  const used = process.cpuUsage(cpu);
  const pauses = await gcPauses.stop();
  const perRequest = (microseconds: number) => (microseconds / Number(requests)).toFixed(1);
  console.log(`${transport}, ${clients} at a time: CPU ${perRequest(used.user + used.system)} µs per request, GC pauses ${perRequest(pauses.ms * 1000)} µs per request (${pauses.pauses} pauses)`);

  // Objects that a minor GC freed are left out; those a full GC freed are kept: what is left beside the live heap
  // is what survived the scavenges and died old.
  gc();
  const session = new Session();
  session.connect();
  await session.post('HeapProfiler.startSampling', { samplingInterval: 1024, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: false } as never);
  await send(Number(requests));
  gc();
  const { profile } = (await session.post('HeapProfiler.getSamplingProfile')) as unknown as { profile: { head: ProfileNode } };
  await session.post('HeapProfiler.stopSampling');
  session.disconnect();
  const bySite = new Map<string, number>();
  let total = 0;
  const walk = (node: ProfileNode): void => {
    const { functionName, url, lineNumber } = node.callFrame;
    const site = `${functionName || '(anonymous)'} ${url.replace(/.*node_modules\//, '')}:${lineNumber + 1}`;
    total += node.selfSize;
    bySite.set(site, (bySite.get(site) ?? 0) + node.selfSize);
    node.children.forEach(walk);
  };
  walk(profile.head);
  console.log(`survived the scavenges: ${(total / Number(requests)).toFixed(0)} bytes per request; the largest sites:`);
  for (const [site, bytes] of [...bySite].sort((a, b) => b[1] - a[1]).slice(0, 10)) console.log(`${(bytes / Number(requests)).toFixed(0).padStart(8)} B  ${site}`);
  await app.close();
}

void main();
