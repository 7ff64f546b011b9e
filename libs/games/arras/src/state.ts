import { z } from 'zod';
import { ARRAS_DATA, type CounterData } from './data/arras-data';
import { crtResultSchema, hexIdSchema, phaseNameSchema, sideSchema, unitIdSchema, unitKeySchema, type PhaseName, type Side } from './names';
import { arrasOptionsSchema, type ArrasOptions } from './options';

export type { PhaseName, Side } from './names';
export const PHASES: readonly PhaseName[] = phaseNameSchema.options;

/**
 * The state of a game as zod schemas: the one description of its shape, from which its types are derived and which
 * the view schema extends (AR-9: a view is the whole state).
 */

const unitList = (what: string) => z.array(unitIdSchema).readonly().describe(what);

export const unitStateSchema = z
  .strictObject({
    hex: hexIdSchema.nullable().describe('CCRR label while on the map; null once eliminated or exited'),
    status: z.enum(['map', 'eliminated', 'exited']).describe('On the map, eliminated (AR-8.4, AR-8.5, AR-8.8) or exited westward (AR-4.1)'),
    disrupted: z.boolean().describe('AR-6.5: flipped by a retreat; no ZOC, no move, no attack, until it recovers (AR-6.6)'),
  })
  .readonly()
  .describe('One unit');
export type UnitState = z.output<typeof unitStateSchema>;

export const retreatDueSchema = z
  .strictObject({
    unit: unitIdSchema.describe('The unit that must retreat'),
    hexes: z.number().int().min(1).max(2).describe('How many hexes it must retreat (AR-8.4: Ar 1, D1 1, D2 2)'),
  })
  .readonly()
  .describe('A retreat still to be made');
export type RetreatDue = z.output<typeof retreatDueSchema>;

const stepFrom = z.enum(['gun', 'attack']).describe("What the step follows: the 88's fire (AR-8.8) or the attack's own roll");

export const combatStepSchema = z
  .discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('gun').describe('AR-8.8: the German decides whether the 88 fires') }).readonly().describe('The German decision on the 88'),
    z
      .strictObject({
        kind: z.literal('loss').describe('AR-8.4, AR-8.8: the choice of the unit lost to an Ex result'),
        from: stepFrom,
        candidates: unitList('The units that may be lost'),
      })
      .readonly()
      .describe('An Ex loss to choose'),
    z
      .strictObject({
        kind: z.literal('retreat').describe('AR-8.5: the attacking player chooses retreat paths'),
        from: stepFrom,
        queue: z.array(retreatDueSchema).readonly().describe('The retreats still to be made, in any order the chooser likes'),
      })
      .readonly()
      .describe('Retreats to choose'),
    z.strictObject({ kind: z.literal('advance').describe('AR-8.7: advance after combat, or end-advance') }).readonly().describe('Advance after combat'),
  ])
  .describe('What the current attack waits for (AR-8.1, AR-8.4 – AR-8.8)');
export type CombatStep = z.output<typeof combatStepSchema>;

export const combatStateSchema = z
  .strictObject({
    defender: unitIdSchema.describe('The defender of the attack under way (AR-8.1)'),
    hex: hexIdSchema.describe('The defender\'s hex when the attack was declared: the hex an advance must enter first (AR-8.7)'),
    attackers: unitList('Declared attackers still taking part (the 88 or a retreat may remove some, AR-8.8)'),
    result: crtResultSchema.nullable().describe('The result of the attack once rolled (AR-8.4), else null'),
    advanced: unitList('Attackers that have advanced after combat (AR-8.7)'),
    step: combatStepSchema.nullable().describe('What the attack waits for now, or null while nothing is asked'),
  })
  .readonly()
  .describe('The attack under way (AR-8.1 – AR-8.8)');
export type CombatState = z.output<typeof combatStateSchema>;

/** How a game ends (AR-4), shared by the state and the `game-ended` event. */
export const outcomeShape = {
  winner: sideSchema.describe('The side that has won'),
  reason: z.enum(['exit-west', 'rommel-panic', 'turn-limit']).describe("Why: a German unit left westward (AR-4.1), Rommel's panic (AR-8.6), or the turn limit (AR-4.2)"),
  rule: z.string().describe('The rule paragraph that decided it'),
  message: z.string().describe('The end of the game, in words'),
};
export const outcomeSchema = z.strictObject(outcomeShape).readonly().describe('How the game ended (AR-4)');

export const arrasStateShape = {
  options: arrasOptionsSchema.describe('The options the game was created with (AR-2.2)'),
  turn: z.number().int().min(1).describe('AR-3.2, AR-5.1, AR-8.6: the turn marker\'s box, 1–8'),
  side: sideSchema.describe('Whose player turn it is (AR-5.1)'),
  phase: phaseNameSchema.nullable().describe('The phase under way; null while the Allied player has yet to name his next phase (AR-5.3)'),
  phasesDone: z.array(phaseNameSchema).readonly().describe('Phases finished in this player turn, in the order played'),
  units: z.record(unitKeySchema, unitStateSchema).readonly().describe('Every unit in this game, by id (17Bde only with its option, AR-2.2)'),
  moved: unitList('Units that have moved in this movement phase (AR-7.1)'),
  attacked: unitList('Units that have attacked in this combat phase (AR-8.1 ruling)'),
  defended: unitList('Units that have been attacked in this combat phase (AR-8.1 ruling)'),
  combat: combatStateSchema.nullable().describe('The attack under way, or null'),
  gun88: z.enum(['ready', 'used']).describe('AR-8.8: the 88 fires once per game'),
  outcome: outcomeSchema.nullable().describe('How the game ended, or null while it goes on'),
};

export const arrasStateSchema = z.strictObject(arrasStateShape).readonly().describe('An Arras game');
export type ArrasState = z.output<typeof arrasStateSchema>;

/** Every counter of the game, by id. */
export const COUNTERS: ReadonlyMap<string, CounterData> = new Map(ARRAS_DATA.counters.map((c) => [c.id, c]));

export function counter(id: string): CounterData {
  const found = COUNTERS.get(id);
  if (!found) throw new RangeError(`unknown Arras counter "${id}"`);
  return found;
}

/** AR-2.2 / AR-3.1 / AR-3.2: units on their setup hexes, the 88 off the map, the turn marker on 1, the Allies to play. */
export function setup(options: ArrasOptions): ArrasState {
  const units: Record<string, UnitState> = {};
  for (const c of ARRAS_DATA.counters) {
    if (c.option === 'brigade17' && !options.brigade17) continue;
    units[c.id] = { hex: c.setup, status: 'map', disrupted: false };
  }
  return {
    options,
    turn: 1,
    side: 'allied',
    phase: null,
    phasesDone: [],
    units,
    moved: [],
    attacked: [],
    defended: [],
    combat: null,
    gun88: 'ready',
    outcome: null,
  };
}

export const enemyOf = (side: Side): Side => (side === 'allied' ? 'german' : 'allied');
