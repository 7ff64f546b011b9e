import type { Outcome } from '@wargames/engine';
import { ARRAS_DATA, type CounterData, type CrtResult } from './data/arras-data';
import type { ArrasOptions } from './options';

export type Side = 'allied' | 'german';
export type PhaseName = 'movement' | 'combat' | 'recovery';
export const PHASES: readonly PhaseName[] = ['movement', 'combat', 'recovery'];

export interface UnitState {
  /** CCRR label while on the map; null once eliminated or exited. */
  readonly hex: string | null;
  readonly status: 'map' | 'eliminated' | 'exited';
  /** AR-6.5: flipped by a retreat; no ZOC, no move, no attack. */
  readonly disrupted: boolean;
}

export interface RetreatDue {
  readonly unit: string;
  /** How many hexes it must retreat (AR-8.4: Ar 1, D1 1, D2 2). */
  readonly hexes: number;
}

/** What the current attack waits for (AR-8.1, AR-8.4 – AR-8.8). */
export type CombatStep =
  | { readonly kind: 'gun' }
  | { readonly kind: 'loss'; readonly from: 'gun' | 'attack'; readonly candidates: readonly string[] }
  | { readonly kind: 'retreat'; readonly from: 'gun' | 'attack'; readonly queue: readonly RetreatDue[] }
  | { readonly kind: 'advance' };

export interface CombatState {
  readonly defender: string;
  /** The defender's hex when the attack was declared: the hex an advance must enter first (AR-8.7). */
  readonly hex: string;
  /** Declared attackers still taking part (the 88 may remove some, AR-8.8). */
  readonly attackers: readonly string[];
  readonly result: CrtResult | null;
  /** Attackers that have advanced after combat. */
  readonly advanced: readonly string[];
  readonly step: CombatStep | null;
}

export interface ArrasState {
  readonly options: ArrasOptions;
  /** AR-3.2, AR-5.1, AR-8.6: the turn marker's box, 1–8. */
  readonly turn: number;
  /** Whose player turn it is (AR-5.1). */
  readonly side: Side;
  /** The phase under way; null while the Allied player has yet to name his next phase (AR-5.3). */
  readonly phase: PhaseName | null;
  /** Phases finished in this player turn, in the order played. */
  readonly phasesDone: readonly PhaseName[];
  readonly units: Readonly<Record<string, UnitState>>;
  /** Units that have moved in this movement phase. */
  readonly moved: readonly string[];
  /** Units that have attacked, and defenders that have been attacked, in this combat phase (AR-8.1 ruling). */
  readonly attacked: readonly string[];
  readonly defended: readonly string[];
  readonly combat: CombatState | null;
  /** AR-8.8: the 88 fires once per game. */
  readonly gun88: 'ready' | 'used';
  readonly outcome: Outcome | null;
}

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
