import { z } from 'zod';
import { board } from './board';
import { BOX_IDS, BRITISH_KINDS } from './data/board-data';
import { ROLES } from './pending';
import { END_REASONS } from './victory';

/**
 * The schemas that events and views share (GS-1, GS-2, GS-8): the single source of their types. Every field is
 * described where it is used, because a description says what the value means there.
 */

export const hexSchema = z.enum(board.seaHexes as [string, ...string[]]);
export const boxSchema = z.enum(BOX_IDS);
export const kindSchema = z.enum(BRITISH_KINDS);
export const roleSchema = z.enum(ROLES);
const count = z.number().int().min(0);

/** Pieces per kind, seen only by the omniscient viewer (GS-3.3, GS-9 row "pieces in the boxes"). */
export const kindCountsSchema = z.strictObject({
  BB: count.describe('battleships (GS-1)'),
  CV: count.describe('carriers (GS-1)'),
  CA: count.describe('cruisers (GS-1)'),
  dummy: count.describe('dummies (GS-1)'),
});
export type KindCounts = z.output<typeof kindCountsSchema>;

/** One value per box: `what` says what it is. */
export const perBox = <T extends z.ZodType>(schema: T, what: string) =>
  z.strictObject({
    atlantic: schema.describe(`${what}: the Atlantic box`),
    indian: schema.describe(`${what}: the Indian Ocean box`),
  });

/** A British piece turned face up: its token and its kind (GS-5.7, GS-5.8). */
export const revealedPieceSchema = z.strictObject({
  token: z.string().describe('the opaque token of the piece on the map'),
  kind: kindSchema.describe(
    'the kind of the piece, face up this turn (GS-9 row "British piece identities on the map": not for spectators; ' +
      'Ruling GS-9: a kind would single out the CVs)',
  ),
});
export type RevealedPiece = z.output<typeof revealedPieceSchema>;

/** A public sighting of the Spee (found, raid, shadow, scuttle). */
export const sightingSchema = z.strictObject({
  speeHex: hexSchema.describe('the hex a public event revealed as the Spee hex'),
  turn: z.number().int().min(1).describe('the turn of the sighting'),
  reason: z
    .enum(['found-by-surface', 'found-by-air', 'raid', 'shadow', 'scuttle'])
    .describe('what revealed it: a search (GS-5.7, GS-5.8), a raid (GS-7.1), shadowing (GS-4.6) or scuttling (GS-8.4)'),
});
export type PublicSpeeSighting = z.output<typeof sightingSchema>;

/** How the game ended (GS-8), public. */
export const outcomeSchema = z.strictObject({
  winner: roleSchema.nullable().describe('the winning side (GS-8.1, GS-8.2)'),
  reason: z.enum(END_REASONS).describe('why the game ended (GS-8.1): sunk, exited, scuttled or 21 points'),
  rule: z.string().describe('the rule that decided the winner: GS-8.1 (21 points) or GS-8.2'),
  message: z.string().describe('the outcome in words; it never names a hex'),
});
export type GrafSpeeOutcome = z.output<typeof outcomeSchema>;
