import { isKnownGameType } from '@wargames/sdk';
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

/** `create <type> [--option k=v]…`: prints the new game's id, alone on its line. */
export async function createCommand(terminal: Terminal, gameType: string, optionPairs: readonly string[]): Promise<void> {
  if (!isKnownGameType(gameType)) throw new UsageError(`unknown game type "${gameType}"`);
  const game = await terminal.client.game(gameType).create(parseOptions(optionPairs) as never);
  terminal.out.line(game.id);
}
