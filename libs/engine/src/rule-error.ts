/**
 * A refused command or bad input. `code` is stable (clients switch on it), `rule` cites the rule paragraph
 * (GS-4.1, AR-6.2) or the field that was wrong, and `message` is for people.
 * A message shown to a player must never contain a fact hidden from that player.
 */
export interface RuleError {
  readonly code: string;
  readonly rule: string;
  readonly message: string;
}

export const ruleError = (code: string, rule: string, message: string): RuleError => ({ code, rule, message });

/** Error codes shared by every game; games add their own. */
export const CommonErrors = {
  MALFORMED_COMMAND: 'ERR_MALFORMED_COMMAND',
  MALFORMED_OPTIONS: 'ERR_MALFORMED_OPTIONS',
  NOT_YOUR_TURN: 'ERR_NOT_YOUR_TURN',
  NOT_A_PLAYER: 'ERR_NOT_A_PLAYER',
  GAME_OVER: 'ERR_GAME_OVER',
} as const;
