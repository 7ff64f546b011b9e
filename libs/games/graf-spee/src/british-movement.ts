import { drawOne, err, ok, rollD6, type DiceSource, type Result, type RuleError } from '@wargames/engine';
import { board, type HexId } from './board';
import type { Command, CommandOf } from './commands';
import { BOX_IDS, BRITISH_KINDS, type BoxId, type BritishKind } from './data/board-data';
import { GrafSpeeErrors as E, refuse } from './errors';
import type { GrafSpeeEvent, KindCounts } from './events';
import type { GrafSpeeState, MapPiece } from './state';
import { immediateWin } from './victory';

/** GS-5.2: pieces the British may move each turn before any extra moves. */
export const BASE_PIECE_MOVES = 3;
/** GS-5.3: what an extra-move die costs the British. */
export const EXTRA_MOVES_PRICE = 1;

const movesOf = (kind: BritishKind): number => board.piece(kind).moves;

const entryCache = new Map<string, readonly HexId[]>();

/**
 * GS-5.5: hexes a piece drawn from `box` may end its move on. Ruling (the seed names no entry hexes or cost): its
 * first hex borders the box and costs 1 hex of movement.
 */
export function entryHexes(box: BoxId, kind: BritishKind): readonly HexId[] {
  const key = `${box}/${kind}`;
  let hexes = entryCache.get(key);
  if (!hexes) {
    const steps = movesOf(kind) - 1;
    hexes = board.seaHexes.filter((id) => board.borders(box).some((border) => board.distance(border, id) <= steps));
    entryCache.set(key, hexes);
  }
  return hexes;
}


/**
 * GS-5.4, GS-5.6: where a piece on the map may move: a hex in reach, or a box it can reach (Ruling GS-5.6: from a
 * hex bordering the box, for 1 hex). Ruling: British moves name the destination only; the hexes passed on the way
 * have no effect in the rules (searches happen after moving).
 */
export function pieceDestinations(piece: MapPiece): readonly string[] {
  const steps = movesOf(piece.kind);
  const boxes = BOX_IDS.filter((box) => board.distanceToBox(piece.at, box) <= steps);
  const hexes = board.within(piece.at, steps);
  return boxes.length === 0 ? hexes : [...hexes, ...boxes];
}

export const readyCount = (counts: KindCounts): number => counts.BB + counts.CV + counts.CA + counts.dummy;

function checkCanMoveAnother(state: GrafSpeeState): RuleError | null {
  if (state.drawn) return refuse(E.DRAWN_PIECE_WAITING, 'GS-5.5', `the piece drawn from the ${state.drawn.box} box must enter the map first`);
  if (state.movesMade >= state.movesAllowed) {
    return refuse(E.NO_MOVES_LEFT, 'GS-5.2', `${state.movesAllowed} piece${state.movesAllowed === 1 ? '' : 's'} may move this turn and all have moved`);
  }
  return null;
}

/**
 * GS-5.3 (Ruling: once a turn, before any piece moves): 1 point to the German, a die of extra moves. Ruling GS-8.1:
 * if that point is the German's 21st, the game ends at once.
 */
export function decideBuyExtraMoves(state: GrafSpeeState, dice: DiceSource): Result<GrafSpeeEvent[], RuleError> {
  if (state.extraMovesBought) return err(refuse(E.EXTRA_MOVES_ONCE, 'GS-5.3', 'extra moves may be bought once a turn'));
  if (state.movesMade > 0 || state.drawn) {
    return err(refuse(E.EXTRA_MOVES_AFTER_MOVING, 'GS-5.3', 'extra moves are bought before moving; a piece has already moved this turn'));
  }
  const die = rollD6(dice);
  const score = state.score + EXTRA_MOVES_PRICE;
  return ok([
    { type: 'extra-moves-bought', die, points: EXTRA_MOVES_PRICE, score, movesAllowed: state.movesAllowed + die },
    ...immediateWin(score),
  ]);
}

/** GS-5.5: name a box, draw a random piece from it (seen by the British only). Drawing is that piece's move. */
export function decideDrawFromBox(state: GrafSpeeState, command: CommandOf<'draw-from-box'>, dice: DiceSource): Result<GrafSpeeEvent[], RuleError> {
  const problem = checkCanMoveAnother(state);
  if (problem) return err(problem);
  const ready = state.boxes[command.box].ready;
  if (readyCount(ready) === 0) {
    const back = readyCount(state.boxes[command.box].returned);
    return err(
      refuse(E.BOX_EMPTY, 'GS-5.5', `the ${command.box} box has no piece to draw${back > 0 ? ' (pieces moved into it this turn may not move again, GS-5.2)' : ''}`),
    );
  }
  const pool = BRITISH_KINDS.flatMap((kind) => Array.from({ length: ready[kind] }, () => kind));
  const kind = drawOne(dice, pool);
  return ok([{ type: 'piece-drawn', box: command.box, token: `t${state.nextToken}`, kind }]);
}

