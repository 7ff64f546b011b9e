import { z } from 'zod';
import {
  boxSchema,
  hexSchema,
  kindCountsSchema,
  kindSchema,
  outcomeSchema,
  perBox,
  revealedPieceSchema,
  type KindCounts,
  type RevealedPiece,
} from './shared-schemas';

export type { KindCounts, RevealedPiece };

/**
 * Every Graf Spee event, in its full (omniscient) form: the single source of the event types. Each event carries what
 * `redact` needs, so redaction needs no state. The secret fields say who sees them; `visibleEventSchema` below is the
 * same events with those fields optional, as `redact` sends them.
 */

const event = <T extends string, S extends z.ZodRawShape>(type: T, description: string, shape: S) =>
  z.strictObject({ type: z.literal(type).describe('the event type'), ...shape }).describe(description);

const turn = z.number().int().min(1).describe('the turn');
const score = z.number().int().describe('the German score after this event (GS-8.5, public; Ruling: it may fall below 0)');
const die = z.number().int().min(1).max(6);
const dice = (what: string) => z.array(die).describe(what);
const token = (what: string) => z.string().describe(what);
const speeResult = z.enum(['unhurt', 'damaged', 'sunk']);
const targetResult = z.enum(['unhurt', 'damaged', 'sunk']);
export type SpeeResult = z.output<typeof speeResult>;
export type TargetResult = z.output<typeof targetResult>;

const GERMAN_ONLY = 'German and omniscient only (GS-9 row "Spee hex, path, refuelling")';
const SUPPLY_GERMAN_ONLY = 'German and omniscient only (GS-9 row "supply ship hexes and use")';
const KIND_BRITISH_ONLY = 'British and omniscient only (GS-9 rows "British piece identities on the map", "pieces in the boxes")';
const NOT_SPECTATORS = 'not for spectators (Ruling GS-9: it would single out the CVs)';

/** `revealed` of `spee-found`, for a given piece shape (full, or without kinds for spectators). */
const revealedList = <T extends z.ZodType>(piece: T) =>
  z.array(piece).describe(`the British pieces in the Spee hex, turned face up (GS-5.7); their kinds: ${NOT_SPECTATORS}`);

