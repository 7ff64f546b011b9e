import type { VisibleEvent } from '@wargames/engine';
import { board, type HexId } from '@wargames/graf-spee';

const SEA = board.seaHexes;
const INDEX = new Map(SEA.map((hex, i) => [hex, i]));
/** Chance that a move we cannot see used a supply ship for one more hex (GS-4.3); the British never knows. */
const REFUEL_CHANCE = 0.15;

/** The sea hexes, in the order belief arrays use. */
export const seaHexes = (): readonly HexId[] => SEA;
export const hexIndex = (hex: HexId): number => INDEX.get(hex) ?? -1;

const reachCache = new Map<string, readonly number[]>();
/** Indices of the hexes within `steps` of hex `i`, itself included (GS-4.1 Ruling: she may stay). */
function reach(i: number, steps: number): readonly number[] {
  const key = `${i}/${steps}`;
  let found = reachCache.get(key);
  if (!found) {
    found = [i, ...board.within(SEA[i] as HexId, steps).map(hexIndex)];
    reachCache.set(key, found);
  }
  return found;
}

/**
 * Where the Spee may be, as the British (or a spectator) can tell from the events he received: a filter over the sea
 * hexes. Each unseen move spreads the chance evenly over her reach; every search that missed clears its hex; every
 * sighting (shadowing, a find, a raid) puts her on one hex. Nothing here reads a secret: only public events.
 */
export class SpeeBelief {
  /** Chance per sea hex, summing to 1. */
  readonly chance = new Float64Array(SEA.length);
  /** British pieces on the map by token, where they stand. */
  readonly pieces = new Map<string, HexId>();
  damaged = false;

  constructor() {
    this.setUniform(board.data.speeStartHexes);
  }

  static from(history: readonly VisibleEvent[]): SpeeBelief {
    const belief = new SpeeBelief();
    for (const event of history) belief.apply(event);
    return belief;
  }

  copy(): SpeeBelief {
    const twin = new SpeeBelief();
    twin.chance.set(this.chance);
    for (const [token, at] of this.pieces) twin.pieces.set(token, at);
    twin.damaged = this.damaged;
    return twin;
  }

  apply(event: VisibleEvent): void {
    this.rankedCache = null;
    const e = event as VisibleEvent & Record<string, unknown>;
    switch (event.type) {
      case 'spee-moved':
        this.spread();
        return;
      case 'spee-shadowed':
      case 'spee-found':
      case 'raided':
        this.sighted(e['speeHex'] as HexId);
        return;
      case 'piece-entered':
      case 'piece-moved':
        this.pieces.set(e['token'] as string, e['to'] as HexId);
        return;
      case 'piece-returned':
        this.pieces.delete(e['token'] as string);
        return;
      case 'dummies-removed':
        for (const token of e['tokens'] as string[]) this.pieces.delete(token);
        return;
      case 'spee-not-found':
        // GS-5.7: she is on no hex that holds a British piece after movement.
        this.clear([...this.pieces.values()]);
        return;
      case 'air-searched':
        if (e['found'] === false) this.clear([e['searched'] as HexId]);
        return;
      case 'surface-combat':
        if (e['targetResult'] !== 'unhurt') this.pieces.delete(e['target'] as string);
        if (e['speeResult'] === 'damaged') this.damaged = true;
        return;
      case 'air-attack':
        if (e['speeResult'] === 'damaged') this.damaged = true;
        return;
      default:
        return;
    }
  }

  private rankedCache: { hex: HexId; chance: number }[] | null = null;

  /** The most likely hexes first (do not change the list). */
  ranked(): readonly { hex: HexId; chance: number }[] {
    if (!this.rankedCache) this.rankedCache = SEA.map((hex, i) => ({ hex, chance: this.chance[i] as number })).sort((a, b) => b.chance - a.chance);
    return this.rankedCache;
  }

  at(hex: HexId): number {
    const i = hexIndex(hex);
    return i < 0 ? 0 : (this.chance[i] as number);
  }

  /** A hex drawn from the belief with a number in [0, 1). */
  sample(u: number): HexId {
    let left = u;
    for (let i = 0; i < SEA.length; i++) {
      left -= this.chance[i] as number;
      if (left < 0) return SEA[i] as HexId;
    }
    return this.ranked()[0]?.hex as HexId;
  }

  private setUniform(hexes: readonly HexId[]): void {
    this.chance.fill(0);
    for (const hex of hexes) this.chance[hexIndex(hex)] = 1 / hexes.length;
  }

  private sighted(hex: HexId): void {
    if (hexIndex(hex) >= 0) this.setUniform([hex]);
  }

  private spread(): void {
    const steps = this.damaged ? 1 : 2;
    const next = new Float64Array(SEA.length);
    for (let i = 0; i < SEA.length; i++) {
      const mass = this.chance[i] as number;
      if (mass === 0) continue;
      const near = reach(i, steps);
      const far = reach(i, steps + 1);
      for (const j of near) next[j] = (next[j] as number) + (mass * (1 - REFUEL_CHANCE)) / near.length;
      for (const j of far) next[j] = (next[j] as number) + (mass * REFUEL_CHANCE) / far.length;
    }
    this.chance.set(next);
  }

  private clear(hexes: readonly HexId[]): void {
    const before = new Float64Array(this.chance);
    for (const hex of hexes) {
      const i = hexIndex(hex);
      if (i >= 0) this.chance[i] = 0;
    }
    let total = 0;
    for (const p of this.chance) total += p;
    if (total > 1e-9) {
      for (let i = 0; i < SEA.length; i++) this.chance[i] = (this.chance[i] as number) / total;
      return;
    }
    // Every hex she could be on was searched: she moved further than we allow for. Spread the old belief wider.
    this.chance.set(before);
    this.spread();
    for (const hex of hexes) {
      const i = hexIndex(hex);
      if (i >= 0) this.chance[i] = 0;
    }
    total = 0;
    for (const p of this.chance) total += p;
    if (total > 1e-9) for (let i = 0; i < SEA.length; i++) this.chance[i] = (this.chance[i] as number) / total;
    else this.setUniform(SEA.filter((hex) => !hexes.includes(hex)));
  }
}
