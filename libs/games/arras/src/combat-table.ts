import { GEOMETRY } from './board';
import { ARRAS_DATA, type ArrasData, type CrtResult } from './data/arras-data';

/**
 * The combat results table and how a column and a die are read from it (AR-8.1 – AR-8.4). Columns come from the
 * data file, so a printed CRT with other columns works unchanged.
 */
export interface CombatTable {
  readonly columns: readonly string[];
  /** Each column as [attack, defence], e.g. 1:2 → [1, 2]. */
  readonly ratios: readonly (readonly [number, number])[];
  /** results[die - 1][column] */
  readonly results: readonly (readonly CrtResult[])[];
}

export function createCombatTable(crt: ArrasData['crt']): CombatTable {
  return {
    columns: crt.columns,
    ratios: crt.columns.map((label) => label.split(':').map(Number) as [number, number]),
    results: crt.rows.map((row) => row.results),
  };
}

export const COMBAT_TABLE: CombatTable = createCombatTable(ARRAS_DATA.crt);

/**
 * AR-8.1: odds rounded in the defender's favour — the rightmost column whose odds the attack reaches — and clamped
 * to the table (below the first column uses the first, above the last uses the last).
 */
export function oddsColumn(attack: number, defence: number, table: CombatTable = COMBAT_TABLE): number {
  let column = 0;
  table.ratios.forEach(([a, d], i) => {
    if (attack * d >= a * defence) column = i;
  });
  return column;
}

/** AR-8.1: shifts apply after the clamp and cannot go past either end of the table. */
export function shiftColumn(column: number, shift: number, table: CombatTable = COMBAT_TABLE): number {
  return Math.min(table.columns.length - 1, Math.max(0, column + shift));
}

/** AR-8.3: −1 when the defender is in Arras. */
export const arrasModifier = (defenderHex: string): number => (defenderHex === GEOMETRY.ids[GEOMETRY.arras] ? -1 : 0);

/** AR-8.8 with AR-8.3: the 88's fire gets the −1 when every tank fired at stands in Arras. */
export const gunModifier = (targetHexes: readonly string[]): number => (targetHexes.length > 0 && targetHexes.every((hex) => arrasModifier(hex) < 0) ? -1 : 0);

/** AR-8.3 ruling: a modified 0 reads as 1 (and nothing reads above 6). */
export const modifiedDie = (die: number, modifier: number): number => Math.min(6, Math.max(1, die + modifier));

export function crtResult(column: number, die: number, table: CombatTable = COMBAT_TABLE): CrtResult {
  return table.results[die - 1]?.[column] ?? 'C';
}

export const columnLabel = (column: number, table: CombatTable = COMBAT_TABLE): string => table.columns[column] ?? '?';
