import { CommonErrors, parseWith, type Result, type RuleError } from '@wargames/engine';
import { z } from 'zod';

/** Chosen when the game is created, stored with it, and shown in the lobby from these descriptions. */
export const optionsSchema = z
  .strictObject({
    surePointsPerIcon: z
      .boolean()
      .default(false)
      .describe(
        'GS-7.3 variant: the sure 2 points of a raid on a transport icon are had once per icon (each of the four gives ' +
          'them once) instead of once in the whole game, as both seeds say. Default off: after the first sure points, ' +
          'every raid, on an icon or not, rolls a die (1–3: 0, 4–6: +2).',
      ),
  })
  .describe('Graf Spee game options');

export type GrafSpeeOptions = z.output<typeof optionsSchema>;

/** The options of a game created with `{}`. */
export const DEFAULT_OPTIONS: GrafSpeeOptions = optionsSchema.parse({});

export function parseGrafSpeeOptions(raw: unknown): Result<GrafSpeeOptions, RuleError> {
  return parseWith(optionsSchema, raw ?? {}, CommonErrors.MALFORMED_OPTIONS, 'Graf Spee options');
}
