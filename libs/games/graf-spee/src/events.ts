import type { Outcome } from '@wargames/engine';
import type { BoxId, BritishKind } from './data/board-data';
import type { HexId } from './board';

/** Pieces per kind, used only where nobody but the omniscient viewer may look (box contents, GS-3.3). */
export type KindCounts = Readonly<Record<BritishKind, number>>;

export interface RevealedPiece {
  readonly token: string;
  readonly kind: BritishKind;
}

export type SpeeResult = 'unhurt' | 'damaged' | 'sunk';
export type TargetResult = 'unhurt' | 'damaged' | 'sunk';

/**
 * Every Graf Spee event, in its full (omniscient) form. Each event carries what `redact` needs, so redaction needs
 * no state: fields named `spee…`, `path`, `supply…`, `refuel…` and `kind` are the secret ones.
 */
export type GrafSpeeEvent =
  /** GS-3.1, secret. */
  | { readonly type: 'spee-placed'; readonly speeHex: HexId }
  /** GS-3.2, secret. */
  | { readonly type: 'supply-ship-placed'; readonly supplyHex: HexId }
  /** GS-3.3: the counts are public, the random assignment is known to nobody. */
  | {
      readonly type: 'british-deployed';
      readonly atlantic: number;
      readonly indian: number;
      readonly assignment: Readonly<Record<BoxId, KindCounts>>;
    }
  /** GS-3.5; `shadowed` is GS-4.6: the Spee's new hex is revealed after it moves this turn. */
  | { readonly type: 'turn-started'; readonly turn: number; readonly shadowed: boolean }
  /** GS-4, secret: the path hex by hex, and the supply ship used (GS-4.3). */
  | {
      readonly type: 'spee-moved';
      readonly turn: number;
      readonly speeFrom: HexId;
      readonly path: readonly string[];
      readonly refuelledAt: HexId | null;
    }
  /** GS-4.6, public. */
  | { readonly type: 'spee-shadowed'; readonly turn: number; readonly speeHex: HexId }
  /** GS-4.5, public: which box, not from where. */
  | { readonly type: 'spee-exited'; readonly box: BoxId }
  /** GS-5.3, public. */
  | { readonly type: 'extra-moves-bought'; readonly die: number; readonly points: number; readonly score: number; readonly movesAllowed: number }
  /** GS-5.5: the drawn kind is seen by the British only. */
  | { readonly type: 'piece-drawn'; readonly box: BoxId; readonly token: string; readonly kind: BritishKind }
  /** GS-5.5: "a piece entered", public. */
  | { readonly type: 'piece-entered'; readonly token: string; readonly box: BoxId; readonly to: HexId }
  /** GS-5.4, public. */
  | { readonly type: 'piece-moved'; readonly token: string; readonly from: HexId; readonly to: HexId }
  /** GS-5.6: public, except the kind. */
  | { readonly type: 'piece-returned'; readonly token: string; readonly from: HexId; readonly box: BoxId; readonly kind: BritishKind }
  | { readonly type: 'movement-ended'; readonly turn: number }
  /** GS-5.7 / GS-5.8, public: the Spee hex and the pieces in it are revealed. */
  | { readonly type: 'spee-found'; readonly by: 'surface' | 'air'; readonly speeHex: HexId; readonly revealed: readonly RevealedPiece[] }
  | { readonly type: 'spee-not-found'; readonly by: 'surface' }
  /** GS-5.7, public. */
  | { readonly type: 'dummies-removed'; readonly tokens: readonly string[] }
  /** GS-5.8, public: the CV turns face up. */
  | { readonly type: 'air-searched'; readonly token: string; readonly kind: 'CV'; readonly searched: HexId; readonly found: boolean }
  | { readonly type: 'air-search-ended'; readonly turn: number }
  /** GS-6.2: the German must pick one of these (revealed) pieces. */
  | { readonly type: 'target-required'; readonly candidates: readonly RevealedPiece[] }
  /** GS-6.2, GS-6.4–6.7, public. */
  | {
      readonly type: 'surface-combat';
      readonly target: string;
      readonly targetKind: BritishKind;
      readonly speeDice: readonly number[];
      readonly speeHits: number;
      readonly britishDice: readonly number[];
      readonly britishHits: number;
      readonly targetResult: TargetResult;
      readonly speeResult: SpeeResult;
      readonly points: number;
      readonly score: number;
      readonly shadow: boolean;
    }
  /** GS-6.3, public. */
  | {
      readonly type: 'air-attack';
      readonly token: string;
      readonly dice: readonly number[];
      readonly hits: number;
      readonly speeResult: SpeeResult;
    }
  /** GS-7, public: raiding reveals the hex. */
  | {
      readonly type: 'raided';
      readonly speeHex: HexId;
      readonly icon: boolean;
      readonly die: number | null;
      readonly points: number;
      readonly score: number;
    }
  | { readonly type: 'raid-declined'; readonly turn: number }
  /** GS-8.4, public. */
  | { readonly type: 'scuttled'; readonly speeHex: HexId; readonly die: number; readonly penalty: number; readonly score: number }
  /** GS-5.9: revealed pieces turn face down again. */
  | { readonly type: 'turn-ended'; readonly turn: number }
  /** GS-8, public; `penaltyDie` is GS-8.3 when the Spee was sunk. */
  | {
      readonly type: 'game-ended';
      readonly outcome: Outcome;
      readonly score: number;
      readonly penaltyDie: number | null;
      readonly penalty: number;
    };

export type GrafSpeeEventType = GrafSpeeEvent['type'];
export type EventOf<T extends GrafSpeeEventType> = Extract<GrafSpeeEvent, { type: T }>;
