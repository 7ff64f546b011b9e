import { board, type HexId } from './board';
import type { BoxId, BritishKind } from './data/board-data';
import type { GrafSpeeEvent, KindCounts } from './events';
import { BASE_PIECE_MOVES } from './british-movement';
import { type BoxContents, type GrafSpeeState, type MapPiece, type PublicSpeeSighting } from './state';

const addKind = (counts: KindCounts, kind: BritishKind, delta: number): KindCounts => ({ ...counts, [kind]: counts[kind] + delta });

const withHexes = (list: readonly HexId[], hexes: readonly string[]): readonly HexId[] => {
  let out = list;
  for (const hex of hexes) if (board.isSea(hex) && !out.includes(hex)) out = [...out, hex];
  return out;
};

const updateBox = (state: GrafSpeeState, box: BoxId, update: (contents: BoxContents) => BoxContents): GrafSpeeState['boxes'] => ({
  ...state.boxes,
  [box]: update(state.boxes[box]),
});

const updatePiece = (state: GrafSpeeState, token: string, update: (piece: MapPiece) => MapPiece): readonly MapPiece[] =>
  state.pieces.map((p) => (p.token === token ? update(p) : p));

/** A public event showed the Spee (found, raid, shadow, scuttle): the last known hex and the record of sightings. */
const sighted = (state: GrafSpeeState, sighting: PublicSpeeSighting): Pick<GrafSpeeState, 'lastKnown' | 'revealedSpeeHexes' | 'sightings'> => ({
  lastKnown: sighting,
  revealedSpeeHexes: withHexes(state.revealedSpeeHexes, [sighting.speeHex]),
  sightings: [...state.sightings, sighting],
});

/** Where the game is after surface or air combat left the Spee afloat (GS-6.5). */
const speeDamagedAfter = (state: GrafSpeeState, result: 'unhurt' | 'damaged' | 'sunk'): boolean => state.speeDamaged || result !== 'unhurt';

