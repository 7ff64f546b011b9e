import { botFor, randomPosition, rngFor } from '@wargames/bots';
import { gameRegistry } from '@wargames/games';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../config/app-config';
import { thinkingMarker } from './bot-decision';
import { BotWorkers } from './bot-workers';

const arras = gameRegistry.get('arras');
if (!arras) throw new Error('no arras');
const options = arras.parseOptions({});
if (!options.ok) throw new Error('bad options');
/** An Arras position where the pending seat has a choice to make. */
const seatWithChoice = () => {
  for (let seed = 1; ; seed++) {
    const seat = randomPosition(arras, options.value, seed, 30).seats.find((s) => s.legal.length > 1);
    if (seat) return seat;
  }
};

describe('BotWorkers', () => {
  it('decides on a worker thread exactly what the bot decides in process, from the same seat and seed', async () => {
    const workers = new BotWorkers(loadConfig({ WARGAMES_BOT_WORKERS: '2' }));
    try {
      const seat = seatWithChoice();
      for (const level of ['random', 'heuristic', 'search'] as const) {
        const seed = ['game-1', seat.role, 30];
        const inProcess = botFor('arras', level)?.choose(seat, rngFor(...seed));
        expect(await workers.decide({ level, seat, seed })).toEqual(inProcess);
      }
    } finally {
      await workers.close();
    }
  }, 120_000);

  it('ends a thread in the middle of a decision when closed, and refuses decisions afterwards', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bot-workers-'));
    const gate = join(dir, 'gate');
    const workers = new BotWorkers(loadConfig({ NODE_ENV: 'test', WARGAMES_BOT_TEST_GATE: gate }));
    try {
      const deciding = workers.decide({ level: 'random', seat: seatWithChoice(), seed: ['game-2'] });
      const outcome = deciding.then(
        () => 'decided',
        () => 'abandoned',
      );
      while (!existsSync(thinkingMarker(gate))) await new Promise((resolve) => setTimeout(resolve, 20));
      // The gate never opens: only terminating the thread ends this decision.
      await workers.close();
      expect(await outcome).toBe('abandoned');
      await expect(workers.decide({ level: 'random', seat: seatWithChoice(), seed: ['game-3'] })).rejects.toThrow(/closed/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
