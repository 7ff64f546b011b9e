import { CommonErrors, parseWith, type Result, type RuleError } from '@wargames/engine';
import { z } from 'zod';
import { hexIdSchema as hex, phaseNameSchema as phase, unitIdSchema as unit } from './names';

export const WEST = 'west';

export const startPhaseCommand = z
  .object({ type: z.literal('start-phase'), phase: phase.describe('The phase the Allied player names now (AR-5.3)') })
  .describe('Allied player: name and start the next phase of his turn, each of movement, combat and recovery once (AR-5.3).');

export const endPhaseCommand = z
  .object({ type: z.literal('end-phase') })
  .describe('End the current phase (AR-5.4). German phases follow in order; at the end of the German turn the turn marker advances (AR-5.1).');

export const moveCommand = z
  .object({
    type: z.literal('move'),
    unit,
    path: z
      .array(z.union([hex, z.literal(WEST)]))
      .min(1)
      .describe(`Every hex entered, in order, from the first step to the destination. A German unit in column 01 may end with "${WEST}" to leave the map westward for 1 MP and win (AR-4.1).`),
  })
  .describe('Movement phase: move one unit along a path (AR-7.1 costs, AR-6.2 zones of control). It may end on a friend that has not moved and can still leave; no two units may share a hex when the phase ends (AR-7.2). Each unit moves once per phase.');

export const attackCommand = z
  .object({
    type: z.literal('attack'),
    defender: unit.describe('The one enemy unit attacked (AR-8.1)'),
    attackers: z.array(unit).min(1).describe('Adjacent, non-disrupted friendly units that have not attacked this phase (AR-8.1)'),
  })
  .describe('Combat phase: declare and resolve one attack (AR-8.1). In an Allied attack with tanks the German may first fire the 88 (AR-8.8).');

export const fire88Command = z
  .object({ type: z.literal('fire-88') })
  .describe('German, right after an Allied attack with tanks is declared: fire the 88 (strength 8) at those tanks, once per game (AR-8.8).');

export const decline88Command = z
  .object({ type: z.literal('decline-88') })
  .describe('German: do not fire the 88 at this attack (AR-8.8).');

export const chooseLossCommand = z
  .object({ type: z.literal('choose-loss'), unit: unit.describe('The attacking unit (or, after the 88, the tank) to eliminate') })
  .describe('After an Ex result: the attacker chooses which of his units is eliminated (AR-8.4; AR-8.8 for the 88).');

export const retreatCommand = z
  .object({
    type: z.literal('retreat'),
    unit,
    path: z.array(hex).min(1).max(2).describe('The hexes of the retreat, one per hex retreated'),
  })
  .describe('The attacking player chooses the retreat path of a unit of either side (AR-8.5): the phasing player, or the German for the tanks the 88 hits (AR-8.8).');

export const advanceCommand = z
  .object({
    type: z.literal('advance'),
    unit,
    path: z.array(hex).min(1).max(2).describe('The emptied defender hex first; a tank may add a second hex (AR-8.7, AR-6.4)'),
  })
  .describe('Advance after combat into the emptied defender hex (AR-8.7).');

export const endAdvanceCommand = z
  .object({ type: z.literal('end-advance') })
  .describe('Stop advancing after combat; the attack is over (AR-8.7: advance is optional).');

export const arrasCommandSchema = z
  .discriminatedUnion('type', [
    startPhaseCommand,
    endPhaseCommand,
    moveCommand,
    attackCommand,
    fire88Command,
    decline88Command,
    chooseLossCommand,
    retreatCommand,
    advanceCommand,
    endAdvanceCommand,
  ])
  .describe('An Arras command. Hexes are CCRR ids; units are counter ids.');

export type ArrasCommand = z.infer<typeof arrasCommandSchema>;
export type MoveCommand = z.infer<typeof moveCommand>;
export type AttackCommand = z.infer<typeof attackCommand>;
export type RetreatCommand = z.infer<typeof retreatCommand>;
export type AdvanceCommand = z.infer<typeof advanceCommand>;

export function parseArrasCommand(raw: unknown): Result<ArrasCommand, RuleError> {
  return parseWith(arrasCommandSchema, raw, CommonErrors.MALFORMED_COMMAND, 'Arras command');
}
