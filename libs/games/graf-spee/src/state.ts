import type { BoxId, BritishKind } from './data/board-data';
import type { HexId } from './board';
import type { GrafSpeeOutcome, KindCounts, PublicSpeeSighting, RevealedPiece } from './shared-schemas';
import type { GrafSpeeOptions } from './options';

/** The steps of the game (GS-3.4, GS-3.5) whose decision it waits for; `steps.ts` describes each. */
export const PHASES = ['setup', 'spee-move', 'british-move', 'air-search', 'combat-target', 'raid', 'ended'] as const;
export type Phase = (typeof PHASES)[number];

/** A British piece on the map. The token is fresh each time a piece enters from a box and never encodes its kind. */
export interface MapPiece {
  readonly token: string;
  readonly kind: BritishKind;
  readonly at: HexId;
  /** Moved this turn (GS-5.2). */
  readonly moved: boolean;
  /** Face up this turn (GS-5.7, GS-5.8), face down again at the end of the turn (GS-5.9). */
  readonly revealed: boolean;
  /** Made its air search this turn (GS-5.8). */
  readonly airSearched: boolean;
}

/**
 * A box's pieces by kind: `ready` may be drawn; `returned` came back this turn and may not move again (GS-5.2; Ruling:
 * so they may not be drawn again this turn).
 */
export interface BoxContents {
  readonly ready: KindCounts;
  readonly returned: KindCounts;
}

export type { PublicSpeeSighting };

/** The whole game, secrets included. Only `view` and `redact` decide what a viewer sees of it. */
export interface GrafSpeeState {
  /** Chosen at creation, public (GS-7.3 variant). */
  readonly options: GrafSpeeOptions;
  readonly phase: Phase;
  /** 0 during setup. */
  readonly turn: number;
  /** The German score (GS-8.5, public). */
  readonly score: number;
  readonly britishDeployed: boolean;
  /** Secret (GS-3.1, GS-4.2): where the Spee is; null before setup. */
  readonly speeHex: HexId | null;
  readonly speeDamaged: boolean;
  /** Secret: this turn's path and the supply ship used, for the German's view. */
  readonly speePath: readonly string[];
  readonly refuelledAt: HexId | null;
  /** The box the Spee left the map into (GS-4.5). */
  readonly speeExitedTo: BoxId | null;
  /** Secret (GS-3.2): supply ships, and those used (GS-4.3). */
  readonly supplyShips: readonly HexId[];
  readonly usedSupplyShips: readonly HexId[];
  /** Transport icons where a raid took the sure points (GS-7.3); `surePointsLeftAt` says where they are still to be had. */
  readonly surePointsTakenAt: readonly HexId[];
  readonly boxes: Readonly<Record<BoxId, BoxContents>>;
  readonly pieces: readonly MapPiece[];
  readonly nextToken: number;
  /** A piece drawn from a box that must enter the map now (GS-5.5). */
  readonly drawn: { readonly token: string; readonly kind: BritishKind; readonly box: BoxId } | null;
  readonly movesAllowed: number;
  readonly movesMade: number;
  readonly extraMovesBought: boolean;
  /** How the Spee was found this turn, if it was. */
  readonly found: 'surface' | 'air' | null;
  /** GS-6.2: the pieces the German may fire at, while he chooses. */
  readonly targets: readonly RevealedPiece[];
  /** GS-4.6: this turn the Spee's new hex is revealed after its move. */
  readonly shadowed: boolean;
  /** GS-6.7: the shadow condition was met this turn, for the next. */
  readonly shadowNextTurn: boolean;
  /** The Spee's last publicly revealed hex. */
  readonly lastKnown: PublicSpeeSighting | null;
  /** Every hex the Spee occupied or passed through (secret; used by the leak check). */
  readonly speeTrail: readonly HexId[];
  /** Every hex a public event revealed as a Spee hex. */
  readonly revealedSpeeHexes: readonly HexId[];
  /** Every public sighting (hex and turn), oldest first: what the leak check accepts as a sighting. */
  readonly sightings: readonly PublicSpeeSighting[];
  readonly britishLosses: { readonly damaged: number; readonly sunk: number; readonly dummiesRemoved: number };
  readonly outcome: GrafSpeeOutcome | null;
}

export const noPieces: KindCounts = { BB: 0, CV: 0, CA: 0, dummy: 0 };

export function initialState(options: GrafSpeeOptions): GrafSpeeState {
  const emptyBox: BoxContents = { ready: noPieces, returned: noPieces };
  return {
    options,
    phase: 'setup',
    turn: 0,
    score: 0,
    britishDeployed: false,
    speeHex: null,
    speeDamaged: false,
    speePath: [],
    refuelledAt: null,
    speeExitedTo: null,
    supplyShips: [],
    usedSupplyShips: [],
    surePointsTakenAt: [],
    boxes: { atlantic: emptyBox, indian: emptyBox },
    pieces: [],
    nextToken: 1,
    drawn: null,
    movesAllowed: 0,
    movesMade: 0,
    extraMovesBought: false,
    found: null,
    targets: [],
    shadowed: false,
    shadowNextTurn: false,
    lastKnown: null,
    speeTrail: [],
    revealedSpeeHexes: [],
    sightings: [],
    britishLosses: { damaged: 0, sunk: 0, dummiesRemoved: 0 },
    outcome: null,
  };
}

/** GS-3.4: the German has set up once the Spee and every supply ship are placed. */
export const germanSetUp = (state: GrafSpeeState, supplyShipCount: number): boolean =>
  state.speeHex !== null && state.supplyShips.length === supplyShipCount;