const speePlaced = event('spee-placed', 'GS-3.1: the German placed the Spee (secret).', {
  speeHex: hexSchema.describe(`the Spee start hex; ${GERMAN_ONLY}`),
});
const supplyShipPlaced = event('supply-ship-placed', 'GS-3.2: the German placed a supply ship (secret).', {
  supplyHex: hexSchema.describe(`the supply ship hex; ${SUPPLY_GERMAN_ONLY}`),
});
const britishDeployed = event('british-deployed', 'GS-3.3: the British split his pieces; the counts are public, the random deal is known to nobody.', {
  atlantic: z.number().int().min(0).max(9).describe('pieces put in the Atlantic box'),
  indian: z.number().int().min(0).max(9).describe('pieces put in the Indian Ocean box'),
  assignment: perBox(kindCountsSchema, 'the random deal by kind').describe(
    'the random deal, recorded for replay; omniscient only (GS-3.3 clarification 1, GS-9 row "pieces in the boxes")',
  ),
});
const turnStarted = event('turn-started', 'GS-3.5: a turn begins with the Spee move.', {
  turn,
  shadowed: z.boolean().describe("GS-4.6: this turn the Spee's new hex is revealed after she moves"),
});
const speeMoved = event('spee-moved', 'GS-4: the Spee moved (secret); others learn only that she moved.', {
  turn,
  speeFrom: hexSchema.describe(`the hex she started from; ${GERMAN_ONLY}`),
  path: z
    .array(z.union([hexSchema, boxSchema]))
    .describe(`the hexes entered in order; a box as the last step is an exit (GS-4.5); ${GERMAN_ONLY}`),
  refuelledAt: hexSchema.nullable().describe(`the supply ship used (GS-4.3), or null; ${GERMAN_ONLY}`),
});
const speeShadowed = event('spee-shadowed', "GS-4.6: shadowing reveals the Spee's new hex, public.", {
  turn,
  speeHex: hexSchema.describe('the Spee hex after her move'),
});
const speeExited = event('spee-exited', 'GS-4.5: the Spee left the map into a box, public: which box, not from where.', {
  box: boxSchema.describe('the box she entered'),
});
const extraMovesBought = event('extra-moves-bought', 'GS-5.3: the British gave the German a point for a die of extra moves, public.', {
  die: die.describe('the die rolled: that many extra piece moves'),
  points: z.number().int().describe('points given to the German'),
  score,
  movesAllowed: z.number().int().min(0).describe('piece moves the British may make this turn'),
});
const pieceDrawn = event('piece-drawn', 'GS-5.5: a random piece was drawn from a box; it must enter the map now.', {
  box: boxSchema.describe('the box drawn from'),
  token: token('the fresh token of the drawn piece'),
  kind: kindSchema.describe(`the drawn kind; ${KIND_BRITISH_ONLY}`),
});
const pieceEntered = event('piece-entered', 'GS-5.5: "a piece entered", public except its kind.', {
  token: token('the token of the piece'),
  box: boxSchema.describe('the box it came from'),
  to: hexSchema.describe('where it ended its move'),
  kind: kindSchema.describe(`its kind; ${KIND_BRITISH_ONLY}`),
});
const pieceMoved = event('piece-moved', 'GS-5.4: a British piece moved on the map, public except its kind.', {
  token: token('the token of the piece'),
  from: hexSchema.describe('where it was'),
  to: hexSchema.describe('where it ended its move'),
  kind: kindSchema.describe(`its kind; ${KIND_BRITISH_ONLY}`),
});
const pieceReturned = event('piece-returned', 'GS-5.6 (Ruling): a British piece moved into a box, public except its kind.', {
  token: token('the token of the piece, retired'),
  from: hexSchema.describe('where it was'),
  box: boxSchema.describe('the box it joined'),
  kind: kindSchema.describe(`its kind; ${KIND_BRITISH_ONLY}`),
});
const movementEnded = event('movement-ended', 'GS-5.7: the British ended his movement; the surface search follows.', { turn });
const speeFound = event('spee-found', 'GS-5.7, GS-5.8: the Spee was found; her hex and the pieces in it are revealed, public.', {
  by: z.enum(['surface', 'air']).describe('the search that found her'),
  speeHex: hexSchema.describe('the Spee hex'),
  revealed: revealedList(revealedPieceSchema),
});
const speeNotFound = event('spee-not-found', 'GS-5.7: no British piece is in the Spee hex, public.', {
  by: z.literal('surface').describe('the search that missed'),
});
const dummiesRemoved = event('dummies-removed', 'GS-5.7: dummies found with the Spee are removed, public.', {
  tokens: z.array(z.string()).describe('the tokens removed'),
});
const airSearched = event('air-searched', 'GS-5.8: a CV turned face up and searched one adjacent hex.', {
  token: token(`the CV; ${NOT_SPECTATORS}`),
  kind: z.literal('CV').describe(`always CV; ${NOT_SPECTATORS}`),
  searched: hexSchema.describe('the hex searched'),
  found: z.boolean().describe('whether the Spee was there'),
});
const airSearchEnded = event('air-search-ended', 'GS-5.8: the British made no more air searches this turn.', { turn });
const targetRequired = event('target-required', 'GS-6.2: the German must choose the piece the Spee fires at.', {
  candidates: z.array(revealedPieceSchema).describe(`the pieces he may choose from: the non-CVs of the hex; ${NOT_SPECTATORS}`),
});
const surfaceCombat = event('surface-combat', 'GS-6.2, GS-6.4–6.7: simultaneous surface fire, public.', {
  target: token('the piece the Spee fired at'),
  targetKind: kindSchema.describe(`its kind; ${NOT_SPECTATORS}`),
  speeDice: dice('the Spee dice (GS-6.2: 5–6 hits, only 6 on the BB)'),
  speeHits: z.number().int().min(0).describe('hits on the target'),
  britishDice: dice('the British dice, one per strength point of the non-CVs (GS-6.2: 6 hits)'),
  britishHits: z.number().int().min(0).describe('hits on the Spee'),
  targetResult: targetResult.describe('GS-6.4: what became of the target'),
  speeResult: speeResult.describe('GS-6.5: what became of the Spee'),
  points: z.number().int().min(0).describe('GS-6.6: points for the German'),
  score,
  shadow: z.boolean().describe('GS-6.7: the shadow condition is met for next turn'),
});
const airAttack = event('air-attack', 'GS-6.3: the CV that found the Spee attacks: 3 dice, hit on 6; public.', {
  token: token(`the attacking CV; ${NOT_SPECTATORS}`),
  dice: dice('the 3 dice'),
  hits: z.number().int().min(0).describe('hits on the Spee'),
  speeResult: speeResult.describe('GS-6.5: what became of the Spee'),
});
const raided = event('raided', 'GS-7: the Spee raided commerce, revealing her hex; public.', {
  speeHex: hexSchema.describe('the Spee hex'),
  icon: z.boolean().describe('GS-7.3: the sure 2 points of a transport icon were taken (no die)'),
  die: die.nullable().describe('GS-7.3: the die (1–3: 0, 4–6: +2), or null for sure points'),
  points: z.number().int().min(0).describe('points scored'),
  score,
});
const raidDeclined = event('raid-declined', 'GS-7.1: the German did not raid; the Spee hex stays secret.', { turn });
const scuttled = event('scuttled', 'GS-8.4: the Spee was scuttled on E1, public.', {
  speeHex: hexSchema.describe('the scuttle hex'),
  die: die.describe('the die: half of it, rounded up, is subtracted'),
  penalty: z.number().int().min(0).describe('points subtracted'),
  score,
});
const turnEnded = event('turn-ended', 'GS-5.9: the turn ends; revealed pieces turn face down again.', { turn });
const gameEnded = event('game-ended', 'GS-8: the game is over, public.', {
  outcome: outcomeSchema.describe('who won and why'),
  score: z.number().int().describe('the final score, after any GS-8.3/GS-8.4 penalty (Ruling: it may fall below 0)'),
  penaltyDie: die.nullable().describe('GS-8.3: the die subtracted when the Spee was sunk, or null'),
  penalty: z.number().int().min(0).describe('points subtracted by GS-8.3 or GS-8.4'),
});

