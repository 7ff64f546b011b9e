import { ruleError, type RuleError } from '@wargames/engine';

/** Stable codes of refused Arras commands; `rule` on each error names the AR paragraph. */
export const ArrasErrors = {
  WRONG_PHASE: 'ERR_WRONG_PHASE',
  PHASE_ALREADY_PLAYED: 'ERR_PHASE_ALREADY_PLAYED',
  PHASE_NOT_OVER: 'ERR_PHASE_NOT_OVER',
  UNIT_NOT_IN_PLAY: 'ERR_UNIT_NOT_IN_PLAY',
  NOT_YOUR_UNIT: 'ERR_NOT_YOUR_UNIT',
  UNIT_ALREADY_MOVED: 'ERR_UNIT_ALREADY_MOVED',
  UNIT_DISRUPTED: 'ERR_UNIT_DISRUPTED',
  HEX_OFF_MAP: 'ERR_HEX_OFF_MAP',
  HEX_NOT_ADJACENT: 'ERR_HEX_NOT_ADJACENT',
  ENEMY_OCCUPIED: 'ERR_ENEMY_OCCUPIED',
  NOT_ENOUGH_MP: 'ERR_NOT_ENOUGH_MP',
  EZOC_STOP: 'ERR_EZOC_STOP',
  EZOC_TO_EZOC: 'ERR_EZOC_TO_EZOC',
  ENDS_ON_FRIEND: 'ERR_ENDS_ON_FRIEND',
  EXIT_NOT_ALLOWED: 'ERR_EXIT_NOT_ALLOWED',
  MOVE_GOES_NOWHERE: 'ERR_MOVE_GOES_NOWHERE',
  NOT_AN_ENEMY: 'ERR_NOT_AN_ENEMY',
  NOT_ADJACENT_TO_DEFENDER: 'ERR_NOT_ADJACENT_TO_DEFENDER',
  DUPLICATE_UNIT: 'ERR_DUPLICATE_UNIT',
  ALREADY_ATTACKED: 'ERR_ALREADY_ATTACKED',
  DEFENDER_ALREADY_ATTACKED: 'ERR_DEFENDER_ALREADY_ATTACKED',
  NOT_A_CHOICE: 'ERR_NOT_A_CHOICE',
  RETREAT_LENGTH: 'ERR_RETREAT_LENGTH',
  RETREAT_INTO_EZOC: 'ERR_RETREAT_INTO_EZOC',
  RETREAT_BACKTRACKS: 'ERR_RETREAT_BACKTRACKS',
  ADVANCE_NOT_ALLOWED: 'ERR_ADVANCE_NOT_ALLOWED',
  GUN_ALREADY_FIRED: 'ERR_GUN_ALREADY_FIRED',
  STACKED: 'ERR_STACKED',
  STACK_CANNOT_BE_UNDONE: 'ERR_STACK_CANNOT_BE_UNDONE',
} as const;

export type ArrasErrorCode = (typeof ArrasErrors)[keyof typeof ArrasErrors];

/** A refusal citing its rule paragraph (or the bad field); the message starts with it, so people see why. */
export const arrasError = (code: ArrasErrorCode | string, rule: string, message: string): RuleError =>
  ruleError(code, rule, message.startsWith(`${rule}: `) ? message : `${rule}: ${message}`);

/**
 * A unit named in a command that is not on the map: either a counter this game does not use (the optional 17th
 * Brigade, AR-2.2) or one that has been eliminated or has left the map (then `rule` is the paragraph being applied).
 */
export function notInPlay(units: Readonly<Record<string, unknown>>, unitId: string, rule: string, what = unitId): RuleError {
  if (!(unitId in units)) return arrasError(ArrasErrors.UNIT_NOT_IN_PLAY, 'AR-2.2', `${what} is not in this game: it comes only with the brigade17 option`);
  return arrasError(ArrasErrors.UNIT_NOT_IN_PLAY, rule, `${what} is not on the map`);
}
