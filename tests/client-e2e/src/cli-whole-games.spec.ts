import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gameRegistry } from '@wargames/games';
import type { GameTypeId, VisibleEvent } from '@wargames/sdk';
import { runCliInTerminal, type CliRun } from './support/cli-process';
import { useCliAgainstPglite } from './support/cli-fixture';
import { terminalLeaks } from './support/terminal-leak-check';

async function collect<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const items: T[] = [];
  for await (const item of iterable) items.push(item);
  return items;
}

/** The seqs of the `#<seq> …` event lines a process printed, in order. */
const printedSeqs = (output: string): number[] => [...output.matchAll(/^#(\d+) /gm)].map((match) => Number(match[1]));

const seqsOf = (entries: readonly VisibleEvent<GameTypeId>[]): number[] => entries.map((entry) => entry.seq);

describe('the command-line client, as separate processes, against the API on PGlite', () => {
  const suite = useCliAgainstPglite('wargames-cli-');
  const cli = (...args: string[]): Promise<CliRun> => suite.cli(...args);

  /** create, join both seats, then a watcher and both players as three processes at once. */
  async function playWholeGame(gameType: GameTypeId, roles: readonly [string, string], seeds: readonly [number, number]) {
    const created = await cli('create', gameType);
    expect({ code: created.code, stderr: created.stderr }).toEqual({ code: 0, stderr: '' });
    const gameId = created.stdout.trim();
    expect(gameId).toMatch(/^[0-9a-f-]{36}$/);
    for (const role of roles) {
      const joined = await cli('join', gameId, role);
      expect(joined.code).toBe(0);
      expect(joined.stdout).toContain(`as ${role}`);
    }
    const [watch, first, second] = await Promise.all([
      cli('watch', gameId, '--after-seq', '0'),
      cli('play', gameId, '--seat', roles[0], '--bot', 'random', '--seed', String(seeds[0])),
      cli('play', gameId, '--seat', roles[1], '--bot', 'random', '--seed', String(seeds[1])),
    ]);
    for (const run of [watch, first, second]) expect({ code: run.code, stderr: run.stderr }).toEqual({ code: 0, stderr: '' });
    const summary = await suite.client.getGame(gameId);
    expect(summary).toMatchObject({ status: 'ended', pending: [] });
    const tokens = JSON.parse(readFileSync(join(suite.configDir, 'seats.json'), 'utf8')).seats.filter((seat: { gameId: string }) => seat.gameId === gameId);
    expect(tokens).toHaveLength(2);
    for (const run of [created, watch, first, second]) for (const seat of tokens) expect(run.stdout).not.toContain(seat.token);
    return { gameId, summary, watch, outputs: { [roles[0]]: first.stdout, [roles[1]]: second.stdout } as Record<string, string>, tokens };
  }

  it('Graf Spee: two CLI processes play a whole game; neither printed what its seat may not see (GS-9)', async () => {
    const { gameId, summary, watch, outputs, tokens } = await playWholeGame('graf-spee', ['german', 'british'], [3, 4]);
    for (const role of ['german', 'british']) {
      expect(outputs[role]).toContain(`seen as ${role}`);
      expect(outputs[role]).toMatch(/Game over: .*\(GS-8/);
      expect(outputs[role]).toMatch(/^A1\[.{4}\] +A2\[/m);
      expect(outputs[role]).not.toMatch(/[{}]/); // events in words, never JSON
    }
    expect(watch.stdout).toMatch(/Game over: .*\(GS-8/);
    // Listed among the finished games, with its winner.
    const finished = await cli('games', '--finished', '--type', 'graf-spee', '--limit', '100');
    expect(finished.code).toBe(0);
    expect(finished.stdout.split('\n').find((line) => line.startsWith(gameId))).toContain(`${summary.outcome?.winner} won`);

    // Each process printed every event its seat may see, once, in order.
    const tokenOf = (role: string) => tokens.find((seat: { role: string }) => seat.role === role).token as string;
    const games = suite.client.game('graf-spee');
    for (const role of ['german', 'british'] as const) {
      const own = await collect(games.open(gameId, { token: tokenOf(role) }).historyNdjson());
      expect(printedSeqs(outputs[role] as string)).toEqual(seqsOf(own));
    }
    expect(printedSeqs(watch.stdout)).toEqual(seqsOf(await collect(games.open(gameId).historyNdjson())));

    const omniscient = await collect(games.open(gameId).historyNdjson({ perspective: 'omniscient' }));
    const game = gameRegistry.get('graf-spee');
    if (!game) throw new Error('no Graf Spee');
    expect(terminalLeaks(outputs['british'] as string, 'british', game, summary.options, omniscient)).toEqual([]);
    expect(terminalLeaks(outputs['german'] as string, 'german', game, summary.options, omniscient)).toEqual([]);
    expect(terminalLeaks(watch.stdout, 'spectator', game, summary.options, omniscient)).toEqual([]);
    // Control: the German's screen, judged as if the British had printed it, shows the Spee and the supply ships.
    const control = terminalLeaks(outputs['german'] as string, 'british', game, summary.options, omniscient);
    expect(control.map((leak) => leak.fact)).toEqual(expect.arrayContaining(['spee-hex', 'supply-hex']));
  });

  it('Arras: two CLI processes play a whole game to its end', async () => {
    const { gameId, watch, outputs } = await playWholeGame('arras', ['allied', 'german'], [5, 6]);
    const history = seqsOf(await collect(suite.client.game('arras').open(gameId).historyNdjson()));
    for (const role of ['allied', 'german']) {
      expect(outputs[role]).toMatch(/Game over: .*\(AR-/);
      expect(outputs[role]).toMatch(/^0101 +0301 +0501/m);
      expect(outputs[role]).not.toMatch(/[{}]/);
      // AR-9: Arras is open; each seat saw every event.
      expect(printedSeqs(outputs[role] as string)).toEqual(history);
    }
    expect(printedSeqs(watch.stdout)).toEqual(history);
  });

  it('replay prints every step when piped and steps with the keys on a terminal; export writes the record and the NDJSON history', async () => {
    const created = (await cli('create', 'graf-spee')).stdout.trim();
    for (const role of ['german', 'british']) expect((await cli('join', created, role)).code).toBe(0);
    const refused = await cli('replay', created, '--perspective', 'omniscient');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('ERR_PERSPECTIVE_FORBIDDEN');
    const unfinished = await cli('export', created, '--out', join(suite.configDir, 'early'));
    expect(unfinished.code).toBe(1);
    expect(unfinished.stderr).toContain('ERR_GAME_NOT_ENDED');
    await Promise.all([cli('play', created, '--seat', 'german', '--bot', 'random', '--seed', '8'), cli('play', created, '--seat', 'british', '--bot', 'random', '--seed', '9')]);
    const summary = await suite.client.getGame(created);
    expect(summary.status).toBe('ended');
    const steps = (await suite.client.game('graf-spee').open(created).replayFrame(0)).steps;

    const replay = await cli('replay', created, '--seat', 'british', '--perspective', 'british');
    expect(replay.code).toBe(0);
    const stepsShown = [...replay.stdout.matchAll(/^== Graf Spee \S+ · step (\d+) of (\d+)/gm)].map((match) => Number(match[1]));
    expect(stepsShown).toEqual(Array.from({ length: steps + 1 }, (_, step) => step));
    const omniscient = await collect(suite.client.game('graf-spee').open(created).historyNdjson({ perspective: 'omniscient' }));
    const game = gameRegistry.get('graf-spee');
    if (!game) throw new Error('no Graf Spee');
    expect(terminalLeaks(replay.stdout, 'british', game, summary.options, omniscient)).toEqual([]);
    const all = await cli('replay', created, '--perspective', 'omniscient');
    expect(all.stdout).toMatch(/\[[^\]]*S[^\]]*\]/); // the fog is lifted: the Spee is on the map

    // On a terminal: → one step, End the last, ← back one, Home the first, q quits.
    const step = (n: number) => new RegExp(`· step ${n} of ${steps} `);
    const keys = await runCliInTerminal(['replay', created, '--perspective', 'omniscient'], suite.env, [
      { after: step(0), keys: '\x1b[C' },
      { after: step(1), keys: '\x1b[F' },
      { after: step(steps), keys: '\x1b[D' },
      { after: step(steps - 1), keys: '\x1b[H' },
      { after: step(0), times: 2, keys: 'q' },
    ]);
    expect(keys.code).toBe(0);
    const shown = [...keys.stdout.matchAll(/· step (\d+) of /g)].map((match) => Number(match[1]));
    expect(shown).toEqual([0, 1, steps, steps - 1, 0]);

    const out = join(suite.configDir, 'export');
    const exported = await cli('export', created, '--out', out);
    expect({ code: exported.code, stderr: exported.stderr }).toEqual({ code: 0, stderr: '' });
    const record = JSON.parse(readFileSync(join(out, `${created}.record.json`), 'utf8'));
    expect(record).toMatchObject({ format: 'wargames-record', gameType: 'graf-spee', outcome: summary.outcome });
    expect(record.steps).toHaveLength(steps);
    const lines = readFileSync(join(out, `${created}.history.ndjson`), 'utf8').trim().split('\n').map((line) => JSON.parse(line));
    expect(lines).toEqual(omniscient);
    const imported = await suite.client.importRecord(record);
    expect(imported).toMatchObject({ status: 'ended', outcome: summary.outcome });
  });

  it('a wrong command line says what is wrong and exits 2', async () => {
    const run = await cli('play', 'some-game', '--seat', 'german');
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('play takes --seat <role> and --bot <name>');
    const bot = await cli('create', 'chess');
    expect(bot).toMatchObject({ code: 2 });
    expect(bot.stderr).toContain('unknown game type "chess"');
  });
});
