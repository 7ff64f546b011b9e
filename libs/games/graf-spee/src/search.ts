import { err, ok, type DiceSource, type Result, type RuleError } from '@wargames/engine';
import { board, type HexId } from './board';
import type { Command, CommandOf } from './commands';
import { resolveAirAttack, startSurfaceCombat } from './combat';
import { GrafSpeeErrors as E, refuse } from './errors';
import type { GrafSpeeEvent, RevealedPiece } from './events';
import type { GrafSpeeState } from './state';
import { endTurn } from './victory';

/**
 * GS-5.7: after British movement, any British piece in the Spee's hex finds her. Her hex and every piece there are
 * revealed; dummies are removed; combat follows if a real ship is there (GS-6.1). Otherwise air search (GS-5.8).
 * Ruling (GS-9): the British is asked even with no CV on the map, so that the German learns nothing about the
 * face-down pieces.
 */
export function surfaceSearch(state: GrafSpeeState, dice: DiceSource): GrafSpeeEvent[] {
  const speeHex = state.speeHex as HexId;
  const here: RevealedPiece[] = state.pieces.filter((p) => p.at === speeHex).map((p) => ({ token: p.token, kind: p.kind }));
  if (here.length === 0) return [{ type: 'spee-not-found', by: 'surface' }];
  const events: GrafSpeeEvent[] = [{ type: 'spee-found', by: 'surface', speeHex, revealed: here }];
  const dummies = here.filter((p) => p.kind === 'dummy').map((p) => p.token);
  if (dummies.length > 0) events.push({ type: 'dummies-removed', tokens: dummies });
  const fighters = here.filter((p) => p.kind !== 'dummy');
  if (fighters.length === 0) return [...events, ...endTurn(state, false)];
  return [...events, ...startSurfaceCombat(state, fighters, dice)];
}

/** GS-5.8: one CV turns face up and searches one adjacent hex (clarification 2); a hit finds her and attacks. */
export function decideAirSearch(state: GrafSpeeState, command: CommandOf<'air-search'>, dice: DiceSource): Result<GrafSpeeEvent[], RuleError> {
  const piece = state.pieces.find((p) => p.token === command.token);
  if (!piece) return err(refuse(E.UNKNOWN_PIECE, 'GS-5.8', `no British piece on the map has the token "${command.token}"`));
  if (piece.kind !== 'CV') return err(refuse(E.NOT_A_CV, 'GS-5.8', `piece ${piece.token} is a ${piece.kind}; only a CV makes air searches`));
  if (piece.airSearched) return err(refuse(E.CV_ALREADY_SEARCHED, 'GS-5.8', `the CV ${piece.token} has already searched this turn`));
  if (!board.isSea(command.searched)) return err(refuse(E.NOT_A_SEA_HEX, 'GS-2', 'searched: that is not a sea hex of the map'));
  if (!board.adjacent(piece.at, command.searched)) {
    return err(refuse(E.HEX_NOT_ADJACENT, 'GS-5.8', `a CV searches one hex adjacent to its own; the hex searched is not adjacent to the CV ${piece.token}`));
  }
  const found = command.searched === state.speeHex;
  const searched: GrafSpeeEvent = { type: 'air-searched', token: piece.token, kind: 'CV', searched: command.searched, found };
  if (!found) return ok([searched]);
  return ok([searched, { type: 'spee-found', by: 'air', speeHex: command.searched, revealed: [] }, ...resolveAirAttack(state, piece.token, dice)]);
}

/** GS-5.8: no more air searches; the Spee, unfound, may raid (GS-7.1). */
export const decideEndAirSearch = (state: GrafSpeeState): Result<GrafSpeeEvent[], RuleError> =>
  ok([{ type: 'air-search-ended', turn: state.turn }]);

/** Every legal air-search command now (Ruling GS-5.8: every CV on the map may search); `end-air-search` is always among them. */
export function airSearchCommands(state: GrafSpeeState): Command[] {
  const commands: Command[] = [];
  for (const piece of state.pieces) {
    if (piece.kind !== 'CV' || piece.airSearched) continue;
    for (const searched of board.neighbours(piece.at)) commands.push({ type: 'air-search', token: piece.token, searched });
  }
  commands.push({ type: 'end-air-search' });
  return commands;
}
