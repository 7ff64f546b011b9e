import { CommonErrors, err, ok, type DiceSource, type Result, type Role, type RuleError } from '@wargames/engine';
import { decideBuyExtraMoves, decideDrawFromBox, decideEnterMap, decideMovePiece } from './british-movement';
import { COMMAND_OWNER, type Command } from './commands';
import { decideChooseTarget } from './combat';
import { GrafSpeeErrors as E, refuse } from './errors';
import type { GrafSpeeEvent } from './events';
import { pending } from './pending';
import { decideRaid, decideDeclineRaid } from './raid';
import { decideScuttle } from './scuttle';
import { decideAirSearch, decideEndAirSearch, surfaceSearch } from './search';
import { decidePlaceSpee, decidePlaceSupplyShip, decideDeployBritish } from './setup-rules';
import { decideMoveSpee } from './spee-movement';
import type { GrafSpeeState, Phase } from './state';
import { PHASE_INFO } from './steps';

/** The step each command belongs to (GS-3.5); scuttling belongs to every German decision (GS-8.4). */
const COMMAND_PHASE: Record<Exclude<Command['type'], 'scuttle'>, { phase: Phase; rule: string }> = {
  'place-spee': { phase: 'setup', rule: 'GS-3.1' },
  'place-supply-ship': { phase: 'setup', rule: 'GS-3.2' },
  'deploy-british': { phase: 'setup', rule: 'GS-3.3' },
  'move-spee': { phase: 'spee-move', rule: 'GS-3.5' },
  'buy-extra-moves': { phase: 'british-move', rule: 'GS-5.3' },
  'draw-from-box': { phase: 'british-move', rule: 'GS-5.5' },
  'enter-map': { phase: 'british-move', rule: 'GS-5.5' },
  'move-piece': { phase: 'british-move', rule: 'GS-5.2' },
  'end-movement': { phase: 'british-move', rule: 'GS-3.5' },
  'air-search': { phase: 'air-search', rule: 'GS-5.8' },
  'end-air-search': { phase: 'air-search', rule: 'GS-5.8' },
  'choose-target': { phase: 'combat-target', rule: 'GS-6.2' },
  raid: { phase: 'raid', rule: 'GS-7.1' },
  'decline-raid': { phase: 'raid', rule: 'GS-7.1' },
};

/**
 * Checks who may act before anything else, so that no refusal to one side depends on the other side's secrets:
 * game over, seat, command owner, turn, step; then the rule of the command itself.
 */
export function decide(state: GrafSpeeState, command: Command, actor: Role, dice: DiceSource): Result<GrafSpeeEvent[], RuleError> {
  if (state.outcome) return err(refuse(CommonErrors.GAME_OVER, 'GS-8.1', 'the game is over'));
  if (actor !== 'german' && actor !== 'british') {
    return err(refuse(CommonErrors.NOT_A_PLAYER, 'GS-9', `"${actor}" has no seat in this game; only the German and the British play`));
  }
  const owner = COMMAND_OWNER[command.type];
  if (owner !== actor) return err(refuse(E.NOT_YOUR_COMMAND, 'GS-3.5', `"${command.type}" is a ${owner === 'german' ? 'German' : 'British'} command`));
  if (!pending(state).includes(actor)) {
    if (state.phase === 'setup') {
      // GS-3.4: the German sets up first, then the British; the message names nothing either side chose.
      return actor === 'german'
        ? err(refuse(E.ALREADY_SET_UP, 'GS-3.4', 'you have set up; the British is deploying now'))
        : err(refuse(CommonErrors.NOT_YOUR_TURN, 'GS-3.4', 'the German sets up first; you deploy once he has placed the Spee and his supply ships'));
    }
    return err(refuse(CommonErrors.NOT_YOUR_TURN, 'GS-3.5', `it is not your decision now (step: ${PHASE_INFO[state.phase].name})`));
  }
  if (command.type === 'scuttle') return decideScuttle(state, dice);
  const step = COMMAND_PHASE[command.type];
  if (state.phase !== step.phase) {
    return err(refuse(E.WRONG_STEP, step.rule, `"${command.type}" belongs to ${PHASE_INFO[step.phase].name}, but the step now is ${PHASE_INFO[state.phase].name}`));
  }
  switch (command.type) {
    case 'place-spee':
      return decidePlaceSpee(state, command);
    case 'place-supply-ship':
      return decidePlaceSupplyShip(state, command);
    case 'deploy-british':
      return decideDeployBritish(command, dice);
    case 'move-spee':
      return decideMoveSpee(state, command);
    case 'buy-extra-moves':
      return decideBuyExtraMoves(state, dice);
    case 'draw-from-box':
      return decideDrawFromBox(state, command, dice);
    case 'enter-map':
      return decideEnterMap(state, command);
    case 'move-piece':
      return decideMovePiece(state, command);
    case 'end-movement':
      if (state.drawn) return err(refuse(E.DRAWN_PIECE_WAITING, 'GS-5.5', `the piece drawn from the ${state.drawn.box} box must enter the map first`));
      return ok([{ type: 'movement-ended', turn: state.turn }, ...surfaceSearch(state, dice)]);
    case 'air-search':
      return decideAirSearch(state, command, dice);
    case 'end-air-search':
      return decideEndAirSearch(state);
    case 'choose-target':
      return decideChooseTarget(state, command, dice);
    case 'raid':
      return decideRaid(state, dice);
    case 'decline-raid':
      return decideDeclineRaid(state);
  }
}
