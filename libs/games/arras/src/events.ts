import { z } from 'zod';
import { crtResultSchema, hexIdSchema, phaseNameSchema, sideSchema, unitIdSchema } from './names';
import { combatStepSchema, outcomeShape } from './state';

/**
 * Everything that happens in an Arras game, as zod schemas: the one description of every event, from which
 * `ArrasEvent` is derived. Every die roll is written into the event that used it. Arras is open (AR-9): every viewer
 * receives every event whole, so there are no redacted forms.
 */

const event = <T extends string, S extends z.ZodRawShape>(type: T, description: string, shape: S) =>
  z
    .strictObject({ type: z.literal(type).describe(`The event type: ${type}`), ...shape })
    .readonly()
    .describe(description);

const units = (what: string) => z.array(unitIdSchema).readonly().describe(what);
const path = (what: string) => z.array(hexIdSchema).readonly().describe(what);
const mp = (what: string) => z.number().min(0).multipleOf(0.5).describe(what);
const die = (what: string) => z.number().int().min(1).max(6).describe(what);
const strength = (what: string) => z.number().int().min(0).describe(what);
const column = (what: string) => z.string().regex(/^[1-9][0-9]*:[1-9][0-9]*$/).describe(what);

export const arrasEventSchema = z
  .discriminatedUnion('type', [
    event('player-turn-started', 'AR-5.1: a player turn begins (the Allied player then names his first phase, AR-5.3)', {
      side: sideSchema.describe('Whose turn begins'),
      turn: z.number().int().min(1).describe('The turn marker box (AR-3.2)'),
    }),
    event('phase-started', 'AR-5.2, AR-5.3: a phase begins', {
      side: sideSchema.describe('Whose phase'),
      phase: phaseNameSchema.describe('Which phase'),
      turn: z.number().int().min(1).describe('The turn marker box (AR-3.2)'),
    }),
    event('phase-ended', 'AR-5.4: a phase ends', {
      side: sideSchema.describe('Whose phase'),
      phase: phaseNameSchema.describe('Which phase'),
    }),
    event('units-recovered', 'AR-6.6: every disrupted unit of the side recovers', {
      side: sideSchema.describe('Whose units'),
      units: units('The units that recover'),
    }),
    event('unit-moved', 'AR-7.1: a unit moved', {
      unit: unitIdSchema.describe('The unit'),
      from: hexIdSchema.describe('Where it started'),
      path: path('Every hex entered, in order; the last is where it stands'),
      cost: mp('MP spent, halves allowed (AR-7.1)'),
    }),
    event('unit-exited', 'AR-4.1: a German unit left the map westward', {
      unit: unitIdSchema.describe('The unit'),
      from: hexIdSchema.describe('Where it started'),
      path: z
        .array(z.union([hexIdSchema, z.literal('west').describe('Leaving the map westward')]))
        .readonly()
        .describe('Every hex entered, in order, ending with "west"'),
      cost: mp('MP spent, the exit included (AR-4.1, AR-7.1)'),
    }),
    event('attack-declared', 'AR-8.1: an attack is declared', {
      attackers: units('The attacking units'),
      defender: unitIdSchema.describe('The defender'),
      hex: hexIdSchema.describe("The defender's hex"),
    }),
    event('gun-declined', 'AR-8.8: the German does not fire the 88 at this attack', {}),
    event('gun-fired', "AR-8.8: the 88 fired at the attack's tanks", {
      targets: units('The tanks fired at: the defenders of this fire'),
      attack: strength("The 88's strength"),
      defence: strength('The total strength of the tanks fired at'),
      column: column('The CRT column, without the AR-8.2 shift'),
      die: die('The die rolled'),
      modifier: z.number().int().max(0).describe('AR-8.8 with AR-8.3: −1 when every tank fired at stands in Arras'),
      modifiedDie: die('The die read on the table (AR-8.3: a modified 0 reads as 1)'),
      result: crtResultSchema.describe('The result against the tanks (Ar against the 88 is ignored)'),
    }),
    event('attack-resolved', 'AR-8.1 – AR-8.4: the attack was rolled', {
      attackers: units('The attacking units still in the attack'),
      defender: unitIdSchema.describe('The defender'),
      attack: strength('Total attack strength'),
      defence: strength('Defence strength'),
      oddsColumn: column('The column after rounding and clamping, before the shift (AR-8.1)'),
      shift: z.number().int().min(0).describe('AR-8.2: columns shifted right'),
      column: column('The column read'),
      die: die('The die rolled'),
      modifier: z.number().int().max(0).describe('AR-8.3: −1 when the defender is in Arras'),
      modifiedDie: die('The die read on the table (AR-8.3: a modified 0 reads as 1)'),
      result: crtResultSchema.describe('The result (AR-8.4)'),
    }),
    event('attack-cancelled', 'AR-8.8: the 88 left no attacker, so the attack is cancelled', {
      defender: unitIdSchema.describe('The defender that was to be attacked'),
    }),
    event('combat-step', 'What the attack waits for next', {
      step: combatStepSchema.describe('The decision the attack waits for'),
    }),
    event('unit-retreated', 'AR-8.5: a unit retreated and is disrupted', {
      unit: unitIdSchema.describe('The unit'),
      from: hexIdSchema.describe('Where it stood'),
      path: path('The hexes of the retreat, in order'),
    }),
    event('unit-eliminated', 'A unit is taken off the map (AR-8.4, AR-8.5, AR-8.8)', {
      unit: unitIdSchema.describe('The unit'),
      hex: hexIdSchema.describe('Where it stood'),
      rule: z.string().describe('The rule paragraph that eliminated it'),
      reason: z.string().describe('Why, in words'),
    }),
    event('unit-advanced', 'AR-8.7: an attacker advanced after combat', {
      unit: unitIdSchema.describe('The unit'),
      from: hexIdSchema.describe('Where it stood'),
      path: path('The emptied defender hex, then for a tank maybe a second hex (AR-6.4)'),
    }),
    event('combat-ended', 'The attack is over', {}),
    event('turn-marker-advanced', 'AR-5.1 at the end of a turn, AR-8.6 in Rommel\'s panic: the turn marker moved', {
      from: z.number().int().min(1).describe('The box it left'),
      to: z.number().int().min(1).describe('The box it stands on'),
      rule: z.enum(['AR-5.1', 'AR-8.6']).describe('The end of the turn (AR-5.1) or Rommel\'s panic (AR-8.6)'),
      reason: z.string().describe('Why, in words'),
    }),
    event('game-ended', 'AR-4: the game is over', outcomeShape),
  ])
  .describe('An Arras event. Hexes are CCRR ids; units are counter ids.');

export type ArrasEvent = z.output<typeof arrasEventSchema>;
export type ArrasEventType = ArrasEvent['type'];
