// `node tests/bench/... core-speed.ts [seconds]` (run as the other scripts: `SWC_NODE_PROJECT=tests/bench/tsconfig.json
// node -r @swc-node/register tests/bench/src/core-speed.ts 20`): how fast each core of this machine runs the same fixed
// work, probed every 250 ms on every core at once (one child process pinned to each core with taskset), with nothing
// else of ours running. On the shared 2-core machine the benchmark's figures come from, a probe takes one of two times
// ≈ ×1.8 apart, and each core changes between them within seconds, on its own (docs/performance.md, *The targets over
// the days*): the spread of the API's CPU per command between identical runs.
import { spawn } from 'node:child_process';
import { allowedCpus } from './core-layout';
import { disagreementShare, summarizeCoreSpeed } from './core-speed-summary';
import { ms } from './latency-stats';

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

async function main(): Promise<void> {
  const seconds = Number(process.argv[2] ?? 20);
  const allowed = cpusToProbe();
  const pinned = allowed.length > 0;
  const cpus: (number | null)[] = pinned ? allowed : [null];
  console.log(`the same fixed work every 250 ms for ${seconds} s, ${pinned ? 'one probe pinned to each core' : 'one probe, unpinned (no taskset)'}; CPU milliseconds per probe`);
  const series = await Promise.all(cpus.map((cpu) => probeCore(cpu, seconds)));
  series.forEach((probes, i) => {
    const s = summarizeCoreSpeed(probes);
    console.log(
      `  ${pinned ? `CPU ${cpus[i]}` : 'any CPU'}: ${s.probes} probes, fast ${ms(s.fastMs)} (10th percentile), median ${ms(s.medianMs)}, slowest ${ms(s.slowestMs)}; at its fast speed in ${(s.fastShare * 100).toFixed(0)} % of probes`,
    );
    console.log(`    ${probes.map((probeMs) => probeMs.toFixed(0)).join(' ')}`);
  });
  if (series.length >= 2) {
    console.log(`  CPU ${cpus[0]} and CPU ${cpus[1]} at different speeds in ${(disagreementShare(series[0] as number[], series[1] as number[]) * 100).toFixed(0)} % of the moments probed on both`);
  }
}

void main();
