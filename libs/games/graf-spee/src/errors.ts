import { ruleError, type RuleError } from '@wargames/engine';

/** Stable error codes of Graf Spee (clients switch on them). Shared codes come from @wargames/engine. */
export const GrafSpeeErrors = {
  NOT_YOUR_COMMAND: 'ERR_NOT_YOUR_COMMAND',
  WRONG_STEP: 'ERR_WRONG_STEP',
  ALREADY_SET_UP: 'ERR_ALREADY_SET_UP',
  NOT_A_SEA_HEX: 'ERR_NOT_A_SEA_HEX',
  BAD_START_HEX: 'ERR_BAD_START_HEX',
  SPEE_ALREADY_PLACED: 'ERR_SPEE_ALREADY_PLACED',
  ALL_SUPPLY_SHIPS_PLACED: 'ERR_ALL_SUPPLY_SHIPS_PLACED',
  SUPPLY_SHIP_HEX_TAKEN: 'ERR_SUPPLY_SHIP_HEX_TAKEN',
  BAD_BOX_SPLIT: 'ERR_BAD_BOX_SPLIT',
  PATH_TOO_LONG: 'ERR_PATH_TOO_LONG',
  HEX_NOT_ADJACENT: 'ERR_HEX_NOT_ADJACENT',
  NO_SUPPLY_SHIP: 'ERR_NO_SUPPLY_SHIP',
  SUPPLY_SHIP_USED: 'ERR_SUPPLY_SHIP_USED',
  EXIT_NOT_LAST: 'ERR_EXIT_NOT_LAST',
  NOT_ON_BOX_BORDER: 'ERR_NOT_ON_BOX_BORDER',
  EXTRA_MOVES_ONCE: 'ERR_EXTRA_MOVES_ONCE',
  EXTRA_MOVES_AFTER_MOVING: 'ERR_EXTRA_MOVES_AFTER_MOVING',
  NO_MOVES_LEFT: 'ERR_NO_MOVES_LEFT',
  DRAWN_PIECE_WAITING: 'ERR_DRAWN_PIECE_WAITING',
  NO_DRAWN_PIECE: 'ERR_NO_DRAWN_PIECE',
  BOX_EMPTY: 'ERR_BOX_EMPTY',
  UNKNOWN_PIECE: 'ERR_UNKNOWN_PIECE',
  PIECE_ALREADY_MOVED: 'ERR_PIECE_ALREADY_MOVED',
  OUT_OF_REACH: 'ERR_OUT_OF_REACH',
  NOT_A_MOVE: 'ERR_NOT_A_MOVE',
  NOT_A_CV: 'ERR_NOT_A_CV',
  CV_ALREADY_SEARCHED: 'ERR_CV_ALREADY_SEARCHED',
  TARGET_NOT_ALLOWED: 'ERR_TARGET_NOT_ALLOWED',
  NO_RAID_HERE: 'ERR_NO_RAID_HERE',
  NOT_ON_SCUTTLE_HEX: 'ERR_NOT_ON_SCUTTLE_HEX',
} as const;

export type GrafSpeeErrorCode = (typeof GrafSpeeErrors)[keyof typeof GrafSpeeErrors];

/** A refusal citing its rule paragraph; the message starts with the rule id so people see why. */
export const refuse = (code: string, rule: string, message: string): RuleError => ruleError(code, rule, `${rule}: ${message}`);
