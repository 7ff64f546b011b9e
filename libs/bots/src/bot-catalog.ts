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

/** The bot of a level for a game type; undefined for a game without bots. */
export function botFor(gameType: string, level: BotLevel): Bot | undefined {
  return BOTS[gameType]?.[level];
}
