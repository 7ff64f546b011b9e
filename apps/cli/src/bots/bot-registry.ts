import type { BotFactory } from './bot';
import { randomBot } from './random-bot';

/** Every bot `play --bot <name>` knows. A stronger player (libs/bots) joins here under its own name. */
export const BOTS: Readonly<Record<string, BotFactory>> = {
  random: randomBot,
};

export function botNamed(name: string): BotFactory {
  const factory = BOTS[name];
  if (!factory) throw new UsageError(`no bot "${name}"; the bots are ${Object.keys(BOTS).join(', ')}`);
  return factory;
}

/** A mistake in the command line: printed with the usage, exit code 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}
