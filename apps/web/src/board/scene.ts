/**
 * What the Board draws: a generic scene of hex cells, hexsides, routes, off-map boxes and counters. It holds no rules:
 * per-game scene builders (src/scenes) turn board data (and later a player's view) into a scene, with every name
 * already translated, and the Board only draws it and reports picks.
 */
export type SceneOrientation = 'pointy' | 'flat';

export interface Cube {
  readonly q: number;
  readonly r: number;
  readonly s: number;
}

export type Terrain = 'sea' | 'land' | 'clear' | 'town';

/** Printed symbols on a hex: a transport icon, a hatched no-raid zone, an exit arrow on the map edge. */
export type CellMark = 'transport' | 'no-raid' | 'exit-west';

export interface SceneCell {
  readonly id: string;
  readonly hex: Cube;
  readonly terrain: Terrain;
  /** The printed hex name (B3, 0503). */
  readonly label: string;
  /** A place name printed on the hex (a village, a town). */
  readonly place?: string;
  /** A box of the turn record track. */
  readonly turn?: number;
  readonly marks?: readonly CellMark[];
  /** Accessible name when the hex is a target: its label and what is on it, translated. */
  readonly name: string;
}

/** A line along the side shared by two adjacent cells (a river). */
export interface SceneHexside {
  readonly id: string;
  readonly kind: 'river';
  readonly between: readonly [string, string];
}

/** A line through the centres of a chain of cells (a road). */
export interface SceneRoute {
  readonly id: string;
  readonly kind: 'road';
  readonly cells: readonly string[];
}

export type BoxSide = 'north' | 'south' | 'east' | 'west';

/** An off-map holding box drawn beside the cells it borders. */
export interface SceneBox {
  readonly id: string;
  readonly label: string;
  readonly borders: readonly string[];
  readonly side: BoxSide;
  /** A short text under the label (a formatted count of the pieces inside). */
  readonly detail?: string;
  /** Accessible name when the box is a target. */
  readonly name: string;
}

export type CounterTone = 'british' | 'french' | 'wehrmacht' | 'ss' | 'kriegsmarine' | 'royal-navy' | 'merchant' | 'neutral';
export type UnitSymbol = 'armour' | 'infantry' | 'ship' | 'carrier' | 'gun' | 'none';

export type CounterFace =
  /** A unit face: its name on top, a type symbol, two values (Arras: strength left, movement right). */
  | {
      readonly kind: 'unit';
      readonly tone: CounterTone;
      readonly symbol: UnitSymbol;
      readonly title: string;
      readonly left: string;
      readonly right: string;
    }
  /** A face-down piece: every one looks the same, whatever it is. */
  | { readonly kind: 'hidden'; readonly tone: CounterTone }
  /** A marker: a short text; a ghost marker (dashed) stands for something no longer known to be there. */
  | { readonly kind: 'marker'; readonly tone: CounterTone; readonly text: string; readonly ghost?: boolean };

export interface SceneCounter {
  /** A stable, opaque key (for a hidden piece: the view's opaque id, never what it is). */
  readonly key: string;
  /** The cell or box it stands in. */
  readonly at: string;
  readonly face: CounterFace;
  /** Accessible name, translated, with where it stands; identical for every face-down piece but for that. */
  readonly name: string;
  /** Shown flipped (Arras disruption). */
  readonly flipped?: boolean;
  /** Shown with a damage mark. */
  readonly damaged?: boolean;
}

export interface Scene {
  /** Accessible name of the whole board. */
  readonly label: string;
  readonly orientation: SceneOrientation;
  readonly cells: readonly SceneCell[];
  readonly hexsides: readonly SceneHexside[];
  readonly routes: readonly SceneRoute[];
  readonly boxes: readonly SceneBox[];
  readonly counters: readonly SceneCounter[];
}

/** What the player may pick: a cell, a box or a counter, each in its own name space. */
export type TargetId = `cell:${string}` | `box:${string}` | `counter:${string}`;

export const cellTarget = (id: string): TargetId => `cell:${id}`;
export const boxTarget = (id: string): TargetId => `box:${id}`;
export const counterTarget = (key: string): TargetId => `counter:${key}`;
