import { BOT_LEVELS } from '@wargames/bots';
import { z } from 'zod';
import { AT_LEAST_VERSION_DESCRIPTION } from '../api-models/at-least-version';
import { GAME_STATUSES, SEATINGS } from '../games/game-models';

const perspective = z.string().min(1).max(64).optional().describe('A role, "spectator" or "omniscient"; others than your own only after the end.');
const count = (max: number) => z.coerce.number().int().min(1).max(max);
const seq = z.coerce.number().int().min(0);
/** A query string's flag: exactly "true" or "false" (z.coerce.boolean would read "false" as true). */
const flag = z
  .enum(['true', 'false'])
  .transform((value) => value === 'true')
  .optional();

export const createGameBody = z
  .strictObject({
    gameType: z.string().min(1).max(64).describe('The game type id: "graf-spee" or "arras".'),
    options: z.unknown().optional().describe("Options in the game type's options schema; defaults when left out."),
    bots: z
      .record(z.string().max(64), z.enum(BOT_LEVELS))
      .optional()
      .describe('Seats for computer players: role → level ("random", "heuristic", "search"), e.g. { "british": "search" }. They move by themselves.'),
  })
  .describe('A new game.');

export const submitCommandBody = z
  .strictObject({
    commandId: z.string().min(1).max(200).describe('Your id for this command (e.g. a UUID). Sending it again returns the first result.'),
    expectedVersion: z.number().int().min(0).optional().describe('The version you decided on; a moved game is refused with ERR_STALE_VERSION.'),
    command: z.unknown().describe("The command, in the game type's command schema."),
  })
  .describe('A command for the caller’s seat.');

export const acceptInviteBody = z
  .strictObject({
    code: z.string().max(100).describe('The invite code, as the inviting player handed it over.'),
  })
  .describe('An invite to accept.');

export const previewCommandBody = z
  .strictObject({
    command: z.unknown().describe("The command, in the game type's command schema, as it would be sent."),
  })
  .describe('A command of the caller’s seat to preview before sending it.');

export const listGamesQuery = z.strictObject({
  gameType: z.string().min(1).max(64).optional(),
  status: z.enum(GAME_STATUSES).optional(),
  imported: flag,
  calledOff: flag,
  seating: z.enum(SEATINGS).optional(),
  limit: count(100).optional(),
  offset: seq.optional(),
});

export const historyQuery = z.strictObject({
  afterSeq: seq.optional(),
  limit: count(500).optional(),
  perspective,
  format: z.enum(['json', 'ndjson']).optional(),
});

const atLeastVersion = seq.optional().describe(AT_LEAST_VERSION_DESCRIPTION);

export const perspectiveQuery = z.strictObject({ perspective });

export const viewQuery = z.strictObject({ perspective, atLeastVersion });

export const legalQuery = z.strictObject({ atLeastVersion });

export const eventsQuery = z.strictObject({
  afterSeq: seq.optional(),
  access_token: z.string().optional(),
});

export type CreateGameBody = z.infer<typeof createGameBody>;
export type SubmitCommandBody = z.infer<typeof submitCommandBody>;
export type PreviewCommandBody = z.infer<typeof previewCommandBody>;
export type AcceptInviteBody = z.infer<typeof acceptInviteBody>;
