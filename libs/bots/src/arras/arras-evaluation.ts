import { arrasModifier, COMBAT_TABLE, COUNTERS, crtResult, GEOMETRY, LAST_TURN, modifiedDie, oddsColumn, reachableHexes, WEST, type ArrasState } from '@wargames/arras';
import { hexIndex, positionOf, sideOf } from '@wargames/arras/position';
import { stackGuard } from '@wargames/arras/stacking';

/** Columns a German tank gains in a turn on open ground (6 MP, AR-2.1), a little less for ZOC and rivers. */
const COLUMNS_PER_TURN = 4.5;
/** How much the soft minimum of the Germans' reach counts the second-best units (columns). */
const SOFTNESS = 1.2;
/** How a position is scored (`germanWinChance`). */
export interface EvaluationSettings {
  /** How sharply the chance turns on the turns in hand. */
  readonly steepness: number;
  /**
   * Whether a unit that could reach the west edge in the German's next movement counts as an all but certain win
   * whatever the Allies do before it (the heuristic's); otherwise only in the German's own movement phase, when the
   * exit is his to take, and the Allied turn in between is scored like any other position (exposure included).
   */
  readonly trustsNextExit: boolean;
}

/** The heuristic's: early in the game the chance is all but certain (0.9999…) after any move. */
export const HEURISTIC_EVALUATION: EvaluationSettings = { steepness: 1.6, trustsNextExit: true };

/**
 * The German's own, for both his heuristic and his search: the heuristic's rates every opening move alike, so a German
 * scoring with it stood still for turns, and rates any position where a German could reach the edge next turn at 0.9
 * or more, so he attacked at 1:2 beside a wall of Allied tanks. With this one, heuristic against heuristic, the German
 * won 42 of 100 games (seeds 1–100) where he had won 11, and 94 of 100 against random where he had won 71.
 */
export const GERMAN_EVALUATION: EvaluationSettings = { steepness: 0.5, trustsNextExit: false };

/** Scores a position for the German, in [0, 1]. */
export type ArrasEvaluation = (state: ArrasState) => number;

const column = (hex: string): number => (hex === WEST ? 0 : Number(hex.slice(0, 2)));

/**
 * How far west the Germans could get in their next movement phase from this position: the smallest column any German
 * unit could reach (0: off the west edge, AR-4.1), as if every unit had recovered (AR-6.6) and none had moved.
 */
export function germanReach(state: ArrasState): { best: number; soft: number; units: number } {
  const units: Record<string, ArrasState['units'][string]> = {};
  for (const [id, unit] of Object.entries(state.units)) units[id] = sideOf(id) === 'german' && unit.disrupted ? { ...unit, disrupted: false } : unit;
  const ahead: ArrasState = { ...state, units, side: 'german', phase: 'movement', moved: [], combat: null };
  const position = positionOf(ahead);
  const guard = stackGuard(ahead, position);
  let best = 11;
  let count = 0;
  let mass = 0;
  for (const id of Object.keys(units)) {
    if (sideOf(id) !== 'german' || units[id]?.status !== 'map') continue;
    count++;
    let own = column(units[id]?.hex as string);
    for (const reach of reachableHexes(ahead, id, position, guard)) {
      const col = column(reach.hex);
      if (col < own) own = col;
    }
    if (own < best) best = own;
    mass += Math.exp(-own / SOFTNESS);
  }
  // A soft minimum: each unit that could get far west counts, so that stopping one of several shows.
  return { best, soft: count === 0 ? 11 : -SOFTNESS * Math.log(mass), units: count };
}

/** AR-8.6: boxes the turn marker moves for a German defender's result (retreat hexes; 3 for an elimination). */
const PANIC: Readonly<Record<string, number>> = { Ar: 0, C: 0, D1: 1, D2: 2, De: 3, Ex: 3 };

/** Expected panic of an attack at these strengths on a defender in `hex`, over the die (AR-8.1–8.4). */
function expectedPanic(attack: number, defence: number, hex: string): number {
  const column = oddsColumn(attack, defence, COMBAT_TABLE);
  let total = 0;
  for (let die = 1; die <= 6; die++) total += PANIC[crtResult(column, modifiedDie(die, arrasModifier(hex)), COMBAT_TABLE)] ?? 0;
  return total / 6;
}

/**
 * How many boxes the Allies could push the turn marker next time they attack (AR-8.6): each German unit with the
 * strength of the Allied units next to it, as if each were attacked alone.
 */
export function germanExposure(state: ArrasState): number {
  const position = positionOf(state);
  let exposure = 0;
  for (const [id, unit] of Object.entries(state.units)) {
    if (sideOf(id) !== 'german' || unit.status !== 'map' || unit.hex === null) continue;
    let attack = 0;
    for (const n of GEOMETRY.neighbours[hexIndex(unit.hex) as number] ?? []) {
      const other = position.occupant[n];
      if (other !== undefined && sideOf(other) === 'allied' && !state.units[other]?.disrupted) attack += COUNTERS.get(other)?.strength ?? 0;
    }
    if (attack > 0) exposure += expectedPanic(attack, COUNTERS.get(id)?.strength ?? 1, unit.hex);
  }
  return exposure;
}

/** Strength on the map per side, for the material term. */
function strengths(state: ArrasState): { allied: number; german: number } {
  const out = { allied: 0, german: 0 };
  for (const [id, unit] of Object.entries(state.units)) {
    if (unit.status !== 'map') continue;
    out[sideOf(id)] += (COUNTERS.get(id)?.strength ?? 0) * (unit.disrupted ? 0.8 : 1);
  }
  return out;
}

/**
 * The German's chance to win from this position, roughly, in [0, 1]: how many turns the Germans still have (AR-4,
 * AR-8.6: the turn marker) against how many they need to reach the west edge, with a little for material.
 * The heuristic's settings rate every opening move alike (0.9999…); a gentler steepness tells a move west from
 * standing still.
 */
export function germanWinChance(state: ArrasState, settings: EvaluationSettings = HEURISTIC_EVALUATION): number {
  if (state.outcome) return state.outcome.winner === 'german' ? 1 : 0;
  const { best, soft, units } = germanReach(state);
  if (units === 0) return 0;
  // German movement phases left, counting this turn's when it is still to come.
  const germanMovesLeft = LAST_TURN - state.turn + (state.side === 'allied' || state.phase === 'movement' || !state.phasesDone.includes('movement') ? 1 : 0);
  if (best === 0 && germanMovesLeft >= 1) {
    if (settings.trustsNextExit) return state.side === 'german' && state.phasesDone.includes('movement') ? 0.9 : 0.97;
    if (state.side === 'german' && state.phase === 'movement') return 0.97;
  }
  const turnsNeeded = 1 + Math.max(0, soft) / COLUMNS_PER_TURN;
  // Panic costs turns (AR-8.6); the sum over units overstates what one Allied combat phase can do.
  const slack = germanMovesLeft - turnsNeeded - 0.45 * germanExposure(state);
  const { allied, german } = strengths(state);
  const material = (german - allied) / 20;
  return 1 / (1 + Math.exp(-(slack * settings.steepness + material)));
}
