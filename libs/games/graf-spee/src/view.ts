import { OMNISCIENT, type Outcome, type Role, type Viewer } from '@wargames/engine';
import { board, type HexId } from './board';
import { readyCount } from './british-movement';
import { BOX_IDS, type BoxId, type BritishKind } from './data/board-data';
import type { KindCounts } from './events';
import { pending } from './pending';
import { surePointsLeftAt } from './raid';
import type { GrafSpeeState, Phase, PublicSpeeSighting } from './state';

export interface PieceView {
  readonly token: string;
  readonly at: HexId;
  /** GS-9: the British sees his pieces; the German only while face up this turn; spectators never. */
  readonly kind: BritishKind | null;
  /** Face up this turn. Spectators are not told of air searchers (only a CV searches), so they see false for those. */
  readonly revealed: boolean;
  readonly moved: boolean;
  /** Made its air search this turn (GS-5.8); always false for spectators, for the same reason. */
  readonly airSearched: boolean;
}

/** What one viewer may see of the game (GS-9), as plain JSON for UIs and bots. */
export interface GrafSpeeView {
  readonly game: 'graf-spee';
  readonly viewer: Viewer;
  readonly turn: number;
  readonly phase: Phase;
  readonly pending: Role[];
  /** GS-8.5: public. */
  readonly score: number;
  readonly outcome: Outcome | null;
  readonly setup: { readonly germanReady: boolean; readonly britishReady: boolean };
  readonly spee: {
    /** German and omniscient only; null for the others. */
    readonly speeHex: HexId | null;
    /** This turn's secret path and supply ship used (German and omniscient only). */
    readonly path: readonly string[] | null;
    readonly refuelledAt: HexId | null;
    /** Public: combat results are public. */
    readonly damaged: boolean;
    readonly foundThisTurn: 'surface' | 'air' | null;
    /** GS-4.6: the Spee's new hex is revealed this turn. */
    readonly shadowedThisTurn: boolean;
    /** GS-6.7: the shadow condition was met for next turn. */
    readonly shadowNextTurn: boolean;
    readonly exitedTo: BoxId | null;
    /** The last hex a public event revealed, and when. */
    readonly lastKnown: PublicSpeeSighting | null;
  };
  /** German and omniscient only (GS-9). */
  readonly supplyShips: readonly { readonly supplyHex: HexId; readonly used: boolean }[] | null;
  /** GS-7.3: `spent` once no sure points are left there: by default every icon once any raid took them. */
  readonly transportIcons: readonly { readonly at: HexId; readonly spent: boolean }[];
  /** GS-9: counts only. `drawable` excludes pieces moved into the box this turn (GS-5.2). */
  readonly boxes: Readonly<Record<BoxId, { readonly pieces: number; readonly drawable: number }>>;
  /** Omniscient only: the kinds in each box. */
  readonly boxContents: Readonly<Record<BoxId, KindCounts>> | null;
  readonly pieces: readonly PieceView[];
  readonly british: {
    readonly movesAllowed: number;
    readonly movesMade: number;
    readonly extraMovesBought: boolean;
    /** GS-5.5: the piece drawn and waiting to enter; its kind for the British only. */
    readonly drawn: { readonly token: string; readonly box: BoxId; readonly kind: BritishKind | null } | null;
    readonly losses: { readonly damaged: number; readonly sunk: number; readonly dummiesRemoved: number };
  };
  /** GS-6.2: the revealed pieces the German may fire at, while he chooses (empty for spectators: it tells CVs apart). */
  readonly targets: readonly { readonly token: string; readonly kind: BritishKind | null }[];
}

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
      path: speeSecrets ? state.speePath : null,
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
      // GS-9: only CVs search by air, so a spectator may not be told which piece did (the event hides its token too).
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
    // GS-6.2, GS-9: the candidates are the non-CVs of the hex, so a spectator may not see which pieces they are.
    targets: eyes === 'spectator' ? [] : state.targets.map((p) => ({ token: p.token, kind: kindFor(p.kind, true) })),
  };
}

function sumCounts(a: KindCounts, b: KindCounts): KindCounts {
  return { BB: a.BB + b.BB, CV: a.CV + b.CV, CA: a.CA + b.CA, dummy: a.dummy + b.dummy };
}
