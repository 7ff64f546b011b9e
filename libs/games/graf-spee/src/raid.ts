import { err, ok, rollD6, type DiceSource, type Result, type RuleError } from '@wargames/engine';
import { board, type HexId } from './board';
import type { Command } from './commands';
import { GrafSpeeErrors as E, refuse } from './errors';
import type { GrafSpeeEvent } from './events';
import type { GrafSpeeState } from './state';
import { endTurn, endTurnOrWin } from './victory';

/** GS-7.3: points a successful raid scores. */
export const RAID_POINTS = 2;

/** GS-7.2: no raiding in a hex whose number ends in 1. */
export const mayRaidFrom = (hex: HexId): boolean => board.hex(hex)?.noRaid === false;

/**
 * GS-7.3: whether a raid on `hex` scores the sure 2 points. Both seeds say they are had once in the whole game
 * (ゲーム中1回だけ, 게임 중 1번 뿐), so after the first sure points every icon is spent; with the variant option
 * `surePointsPerIcon`, each icon gives them once.
 */
export function surePointsLeftAt(state: GrafSpeeState, hex: HexId): boolean {
  if (!board.data.transportIcons.includes(hex)) return false;
  return state.options.surePointsPerIcon ? !state.surePointsTakenAt.includes(hex) : state.surePointsTakenAt.length === 0;
}

/**
 * GS-7.1–7.3: an unfound Spee raids, revealing her hex. On a transport icon whose sure points are still to be had:
 * +2, and they are spent (`icon: true` in the event); otherwise a die of 4–6 scores 2.
 */
export function decideRaid(state: GrafSpeeState, dice: DiceSource): Result<GrafSpeeEvent[], RuleError> {
  const hex = state.speeHex as HexId;
  if (!mayRaidFrom(hex)) {
    return err(refuse(E.NO_RAID_HERE, 'GS-7.2', `no raiding in a hex whose number ends in ${board.data.noRaidColumn} (the Spee is on ${hex})`));
  }
  const icon = surePointsLeftAt(state, hex);
  const die = icon ? null : rollD6(dice);
  const points = icon || (die as number) >= 4 ? RAID_POINTS : 0;
  const score = state.score + points;
  return ok([{ type: 'raided', speeHex: hex, icon, die, points, score }, ...endTurnOrWin(state, score, false)]);
}

/** GS-7.1 (clarification 4): raiding is optional and not raiding keeps the hex secret. */
export const decideDeclineRaid = (state: GrafSpeeState): Result<GrafSpeeEvent[], RuleError> =>
  ok([{ type: 'raid-declined', turn: state.turn }, ...endTurn(state, false)]);

/**
 * The German's raid choices now. Ruling (GS-7.2, GS-9): the German is asked even where raiding is forbidden, with
 * only `decline-raid` to choose, because skipping the step would tell the British the Spee is in column 1.
 */
export const raidCommands = (state: GrafSpeeState): Command[] =>
  mayRaidFrom(state.speeHex as HexId) ? [{ type: 'raid' }, { type: 'decline-raid' }] : [{ type: 'decline-raid' }];