/** Every event in full, as `decide` makes it and the store keeps it: what the omniscient viewer receives. */
export const fullEventSchema = z
  .discriminatedUnion('type', [
    speePlaced,
    supplyShipPlaced,
    britishDeployed,
    turnStarted,
    speeMoved,
    speeShadowed,
    speeExited,
    extraMovesBought,
    pieceDrawn,
    pieceEntered,
    pieceMoved,
    pieceReturned,
    movementEnded,
    speeFound,
    speeNotFound,
    dummiesRemoved,
    airSearched,
    airSearchEnded,
    targetRequired,
    surfaceCombat,
    airAttack,
    raided,
    raidDeclined,
    scuttled,
    turnEnded,
    gameEnded,
  ])
  .describe('A Graf Spee event in full (omniscient)');

/**
 * Every event as a viewer may receive it from `redact` (GS-9): the full events with their secret fields optional.
 * A secret field is present only for the viewers its description names.
 */
export const visibleEventSchema = z
  .discriminatedUnion('type', [
    speePlaced.partial({ speeHex: true }),
    supplyShipPlaced.partial({ supplyHex: true }),
    britishDeployed.partial({ assignment: true }),
    turnStarted,
    speeMoved.partial({ speeFrom: true, path: true, refuelledAt: true }),
    speeShadowed,
    speeExited,
    extraMovesBought,
    pieceDrawn.partial({ kind: true }),
    pieceEntered.partial({ kind: true }),
    pieceMoved.partial({ kind: true }),
    pieceReturned.partial({ kind: true }),
    movementEnded,
    speeFound.extend({ revealed: revealedList(revealedPieceSchema.partial({ kind: true })) }),
    speeNotFound,
    dummiesRemoved,
    airSearched.partial({ token: true, kind: true }),
    airSearchEnded,
    targetRequired.partial({ candidates: true }),
    surfaceCombat.partial({ targetKind: true }),
    airAttack.partial({ token: true }),
    raided,
    raidDeclined,
    scuttled,
    turnEnded,
    gameEnded,
  ])
  .describe('A Graf Spee event as one viewer may see it (GS-9); secret fields are present only for those allowed');

export type GrafSpeeEvent = z.output<typeof fullEventSchema>;
export type VisibleGrafSpeeEvent = z.output<typeof visibleEventSchema>;
export type GrafSpeeEventType = GrafSpeeEvent['type'];
export type EventOf<T extends GrafSpeeEventType> = Extract<GrafSpeeEvent, { type: T }>;
