import { withoutResignation } from '@wargames/engine';
import type { Bot, BotLevel } from './bot';
import { randomBot } from './random-bot';
import { grafSpeeHeuristicBot } from './graf-spee/heuristic-bot';
import { grafSpeeSearchBot } from './graf-spee/search-bot';
import { arrasHeuristicBot } from './arras/heuristic-bot';
import { arrasSearchBot } from './arras/search-bot';

const BOTS: Readonly<Record<string, Readonly<Record<BotLevel, Bot>>>> = {
  'graf-spee': { random: randomBot, heuristic: grafSpeeHeuristicBot as Bot, search: grafSpeeSearchBot as Bot },
  arras: { random: randomBot, heuristic: arrasHeuristicBot as Bot, search: arrasSearchBot as Bot },
};

/** The games that have computer players. */
export const gamesWithBots = (): string[] => Object.keys(BOTS);

/**
 * A bot that plays on: it chooses among the seat's legal commands without the resign command (the API lists it for
 * every seat it waits for), so no bot gives a game up, and none meets a command its game does not have.
 */
export const playingOn = (bot: Bot): Bot => ({ level: bot.level, choose: (seat, rng) => bot.choose({ ...seat, legal: withoutResignation(seat.legal) }, rng) });

const PLAYING_ON: Readonly<Record<string, Readonly<Record<BotLevel, Bot>>>> = Object.fromEntries(
  Object.entries(BOTS).map(([gameType, levels]) => [gameType, { random: playingOn(levels.random), heuristic: playingOn(levels.heuristic), search: playingOn(levels.search) }]),
);

/** The bot of a level for a game type; undefined for a game without bots. It never resigns. */
export function botFor(gameType: string, level: BotLevel): Bot | undefined {
  return PLAYING_ON[gameType]?.[level];
}