/** GS-5.5: the drawn piece must enter the map; its first hex borders its box. Ruling: it ends its move on the map. */
export function decideEnterMap(state: GrafSpeeState, command: CommandOf<'enter-map'>): Result<GrafSpeeEvent[], RuleError> {
  const drawn = state.drawn;
  if (!drawn) return err(refuse(E.NO_DRAWN_PIECE, 'GS-5.5', 'no piece has been drawn from a box; use draw-from-box first'));
  if (!board.isSea(command.to)) return err(refuse(E.NOT_A_SEA_HEX, 'GS-2', 'to: that is not a sea hex of the map'));
  if (!entryHexes(drawn.box, drawn.kind).includes(command.to)) {
    const steps = movesOf(drawn.kind);
    return err(
      refuse(
        E.OUT_OF_REACH,
        'GS-5.5',
        `to: a ${drawn.kind} moves ${steps} hex${steps === 1 ? '' : 'es'}, and its first hex must border the ${drawn.box} box`,
      ),
    );
  }
  return ok([{ type: 'piece-entered', token: drawn.token, box: drawn.box, to: command.to, kind: drawn.kind }]);
}

/** GS-5.2, GS-5.4, GS-5.6: move one piece that has not moved yet; BB 1 hex, others 2; into a box for 1 hex (Ruling). */
export function decideMovePiece(state: GrafSpeeState, command: CommandOf<'move-piece'>): Result<GrafSpeeEvent[], RuleError> {
  const piece = state.pieces.find((p) => p.token === command.token);
  if (!piece) return err(refuse(E.UNKNOWN_PIECE, 'GS-5.2', `no British piece on the map has the token "${command.token}"`));
  if (piece.moved) return err(refuse(E.PIECE_ALREADY_MOVED, 'GS-5.2', `piece ${piece.token} has already moved this turn; no piece moves twice`));
  const problem = checkCanMoveAnother(state);
  if (problem) return err(problem);
  const steps = movesOf(piece.kind);
  if (board.isBox(command.to)) {
    if (board.distanceToBox(piece.at, command.to) > steps) {
      return err(refuse(E.OUT_OF_REACH, 'GS-5.6', `a ${piece.kind} moves ${steps} hex${steps === 1 ? '' : 'es'}: the ${command.to} box is out of its reach`));
    }
    return ok([{ type: 'piece-returned', token: piece.token, from: piece.at, box: command.to, kind: piece.kind }]);
  }
  if (!board.isSea(command.to)) return err(refuse(E.NOT_A_SEA_HEX, 'GS-2', 'to: that is not a sea hex of the map or a box'));
  if (command.to === piece.at) return err(refuse(E.NOT_A_MOVE, 'GS-5.4', `piece ${piece.token} is already there`));
  if (board.distance(piece.at, command.to) > steps) {
    return err(refuse(E.OUT_OF_REACH, 'GS-5.4', `a ${piece.kind} moves at most ${steps} hex${steps === 1 ? '' : 'es'} a turn`));
  }
  return ok([{ type: 'piece-moved', token: piece.token, from: piece.at, to: command.to, kind: piece.kind }]);
}

/** Every legal British movement command now; `end-movement` is always among them. */
export function britishMovementCommands(state: GrafSpeeState): Command[] {
  const drawn = state.drawn;
  if (drawn) return entryHexes(drawn.box, drawn.kind).map((to) => ({ type: 'enter-map', to }));
  const commands: Command[] = [];
  if (!state.extraMovesBought && state.movesMade === 0) commands.push({ type: 'buy-extra-moves' });
  if (state.movesMade < state.movesAllowed) {
    for (const box of BOX_IDS) if (readyCount(state.boxes[box].ready) > 0) commands.push({ type: 'draw-from-box', box });
    for (const piece of state.pieces) {
      if (piece.moved) continue;
      for (const to of pieceDestinations(piece)) commands.push({ type: 'move-piece', token: piece.token, to });
    }
  }
  commands.push({ type: 'end-movement' });
  return commands;
}
