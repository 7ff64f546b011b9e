import { isKnownGameType, type BotLevel } from '@wargames/sdk';
import { UsageError } from '../bots/bot-registry';
import type { Terminal } from '../terminal';

/** `--option k=v`: a value that reads as JSON (true, 3, "x") is taken as such, anything else as a string. */
export function parseOptions(pairs: readonly string[]): Record<string, unknown> {
  const options: Record<string, unknown> = {};
  for (const pair of pairs) {
    const at = pair.indexOf('=');
    if (at <= 0) throw new UsageError(`--option takes key=value, not "${pair}"`);
    const raw = pair.slice(at + 1);
    let value: unknown = raw;
    try {
      value = JSON.parse(raw);
    } catch {
      // a plain word
    }
    options[pair.slice(0, at)] = value;
  }
  return options;
}

const BOT_LEVELS: readonly string[] = ['random', 'heuristic', 'search'];

/** `--bot british=search`: computer players the API seats and plays, by role. */
export function parseBots(pairs: readonly string[]): Record<string, BotLevel> {
  const bots: Record<string, BotLevel> = {};
  for (const pair of pairs) {
    const [role, level, extra] = pair.split('=');
    if (!role || !level || extra !== undefined || !BOT_LEVELS.includes(level)) {
      throw new UsageError(`--bot takes role=level with a level of ${BOT_LEVELS.join(', ')}, not "${pair}"`);
    }
    bots[role] = level as BotLevel;
  }
  return bots;
}

/** `create <type> [--option k=v]… [--bot role=level]…`: prints the new game's id, alone on its line. */
export async function createCommand(terminal: Terminal, gameType: string, optionPairs: readonly string[], botPairs: readonly string[] = []): Promise<void> {
  if (!isKnownGameType(gameType)) throw new UsageError(`unknown game type "${gameType}"`);
  const game = await terminal.client.game(gameType).create(parseOptions(optionPairs) as never, { bots: parseBots(botPairs) as never });
  terminal.out.line(game.id);
}
