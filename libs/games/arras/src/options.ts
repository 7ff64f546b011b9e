import { CommonErrors, parseWith, type Result, type RuleError } from '@wargames/engine';
import { z } from 'zod';

/** Chosen when the game is created. */
export const arrasOptionsSchema = z
  .object({
    brigade17: z
      .boolean()
      .default(false)
      .describe('AR-2.2: bring in the optional British 17th Brigade (17Bde, 3-3) set up in Arras 0503. Default off.'),
  })
  .strict()
  .describe('Arras game options');

export type ArrasOptions = z.output<typeof arrasOptionsSchema>;

export function parseArrasOptions(raw: unknown): Result<ArrasOptions, RuleError> {
  return parseWith(arrasOptionsSchema, raw ?? {}, CommonErrors.MALFORMED_OPTIONS, 'Arras options');
}