/** Folds one event. Never rolls, never throws, never validates: `decide` already did. */
export function evolve(state: GrafSpeeState, event: GrafSpeeEvent): GrafSpeeState {
  switch (event.type) {
    case 'spee-placed':
      return { ...state, speeHex: event.speeHex, speeTrail: withHexes(state.speeTrail, [event.speeHex]) };
    case 'supply-ship-placed':
      return { ...state, supplyShips: [...state.supplyShips, event.supplyHex] };
    case 'british-deployed':
      return {
        ...state,
        britishDeployed: true,
        boxes: {
          atlantic: { ready: event.assignment.atlantic, returned: state.boxes.atlantic.returned },
          indian: { ready: event.assignment.indian, returned: state.boxes.indian.returned },
        },
      };
    case 'turn-started':
      return {
        ...state,
        phase: 'spee-move',
        turn: event.turn,
        shadowed: event.shadowed,
        shadowNextTurn: false,
        speePath: [],
        refuelledAt: null,
        movesAllowed: BASE_PIECE_MOVES,
        movesMade: 0,
        extraMovesBought: false,
        found: null,
        targets: [],
      };
    case 'spee-moved': {
      const last = [...event.path].reverse().find((step) => board.isSea(step)) ?? event.speeFrom;
      return {
        ...state,
        phase: 'british-move',
        speeHex: last,
        speePath: event.path,
        refuelledAt: event.refuelledAt,
        usedSupplyShips: event.refuelledAt ? [...state.usedSupplyShips, event.refuelledAt] : state.usedSupplyShips,
        speeTrail: withHexes(state.speeTrail, event.path),
      };
    }
    case 'spee-shadowed':
      return {
        ...state,
        ...sighted(state, { speeHex: event.speeHex, turn: event.turn, reason: 'shadow' }),
      };
    case 'spee-exited':
      return { ...state, speeExitedTo: event.box };
    case 'extra-moves-bought':
      return { ...state, score: event.score, movesAllowed: event.movesAllowed, extraMovesBought: true };
    case 'piece-drawn':
      return {
        ...state,
        drawn: { token: event.token, kind: event.kind, box: event.box },
        nextToken: state.nextToken + 1,
        movesMade: state.movesMade + 1,
        boxes: updateBox(state, event.box, (b) => ({ ...b, ready: addKind(b.ready, event.kind, -1) })),
      };
    case 'piece-entered': {
      const kind = state.drawn?.kind ?? 'dummy';
      const piece: MapPiece = { token: event.token, kind, at: event.to, moved: true, revealed: false, airSearched: false };
      return { ...state, drawn: null, pieces: [...state.pieces, piece] };
    }
    case 'piece-moved':
      return {
        ...state,
        movesMade: state.movesMade + 1,
        pieces: updatePiece(state, event.token, (p) => ({ ...p, at: event.to, moved: true })),
      };
    case 'piece-returned':
      return {
        ...state,
        movesMade: state.movesMade + 1,
        pieces: state.pieces.filter((p) => p.token !== event.token),
        boxes: updateBox(state, event.box, (b) => ({ ...b, returned: addKind(b.returned, event.kind, 1) })),
      };
    case 'movement-ended':
      return state;
    case 'spee-not-found':
      return { ...state, phase: 'air-search' };
    case 'spee-found': {
      const shown = new Set(event.revealed.map((p) => p.token));
      return {
        ...state,
        found: event.by,
        pieces: shown.size === 0 ? state.pieces : state.pieces.map((p) => (shown.has(p.token) ? { ...p, revealed: true } : p)),
        ...sighted(state, { speeHex: event.speeHex, turn: state.turn, reason: event.by === 'surface' ? 'found-by-surface' : 'found-by-air' }),
      };
    }
    case 'dummies-removed': {
      const gone = new Set(event.tokens);
      return {
        ...state,
        pieces: state.pieces.filter((p) => !gone.has(p.token)),
        britishLosses: { ...state.britishLosses, dummiesRemoved: state.britishLosses.dummiesRemoved + gone.size },
      };
    }
    case 'air-searched':
      return { ...state, pieces: updatePiece(state, event.token, (p) => ({ ...p, revealed: true, airSearched: true })) };
    case 'air-search-ended':
      return { ...state, phase: 'raid' };
    case 'target-required':
      return { ...state, phase: 'combat-target', targets: event.candidates };
    case 'surface-combat': {
      const target = state.pieces.find((p) => p.token === event.target);
      let pieces = state.pieces;
      let boxes = state.boxes;
      if (event.targetResult !== 'unhurt') pieces = pieces.filter((p) => p.token !== event.target);
      // GS-6.4 (clarification 3): a damaged piece goes to the Atlantic box as a fresh ship of its kind.
      if (event.targetResult === 'damaged' && target) {
        boxes = updateBox(state, 'atlantic', (b) => ({ ...b, returned: addKind(b.returned, target.kind, 1) }));
      }
      return {
        ...state,
        pieces,
        boxes,
        score: event.score,
        targets: [],
        speeDamaged: speeDamagedAfter(state, event.speeResult),
        shadowNextTurn: event.shadow,
        britishLosses: {
          ...state.britishLosses,
          damaged: state.britishLosses.damaged + (event.targetResult === 'damaged' ? 1 : 0),
          sunk: state.britishLosses.sunk + (event.targetResult === 'sunk' ? 1 : 0),
        },
      };
    }
    case 'air-attack':
      return { ...state, speeDamaged: speeDamagedAfter(state, event.speeResult) };
    case 'raided':
      return {
        ...state,
        score: event.score,
        surePointsTakenAt: event.icon ? [...state.surePointsTakenAt, event.speeHex] : state.surePointsTakenAt,
        ...sighted(state, { speeHex: event.speeHex, turn: state.turn, reason: 'raid' }),
      };
    case 'raid-declined':
      return state;
    case 'scuttled':
      return {
        ...state,
        score: event.score,
        ...sighted(state, { speeHex: event.speeHex, turn: state.turn, reason: 'scuttle' }),
      };
    case 'turn-ended':
      // GS-5.9: face down again; pieces moved into a box this turn mix with the others (Ruling GS-5.6).
      return {
        ...state,
        pieces: state.pieces.map((p) => (p.moved || p.revealed || p.airSearched ? { ...p, moved: false, revealed: false, airSearched: false } : p)),
        boxes: {
          atlantic: merge(state.boxes.atlantic),
          indian: merge(state.boxes.indian),
        },
      };
    case 'game-ended':
      return { ...state, phase: 'ended', score: event.score, outcome: event.outcome };
    default:
      // An event type this version does not know changes nothing, rather than throwing.
      return state;
  }
}

function merge(box: BoxContents): BoxContents {
  const r = box.returned;
  if (r.BB + r.CV + r.CA + r.dummy === 0) return box;
  const ready = box.ready;
  return {
    ready: { BB: ready.BB + r.BB, CV: ready.CV + r.CV, CA: ready.CA + r.CA, dummy: ready.dummy + r.dummy },
    returned: { BB: 0, CV: 0, CA: 0, dummy: 0 },
  };
}
