import type { TargetId } from '@/board/scene';

/**
 * What the map explorer on a rules page tells about a hex or a box: plain data taken from the board data, each fact
 * translated (with its rule link) by the MapExplorer.
 */
export type MapFact =
  | { readonly kind: 'sea' }
  | { readonly kind: 'land' }
  | { readonly kind: 'transport' }
  | { readonly kind: 'no-raid' }
  | { readonly kind: 'spee-start' }
  | { readonly kind: 'scuttle' }
  | { readonly kind: 'borders-box'; readonly box: string }
  | { readonly kind: 'box-entry'; readonly hexes: string }
  | { readonly kind: 'clear' }
  | { readonly kind: 'town'; readonly name: string }
  | { readonly kind: 'village'; readonly name: string }
  | { readonly kind: 'road'; readonly name: string }
  | { readonly kind: 'river'; readonly name: string; readonly across: string }
  | { readonly kind: 'turn-box'; readonly turn: number }
  | { readonly kind: 'west-edge' }
  | { readonly kind: 'setup'; readonly unit: string };

export interface MapTargetInfo {
  readonly title: string;
  readonly facts: readonly MapFact[];
  /** Labels of the adjacent hexes. */
  readonly neighbours: readonly string[];
  /** What to highlight when this is picked (its neighbours, or a box's border hexes). */
  readonly related: readonly TargetId[];
}

export type MapFacts = Readonly<Partial<Record<TargetId, MapTargetInfo>>>;
