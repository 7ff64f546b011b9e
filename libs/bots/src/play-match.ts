import type { AnyGame, DiceSource, Outcome, Role, VisibleEvent } from '@wargames/engine';
import type { Bot } from './bot';
import { rngFor } from './seeds';

export interface MatchResult {
  readonly outcome: Outcome | null;
  /** Commands decided, all seats together. */
  readonly commands: number;
  /** Every event, unredacted, for reports (a bot never sees these). */
  readonly events: readonly { type: string }[];
  readonly finalState: unknown;
  /** Milliseconds each role spent deciding, for benchmarks. */
  readonly thinkingMs: Readonly<Record<Role, number>>;
}

export interface MatchSetup {
  readonly game: AnyGame;
  readonly options: unknown;
  readonly bots: Readonly<Record<Role, Bot>>;
  /** The game's dice (drawn by `decide`). */
  readonly dice: DiceSource;
  /** Names this match, so that each decision's randomness is reproducible. */
  readonly seed: string | number;
  readonly maxCommands?: number;
  /** A clock for thinking times; benchmarks pass performance.now. */
  readonly clock?: () => number;
}

/**
 * Plays bots against each other in process, through the same information a client gets: each bot is shown its seat's
 * view, legal commands and redacted history, never the state. A refused legal command is a bug and throws.
 */
export function playMatch(setup: MatchSetup): MatchResult {
  const { game, options, bots, dice, seed } = setup;
  const maxCommands = setup.maxCommands ?? 4_000;
  const clock = setup.clock ?? (() => 0);
  const histories = new Map<Role, VisibleEvent[]>(game.roles.map((role) => [role, []]));
  const thinkingMs: Record<Role, number> = Object.fromEntries(game.roles.map((role) => [role, 0]));
  const events: { type: string }[] = [];
  let state = game.setup(options);
  let commands = 0;
  while (commands < maxCommands && game.outcome(state) === null) {
    const role = game.pending(state)[0];
    if (role === undefined) throw new Error('the game waits for nobody but has not ended');
    const bot = bots[role];
    if (!bot) throw new Error(`no bot for ${role}`);
    const legal = game.legal(state, role);
    const started = clock();
    const command = bot.choose(
      { gameType: game.id, options, role, view: game.view(state, role), legal, history: histories.get(role) ?? [] },
      rngFor(seed, role, commands),
    );
    thinkingMs[role] = (thinkingMs[role] ?? 0) + clock() - started;
    const decided = game.decide(state, command, role, dice);
    if (!decided.ok) throw new Error(`${bot.level} ${role} sent a refused command ${JSON.stringify(command)}: ${decided.error.message}`);
    for (const event of decided.value) {
      state = game.evolve(state, event);
      events.push(event);
      for (const [viewer, history] of histories) {
        const visible = game.redact(event, viewer);
        if (visible !== null) history.push(visible);
      }
    }
    commands++;
  }
  return { outcome: game.outcome(state) as Outcome | null, commands, events, finalState: state, thinkingMs };
}
