import { z } from 'zod';

const anyJson = z.json();
/**
 * Any JSON value. A custom schema around z.json(), so that its JSON Schema (in the OpenAPI document) is `{}`: z.json()
 * is recursive and would be written as a definition that OpenAPI 3.0 cannot hold.
 */
const json = z.custom<z.infer<typeof anyJson>>((value) => anyJson.safeParse(value).success, 'must be a JSON value');

/** A finished game as a document: enough to decide every step again and check that it gives the same events. */
export const gameRecordSchema = z
  .object({
    format: z.literal('wargames-record').describe('Always "wargames-record".'),
    formatVersion: z.literal(1).describe('The record format version.'),
    gameType: z.string().min(1).max(64).describe('The game: "graf-spee" or "arras".'),
    options: json.describe('The options the game was created with.'),
    outcome: z
      .object({ winner: z.string().nullable(), reason: z.string(), rule: z.string(), message: z.string() })
      .nullable()
      .optional()
      .describe('How the game ended; checked against the replay on import.'),
    steps: z
      .array(
        z.object({
          commandId: z.string().min(1).max(200).optional().describe('The command id the player sent.'),
          actor: z.string().min(1).max(64).describe('The seat that sent the command.'),
          command: json.describe("The command, in the game's command schema."),
          dice: z
            .array(z.tuple([z.number().int().min(1), z.number().int().min(0)]))
            .describe('Every dice draw of the step, in order, as [bound, value] with 0 ≤ value < bound.'),
          events: z.array(z.looseObject({ type: z.string() })).optional().describe('The events the step gave; checked on import.'),
        }),
      )
      .max(20_000)
      .describe('Every accepted command, in order.'),
    exportedFrom: z
      .object({
        gameId: z.string(),
        createdAt: z.string(),
        imported: z
          .boolean()
          .optional()
          .describe('True when that game was itself imported from a record (nobody played it on the exporting server).'),
      })
      .optional()
      .describe('The game this record was exported from.'),
  })
  .describe('A finished game record (export and import).');

export type GameRecord = z.infer<typeof gameRecordSchema>;
export type RecordStep = GameRecord['steps'][number];
