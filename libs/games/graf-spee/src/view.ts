import { OMNISCIENT, type Viewer } from '@wargames/engine';
import { board } from './board';
import { readyCount } from './british-movement';
import { BOX_IDS, type BoxId, type BritishKind } from './data/board-data';
import { pending } from './pending';
import { surePointsLeftAt } from './raid';
import type { KindCounts } from './shared-schemas';
import type { GrafSpeeState } from './state';
import type { GrafSpeeView } from './view-schema';

export type { GrafSpeeView, PieceView } from './view-schema';

type Eyes = 'german' | 'british' | 'spectator' | 'omniscient';
const eyesOf = (viewer: Viewer): Eyes =>
  viewer === 'german' || viewer === 'british' || viewer === OMNISCIENT ? (viewer as Eyes) : 'spectator';

/** GS-9, row by row. Anything a viewer may not see is left out, not merely hidden by the UI. */
export function view(state: GrafSpeeState, viewer: Viewer): GrafSpeeView {
  const eyes = eyesOf(viewer);
  const speeSecrets = eyes === 'german' || eyes === 'omniscient';
  const kindFor = (kind: BritishKind, revealed: boolean): BritishKind | null =>
    eyes === 'british' || eyes === 'omniscient' || (eyes === 'german' && revealed) ? kind : null;
  const boxes = {} as Record<BoxId, { pieces: number; drawable: number }>;
  for (const box of BOX_IDS) {
    const drawable = readyCount(state.boxes[box].ready);
    boxes[box] = { pieces: drawable + readyCount(state.boxes[box].returned), drawable };
  }
  const drawn = state.drawn;
  return {
    game: 'graf-spee',
    viewer: eyes === 'spectator' ? 'spectator' : eyes,
    turn: state.turn,
    phase: state.phase,
    pending: pending(state),
    score: state.score,
    outcome: state.outcome,
    setup: { germanReady: state.phase !== 'setup' || !pending(state).includes('german'), britishReady: state.britishDeployed },
    spee: {
      speeHex: speeSecrets ? state.speeHex : null,
      path: speeSecrets ? [...state.speePath] : null,
      refuelledAt: speeSecrets ? state.refuelledAt : null,
      damaged: state.speeDamaged,
      foundThisTurn: state.found,
      shadowedThisTurn: state.shadowed,
      shadowNextTurn: state.shadowNextTurn,
      exitedTo: state.speeExitedTo,
      lastKnown: state.lastKnown,
    },
    supplyShips: speeSecrets ? state.supplyShips.map((supplyHex) => ({ supplyHex, used: state.usedSupplyShips.includes(supplyHex) })) : null,
    transportIcons: board.data.transportIcons.map((at) => ({ at, spent: !surePointsLeftAt(state, at) })),
    boxes,
    boxContents:
      eyes === 'omniscient'
        ? Object.fromEntries(BOX_IDS.map((box) => [box, sumCounts(state.boxes[box].ready, state.boxes[box].returned)])) as Record<BoxId, KindCounts>
        : null,
    pieces: state.pieces.map((p) => ({
      token: p.token,
      at: p.at,
      kind: kindFor(p.kind, p.revealed),
      // Ruling GS-9: only CVs search by air, so a spectator may not be told which piece did (the event hides its token too).
      revealed: eyes === 'spectator' ? p.revealed && !p.airSearched : p.revealed,
      moved: p.moved,
      airSearched: eyes === 'spectator' ? false : p.airSearched,
    })),
    british: {
      movesAllowed: state.movesAllowed,
      movesMade: state.movesMade,
      extraMovesBought: state.extraMovesBought,
      drawn: drawn ? { token: drawn.token, box: drawn.box, kind: kindFor(drawn.kind, false) } : null,
      losses: state.britishLosses,
    },
    // Ruling GS-6.2/GS-9: the candidates are the non-CVs of the hex, so a spectator may not see which pieces they are.
    targets: eyes === 'spectator' ? [] : state.targets.map((p) => ({ token: p.token, kind: kindFor(p.kind, true) })),
  };
}

function sumCounts(a: KindCounts, b: KindCounts): KindCounts {
  return { BB: a.BB + b.BB, CV: a.CV + b.CV, CA: a.CA + b.CA, dummy: a.dummy + b.dummy };
}
