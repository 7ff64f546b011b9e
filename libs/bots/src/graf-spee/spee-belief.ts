import type { VisibleEvent } from '@wargames/engine';
import { board, type HexId } from '@wargames/graf-spee';

const SEA = board.seaHexes;
const INDEX = new Map(SEA.map((hex, i) => [hex, i]));
/** Chance that a move we cannot see used a supply ship for one more hex (GS-4.3); the British never knows. */
const REFUEL_CHANCE = 0.15;

/** The sea hexes, in the order belief arrays use. */
export const seaHexes = (): readonly HexId[] => SEA;
export const hexIndex = (hex: HexId): number => INDEX.get(hex) ?? -1;

const reachCache: (readonly number[] | undefined)[][] = [];
/** Indices of the hexes within `steps` of hex `i`, itself included (GS-4.1 Ruling: she may stay). */
function reach(i: number, steps: number): readonly number[] {
  const bySteps = (reachCache[steps] ??= []);
  let found = bySteps[i];
  if (!found) {
    found = [i, ...board.within(SEA[i] as HexId, steps).map(hexIndex)];
    bySteps[i] = found;
  }
  return found;
}

/** Beliefs already built for a growing history (a match appends to one array), by wariness: only new events are applied. */
const built = new Map<number, WeakMap<readonly VisibleEvent[], { length: number; belief: SpeeBelief }>>();

/**
 * Where the Spee may be, as the British (or a spectator) can tell from the events he received: a filter over the sea
 * hexes. Each unseen move spreads the chance over her reach; every search that missed clears its hex; every
 * sighting (shadowing, a find, a raid) puts her on one hex. Nothing here reads a secret: only public events.
 */
export class SpeeBelief {
  /** Chance per sea hex, summing to 1. */
  readonly chance = new Float64Array(SEA.length);
  /** British pieces on the map by token, where they stand. */
  readonly pieces = new Map<string, HexId>();
  damaged = false;

  /**
   * @param wariness how much her unseen move is thought to steer clear of British pieces: 1, the model the heuristic
   * hunts with; 0, a Spee that ignores them (a careless or random captain), whose filter keeps every reachable hex
   * at its share.
   */
  constructor(readonly wariness = 1) {
    this.setUniform(board.data.speeStartHexes);
  }

  /** The belief after these events. Callers get their own copy, which they may change. */
  static from(history: readonly VisibleEvent[], wariness = 1): SpeeBelief {
    let cache = built.get(wariness);
    if (!cache) built.set(wariness, (cache = new WeakMap()));
    const known = cache.get(history);
    const reuse = known !== undefined && known.length <= history.length;
    const belief = reuse ? known.belief : new SpeeBelief(wariness);
    for (let i = reuse ? known.length : 0; i < history.length; i++) belief.apply(history[i] as VisibleEvent);
    cache.set(history, { length: history.length, belief });
    return belief.copy();
  }

  copy(): SpeeBelief {
    const twin = new SpeeBelief(this.wariness);
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

  private rankedCache: { hex: HexId; index: number; chance: number }[] | null = null;

  /** The most likely hexes first (do not change the list). */
  ranked(): readonly { hex: HexId; index: number; chance: number }[] {
    if (!this.rankedCache) this.rankedCache = SEA.map((hex, index) => ({ hex, index, chance: this.chance[index] as number })).sort((a, b) => b.chance - a.chance);
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

  /**
   * Her unseen move. A captain steers clear of the pieces he can see, so a hex is chosen the less the more British
   * pieces stand on or next to it (the weights are our model of him, not a rule).
   */
  private spread(): void {
    const steps = this.damaged ? 1 : 2;
    const weight = new Float64Array(SEA.length).fill(1);
    // A power of the wary model's factors: 1 keeps them, 0 makes every reachable hex alike.
    const onHex = 0.35 ** this.wariness;
    const nextToIt = 0.6 ** this.wariness;
    for (const at of this.pieces.values()) {
      const i = hexIndex(at);
      if (i < 0) continue;
      for (const j of reach(i, 1)) weight[j] = (weight[j] as number) * (j === i ? onHex : nextToIt);
    }
    const next = new Float64Array(SEA.length);
    const share = (from: readonly number[], mass: number) => {
      let total = 0;
      for (const j of from) total += weight[j] as number;
      for (const j of from) next[j] = (next[j] as number) + (mass * (weight[j] as number)) / total;
    };
    for (let i = 0; i < SEA.length; i++) {
      const mass = this.chance[i] as number;
      if (mass === 0) continue;
      share(reach(i, steps), mass * (1 - REFUEL_CHANCE));
      share(reach(i, steps + 1), mass * REFUEL_CHANCE);
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
