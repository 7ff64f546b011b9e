// `node tests/bench/... core-speed.ts [seconds]` (run as the other scripts: `SWC_NODE_PROJECT=tests/bench/tsconfig.json
// node -r @swc-node/register tests/bench/src/core-speed.ts 20`): how fast each core of this machine runs the same fixed
// work (core-speed-probe.ts), with nothing else of ours running, every probe printed.
import { probeCores } from './core-speed-probe';
import { coreLabel, disagreementShare, summarizeCoreSpeed } from './core-speed-summary';
import { ms } from './latency-stats';

async function main(): Promise<void> {
  const seconds = Number(process.argv[2] ?? 20);
  const { cores } = await probeCores(seconds);
  const pinned = cores.every(({ cpu }) => cpu !== null);
  console.log(`the same fixed work every 250 ms for ${seconds} s, ${pinned ? 'one probe pinned to each core' : 'one probe, unpinned (no taskset)'}; CPU milliseconds per probe`);
  for (const { cpu, probesMs } of cores) {
    const s = summarizeCoreSpeed(probesMs);
    console.log(
      `  ${coreLabel(cpu)}: ${s.probes} probes, fast ${ms(s.fastMs)} (10th percentile), median ${ms(s.medianMs)}, slowest ${ms(s.slowestMs)}; at its fast speed in ${(s.fastShare * 100).toFixed(0)} % of probes`,
    );
    console.log(`    ${probesMs.map((probeMs) => probeMs.toFixed(0)).join(' ')}`);
  }
  const [first, second] = cores;
  if (first && second) {
    console.log(`  ${coreLabel(first.cpu)} and ${coreLabel(second.cpu)} at different speeds in ${(disagreementShare(first.probesMs, second.probesMs) * 100).toFixed(0)} % of the moments probed on both`);
  }
}

void main();
