// `node -r @swc-node/register tests/bench/src/pause-latency.ts <pause ms> <samples> <rounds> '<variant A>' '<variant B>' …`:
// the latency a player feels who thinks between commands: one game, one command after each pause, on an API warmed up
// by a few seconds of load and otherwise idle. Variants as in ab-api.ts (api-variant.ts), alternated round by round
// (round-order.ts), a fresh API process and game for each. Under load the pool's connections never idle; here they do,
// so this shows what an idle connection costs when the pool closes it (DATABASE_POOL_IDLE_TIMEOUT_MS).
import { startApiAs, type ApiVariant } from './api-variant';
import { LEGAL, newGame, SUBMIT } from './graf-spee-player';
import { GraphqlHttp } from './graphql-http';
import { ms, summarize } from './latency-stats';
import { warmUp } from './load-run';
import { runVariantRounds } from './variant-rounds';

type Role = 'german' | 'british';

interface LegalAnswer {
  legalCommands: { commands: unknown[] };
}
interface SubmitAnswer {
  submitCommand: { view: { pending: string[] } };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The latency of `samples` commands, each sent after `pauseMs` of silence, on a fresh API started as `variant`. */
async function pausedCommands(variant: ApiVariant, databaseUrl: string, pauseMs: number, samples: number): Promise<number[]> {
  const api = await startApiAs(variant, databaseUrl);
  const http = new GraphqlHttp(api.url, 1);
  try {
    await warmUp([api.url], 5);
    const { gameId, tokens } = await newGame(http);
    let role: Role = 'german';
    const latencies: number[] = [];
    while (latencies.length < samples) {
      // The legal commands are read before the pause, so that the command is the first request after it.
      const legal = (await http.execute<LegalAnswer>(LEGAL, { gameId }, tokens[role])).legalCommands.commands;
      if (legal.length === 0) {
        role = role === 'german' ? 'british' : 'german';
        continue;
      }
      await sleep(pauseMs);
      const started = performance.now();
      const answer = await http.execute<SubmitAnswer>(SUBMIT, { gameId, commandId: `pause-${latencies.length}`, command: legal[0] }, tokens[role]);
      latencies.push(performance.now() - started);
      const next = answer.submitCommand.view.pending[0];
      if (next === 'german' || next === 'british') role = next;
    }
    return latencies;
  } finally {
    http.close();
    await api.stop();
  }
}

async function main(): Promise<void> {
  const [pauseMs = '11000', samples = '6', rounds = '2', ...labels] = process.argv.slice(2);
  await runVariantRounds(labels, 'dist', Number(rounds), async (variant, round, databaseUrl) => {
    const latencies = await pausedCommands(variant, databaseUrl, Number(pauseMs), Number(samples));
    const { p50, max } = summarize(latencies);
    console.log(`round ${round}  ${variant.label.padEnd(40)} a command after ${pauseMs} ms: p50 ${ms(p50)}   max ${ms(max)}   each ${latencies.map(ms).join(', ')}`);
  });
}

void main();
