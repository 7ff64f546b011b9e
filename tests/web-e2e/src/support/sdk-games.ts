import { WargamesClient, withoutResignation, type GameTypeId } from '@wargames/sdk';
import { endsGrafSpeeAtOnce, keepsGrafSpeeGoing } from '@wargames/api/testing/long-graf-spee-play';

/** A game made through the SDK for a browser test: its id and the seat tokens, by role. */
export interface MadeGame {
  readonly gameId: string;
  readonly tokens: Readonly<Record<string, string>>;
  readonly ended: boolean;
  /** How many commands were played: the replay's steps (its frames are one more, the set-up). */
  readonly commands: number;
}

/** A small seeded generator (mulberry32): the same seed plays the same game. */
function seeded(seed: number): <T>(items: readonly T[]) => T {
  let a = seed >>> 0;
  return (items) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const r = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    return items[Math.floor(r * items.length)] as (typeof items)[number];
  };
}

type PlayOptions = { readonly seed: number; readonly maxCommands?: number; /** Avoid commands that end the game at once, while others remain: a longer game. */ readonly long?: boolean; /** Graf Spee: a game of many quiet turns (keepsGrafSpeeGoing). */ readonly marathon?: boolean; /** Checked every 100 commands: stop once it answers true. */ readonly until?: (gameId: string) => Promise<boolean> };

/**
 * Creates a game (with `gameOptions`, the game type's own options, when given), claims both seats and plays random
 * legal commands (only what the API lists) with whoever is pending, until the end or `maxCommands`.
 */
export async function playRandomGame(apiUrl: string, gameType: GameTypeId, options: PlayOptions & { readonly gameOptions?: Readonly<Record<string, unknown>> }): Promise<MadeGame> {
  const games = new WargamesClient({ url: apiUrl }).game(gameType);
  const created = await games.create(options.gameOptions as never);
  const roles = gameType === 'graf-spee' ? (['german', 'british'] as const) : (['allied', 'german'] as const);
  const tokens: Record<string, string> = {};
  for (const role of roles) tokens[role] = (await games.claim(created.id, role as never)).token as string;
  return playOn(apiUrl, gameType, created.id, tokens, options);
}

/** Plays on in a game whose seat tokens are known, as playRandomGame does, from where it stands. */
export async function playOn(apiUrl: string, gameType: GameTypeId, gameId: string, tokens: Readonly<Record<string, string>>, options: PlayOptions): Promise<MadeGame> {
  const client = new WargamesClient({ url: apiUrl });
  const sessions = new Map(Object.entries(tokens).map(([role, token]) => [role, client.game(gameType).open(gameId, { token })]));
  const choose = seeded(options.seed);
  const max = options.maxCommands ?? 5_000;
  let played = 0;
  for (; played < max; played++) {
    const summary = await client.getGame(gameId);
    if (summary.status === 'ended') break;
    if (options.until && played % 100 === 99 && (await options.until(gameId))) break;
    const session = sessions.get(choose(summary.pending)) as NonNullable<ReturnType<typeof sessions.get>>;
    const legal = await session.legal();
    // A test's game is played out: never resigned.
    const playing = withoutResignation(legal.commands);
    const roll = choose([0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9]);
    const lasting = options.marathon
      ? playing.filter((command) => keepsGrafSpeeGoing(command, roll))
      : options.long
        ? playing.filter((command) => !endsGrafSpeeAtOnce(command))
        : [];
    await session.submit(choose(lasting.length > 0 ? lasting : playing) as never, { expectedVersion: legal.version });
  }
  const final = await client.getGame(gameId);
  return { gameId, tokens, ended: final.status === 'ended', commands: played };
}

/**
 * Random games (playRandomGame), one seed after another, until `accept` finds in one what a test needs (it answers
 * undefined to go on). The server rolls the dice, so a seed fixes the commands tried, not their results: which seed
 * gives a wanted event varies, and a test that counted on one seed would fail by chance. `tries` games without it
 * (ten unless told) throw, naming `wanted`: that would be a fault.
 */
export async function playRandomGameUntil<T>(
  apiUrl: string,
  gameType: GameTypeId,
  options: Parameters<typeof playRandomGame>[2] & { readonly tries?: number; readonly wanted: string },
  accept: (game: MadeGame) => Promise<T | undefined> | T | undefined,
): Promise<{ readonly game: MadeGame; readonly found: T }> {
  const played: string[] = [];
  for (let i = 0; i < (options.tries ?? 10); i++) {
    const game = await playRandomGame(apiUrl, gameType, { ...options, seed: options.seed + i });
    const found = await accept(game);
    if (found !== undefined) return { game, found };
    played.push(`${game.commands}${game.ended ? '' : ' (unfinished)'}`);
  }
  throw new Error(`no random game of ${gameType} had ${options.wanted}: ${played.join(', ')} commands`);
}

/**
 * A finished Graf Spee game of many quiet turns (keepsGrafSpeeGoing) that lasted at least `minCommands` commands: a
 * marathon may still end early (the Spee found and sunk: 227 commands in one run of a spec that needed 250).
 */
export async function playMarathon(apiUrl: string, options: { readonly seed: number; readonly minCommands: number; readonly tries?: number }): Promise<MadeGame> {
  const wanted = `an end after ${options.minCommands} commands or more`;
  const { game } = await playRandomGameUntil(apiUrl, 'graf-spee', { seed: options.seed, marathon: true, tries: options.tries ?? 5, wanted }, (game) =>
    game.ended && game.commands >= options.minCommands ? true : undefined,
  );
  return game;
}
