import { D6_FACES, err, ok, PROBE_DICE, type Result, type Role, type RuleError } from '@wargames/engine';
import type { HexId } from './board';
import type { Command } from './commands';
import { decide } from './decide';
import { RAID_POINTS, surePointsLeftAt } from './raid';
import type { GrafSpeeState } from './state';
import { IMMEDIATE_WIN_SCORE } from './victory';

/**
 * What a raid would score before the German sends it (GS-7.1 – GS-7.3, GS-8.1). Only the German may preview it, and
 * only when he may raid (`decide` refuses the rest alike), so the Spee's hex in it is his own to know.
 */
export interface RaidPreview {
  readonly kind: 'raid';
  /** The Spee's hex, which the raid shows the British (GS-7.1). */
  readonly hex: HexId;
  /** GS-7.3: a transport icon whose sure points are still to be had: 2 points without a roll. */
  readonly surePoints: boolean;
  /** The points for each die face 1–6 (all the same when the points are sure and no die is rolled). */
  readonly results: readonly number[];
  readonly score: number;
  /** GS-8.1: the raid's points reach 21 and win the game at once. */
  readonly winsIfScores: boolean;
  readonly rules: readonly string[];
}


export function preview(state: GrafSpeeState, command: Command, role: Role): Result<RaidPreview | null, RuleError> {
  if (command.type !== 'raid') return ok(null);
  const legal = decide(state, command, role, PROBE_DICE);
  if (!legal.ok) return err(legal.error);
  const hex = state.speeHex as HexId;
  const surePoints = surePointsLeftAt(state, hex);
  const winsIfScores = state.score + RAID_POINTS >= IMMEDIATE_WIN_SCORE;
  return ok({
    kind: 'raid',
    hex,
    surePoints,
    results: D6_FACES.map((die) => (surePoints || die >= 4 ? RAID_POINTS : 0)),
    score: state.score,
    winsIfScores,
    rules: ['GS-7.1', 'GS-7.3', ...(winsIfScores ? ['GS-8.1'] : [])],
  });
}
