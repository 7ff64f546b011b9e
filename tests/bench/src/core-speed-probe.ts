// How fast each core of this machine runs the same fixed work, probed every 250 ms on every core at once (one child
// process pinned to each core with taskset). On the shared 2-core machine the benchmark's figures come from, a probe
// takes one of two times ≈ ×1.8 apart, and each core changes between them within seconds, on its own
// (docs/performance.md, *The targets over the days*): the spread of the API's CPU per command between identical runs.
// `core-speed.ts` prints the probes; `npm run bench` probes briefly before its rows, so that each run says its phase.
import { spawn } from 'node:child_process';
import { allowedCpus } from './core-layout';

/** The fixed work: JSON out and back, a map and a hash now and then, as a request of the API does; CPU ms per probe. */
const PROBE_PROGRAM = `
const { createHash } = require('node:crypto');
function work(n) {
  const games = new Map();
  let x = 0;
  for (let i = 0; i < n; i++) {
    const row = { id: i, gameId: 'g-' + (i % 97), events: Array.from({ length: 6 }, (_, k) => ({ type: 'moved', seq: i + k, at: [k, i % 13] })) };
    const text = JSON.stringify(row);
    const back = JSON.parse(text);
    games.set(back.gameId, back);
    if (i % 8 === 0) x += createHash('sha256').update(text).digest()[0];
    x += back.events.length;
  }
  return x + games.size;
}
work(20000); // compiled and warm before the first probe
const end = Date.now() + Number(process.argv[1]);
const probes = [];
(function probe() {
  if (Date.now() > end) return console.log(JSON.stringify(probes));
  const before = process.cpuUsage();
  work(2000);
  const used = process.cpuUsage(before);
  probes.push((used.user + used.system) / 1000);
  setTimeout(probe, 250);
})();
`;

/** Each probed core's CPU milliseconds per probe, in the order taken; `cpu` is null for the one unpinned probe. */
export interface CoreSpeedProbes {
  readonly cores: readonly { readonly cpu: number | null; readonly probesMs: readonly number[] }[];
}

/** The CPUs to probe, one each; none without taskset (then one probe goes unpinned). */
function cpusToProbe(): number[] {
  try {
    return allowedCpus();
  } catch {
    return [];
  }
}

function probeCore(cpu: number | null, seconds: number): Promise<number[]> {
  const node = [process.execPath, '-e', PROBE_PROGRAM, String(seconds * 1000)];
  const [command, ...args] = cpu === null ? node : ['taskset', '-c', String(cpu), ...node];
  return new Promise((resolve, reject) => {
    const child = spawn(command as string, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve(JSON.parse(output) as number[]) : reject(new Error(`the probe on CPU ${cpu} exited with ${code}`))));
  });
}

/** Probes every core this process may use for `seconds`, all at once. */
export async function probeCores(seconds: number): Promise<CoreSpeedProbes> {
  const allowed = cpusToProbe();
  const cpus: (number | null)[] = allowed.length > 0 ? allowed : [null];
  const series = await Promise.all(cpus.map((cpu) => probeCore(cpu, seconds)));
  return { cores: cpus.map((cpu, i) => ({ cpu, probesMs: series[i] as number[] })) };
}
