import { z } from 'zod';
import {
  boxSchema,
  hexSchema,
  kindCountsSchema,
  kindSchema,
  outcomeSchema,
  perBox,
  roleSchema,
  sightingSchema,
} from './shared-schemas';
import { PHASES } from './state';

/**
 * What `view(state, viewer)` returns for every viewer (GS-9): the single source of the view type. A field a viewer
 * may not see is null (or empty) for that viewer, never left to the UI to hide; its description cites the GS-9 row.
 */

const SPEE_ROW = 'GS-9 row "Spee hex, path, refuelling": German and omniscient only; null for the British and spectators';
const count = (what: string) => z.number().int().min(0).describe(what);
const identity = (what: string) =>
  kindSchema
    .nullable()
    .describe(
      `${what} (GS-9 row "British piece identities on the map"): the British and omniscient always, the German only ` +
        'while it is face up this turn, spectators never; null when not seen',
    );

const boxCountsSchema = z.strictObject({
  pieces: count('pieces in the box (GS-9 row "pieces in the boxes": counts only)'),
  drawable: count('pieces that may be drawn now: those moved into the box this turn may not (GS-5.2, Ruling)'),
});

export const pieceViewSchema = z.strictObject({
  token: z.string().describe('the opaque token of a British piece on the map; fresh each time a piece enters from a box'),
  at: hexSchema.describe('where it is (GS-9 row "British piece positions on the map": everyone)'),
  kind: identity('its kind'),
  revealed: z
    .boolean()
    .describe('face up this turn (GS-5.7, GS-5.8); Ruling GS-9: spectators see false for a piece that searched by air (only a CV does)'),
  moved: z.boolean().describe('moved this turn (GS-5.2)'),
  airSearched: z.boolean().describe('made its air search this turn (GS-5.8); always false for spectators (Ruling GS-9, as above)'),
});

export const viewSchema = z
  .strictObject({
    game: z.literal('graf-spee').describe('the game type'),
    viewer: z
      .enum(['german', 'british', 'spectator', 'omniscient'])
      .describe('whose eyes this view is for: a seat, a spectator (no seat), or omniscient (only after the end)'),
    turn: z.number().int().min(0).describe('the turn (GS-3.5); 0 during setup'),
    phase: z.enum(PHASES).describe("the step the game waits in (the game's steps list each, with its rule)"),
    pending: z.array(roleSchema).describe('whose decision the game waits for, public; GS-3.4: the German, then the British during setup'),
    score: z.number().int().describe('the German score (GS-8.5, public; Ruling: it may fall below 0)'),
    outcome: outcomeSchema.nullable().describe('how the game ended (GS-8), or null while it goes on'),
    setup: z
      .strictObject({
        germanReady: z.boolean().describe('the German has placed the Spee and his supply ships (GS-3.4)'),
        britishReady: z.boolean().describe('the British has split his pieces between the boxes (GS-3.3)'),
      })
      .describe('setup progress (GS-3.4), public'),
    spee: z
      .strictObject({
        speeHex: hexSchema.nullable().describe(`the Spee hex; ${SPEE_ROW}; null before setup`),
        path: z
          .array(z.union([hexSchema, boxSchema]))
          .nullable()
          .describe(`this turn's path, hex by hex, a box last for an exit (GS-4.5); ${SPEE_ROW}`),
        refuelledAt: hexSchema.nullable().describe(`the supply ship used this turn (GS-4.3); ${SPEE_ROW}`),
        damaged: z.boolean().describe('the Spee is damaged (GS-6.5, GS-4.4); public, combat is public'),
        foundThisTurn: z.enum(['surface', 'air']).nullable().describe('how the Spee was found this turn (GS-5.7, GS-5.8), public'),
        shadowedThisTurn: z.boolean().describe("GS-4.6: the Spee's new hex is revealed this turn"),
        shadowNextTurn: z.boolean().describe('GS-6.7: the shadow condition was met for next turn'),
        exitedTo: boxSchema.nullable().describe('the box the Spee left the map into (GS-4.5), public'),
        lastKnown: sightingSchema.nullable().describe('the last hex a public event revealed, and when'),
      })
      .describe('the Admiral Graf Spee'),
    supplyShips: z
      .array(
        z.strictObject({
          supplyHex: hexSchema.describe('the supply ship hex (GS-3.2)'),
          used: z.boolean().describe('used for refuelling (GS-4.3)'),
        }),
      )
      .nullable()
      .describe('GS-9 row "supply ship hexes and use": German and omniscient only; null for the British and spectators'),
    transportIcons: z
      .array(
        z.strictObject({
          at: hexSchema.describe('the icon hex (GS-2)'),
          spent: z
            .boolean()
            .describe('GS-7.3: no sure points are left here; by default every icon is spent once any raid took them, with the surePointsPerIcon option each icon once it gave them'),
        }),
      )
      .describe('the transport icons (GS-7.3), public'),
    boxes: perBox(boxCountsSchema, 'counts').describe('the off-map boxes (GS-9 row "pieces in the boxes": counts only)'),
    boxContents: perBox(kindCountsSchema, 'by kind')
      .nullable()
      .describe('GS-9 row "pieces in the boxes": the kinds in each box, omniscient only; null for everyone else'),
    pieces: z.array(pieceViewSchema).describe('the British pieces on the map'),
    british: z
      .strictObject({
        movesAllowed: count('piece moves allowed this turn (GS-5.2, GS-5.3)'),
        movesMade: count('piece moves made this turn'),
        extraMovesBought: z.boolean().describe('extra moves were bought this turn (GS-5.3, Ruling: once a turn)'),
        drawn: z
          .strictObject({
            token: z.string().describe('its token'),
            box: boxSchema.describe('the box it was drawn from'),
            kind: kindSchema
              .nullable()
              .describe('its kind (GS-9 rows "British piece identities on the map", "pieces in the boxes"): British and omniscient only; null for the others'),
          })
          .nullable()
          .describe('GS-5.5: the piece drawn from a box and waiting to enter the map, or null'),
        losses: z
          .strictObject({
            damaged: count('pieces damaged (GS-6.4)'),
            sunk: count('pieces sunk (GS-6.4)'),
            dummiesRemoved: count('dummies removed when found (GS-5.7)'),
          })
          .describe('British losses, public'),
      })
      .describe('the British movement step, public'),
    targets: z
      .array(
        z.strictObject({
          token: z.string().describe('a piece the Spee may fire at'),
          kind: identity('its kind, face up'),
        }),
      )
      .describe('GS-6.2: the pieces the German may fire at while he chooses; empty for spectators (Ruling GS-9: they would single out the CVs)'),
  })
  .describe('What one viewer may see of a Graf Spee game (GS-9)');

export type GrafSpeeView = z.output<typeof viewSchema>;
export type PieceView = z.output<typeof pieceViewSchema>;
