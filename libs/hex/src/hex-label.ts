import { err, ok, ruleError, type Result, type RuleError } from '@wargames/engine';
import type { OffsetCoord } from './offset-coord';
import type { OffsetGrid } from './offset-grid';

export const BAD_HEX_LABEL = 'ERR_BAD_HEX_LABEL';

const ROW_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

function outside(label: string, grid: OffsetGrid, rule: string, shape: string): RuleError {
  return ruleError(BAD_HEX_LABEL, rule, `hex "${label}" is off the map (${shape})`);
}

/**
 * Row letter + column number, e.g. `B3` (Graf Spee). Row A is row 0 and column 1 is col 0.
 */
export function parseRowLetterLabel(label: string, grid: OffsetGrid, rule = 'hex'): Result<OffsetCoord, RuleError> {
  const shape = `rows A–${ROW_LETTERS[grid.rows - 1]}, columns 1–${grid.cols}`;
  const match = /^([A-Z])([1-9][0-9]?)$/.exec(label);
  if (!match) return err(ruleError(BAD_HEX_LABEL, rule, `"${label}" is not a hex name: expected a row letter and a column number such as B3`));
  const coord = { row: ROW_LETTERS.indexOf(match[1] as string), col: Number(match[2]) - 1 };
  return grid.contains(coord) ? ok(coord) : err(outside(label, grid, rule, shape));
}

export function formatRowLetterLabel(coord: OffsetCoord): string {
  return `${ROW_LETTERS[coord.row]}${coord.col + 1}`;
}

/**
 * Four digits, column then row, e.g. `0503` (Arras): column 5, row 3, both counted from 1.
 */
export function parseCcrrLabel(label: string, grid: OffsetGrid, rule = 'hex'): Result<OffsetCoord, RuleError> {
  const shape = `columns 01–${String(grid.cols).padStart(2, '0')}, rows 01–${String(grid.rows).padStart(2, '0')}`;
  const match = /^([0-9]{2})([0-9]{2})$/.exec(label);
  if (!match) return err(ruleError(BAD_HEX_LABEL, rule, `"${label}" is not a hex number: expected four digits CCRR such as 0503`));
  const coord = { col: Number(match[1]) - 1, row: Number(match[2]) - 1 };
  return grid.contains(coord) ? ok(coord) : err(outside(label, grid, rule, shape));
}

export function formatCcrrLabel(coord: OffsetCoord): string {
  return `${String(coord.col + 1).padStart(2, '0')}${String(coord.row + 1).padStart(2, '0')}`;
}
