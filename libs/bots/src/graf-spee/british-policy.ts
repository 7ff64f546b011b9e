import type { DiceSource } from '@wargames/engine';
import { board, type Command, type GrafSpeeView, type HexId } from '@wargames/graf-spee';
import { SEA_COUNT, seaDistance, seaNeighbours } from './sea-geometry';
import { hexIndex, type SpeeBelief } from './spee-belief';

type Kind = 'BB' | 'CV' | 'CA' | 'dummy';

/**
 * How much a piece of a kind is worth on the Spee's hex: dummies find her but cannot fight (GS-5.7, GS-6.2); a CV there
 * finds her only to be fired at without firing back (GS-6.2: 6 points if sunk, GS-6.6), while from the next hex its
 * air search finds her and attacks unanswered (GS-5.8, GS-6.3).
 */
const PRESENCE: Readonly<Record<Kind, number>> = { BB: 1.3, CA: 1, CV: -0.4, dummy: 0.7 };
/** How much a piece of a kind near her likely hexes narrows her next move: every kind searches, the CV also by air. */
const REACH: Readonly<Record<Kind, number>> = { BB: 1.3, CA: 1, CV: 0.8, dummy: 0.7 };
const CLOSENESS = [1, 0.45, 0.2];

/** Scratch tables of `Configuration.value`, reset after each use: the search calls it millions of times. */
const bestPresence = new Float64Array(SEA_COUNT);
const covered = new Uint8Array(SEA_COUNT);

/**
 * A configuration of British pieces (sea hex indices), scored against where the Spee may be. Commands are scored by
 * changing one piece in place and back (`valueWith`), so that ranking a hundred moves allocates nothing.
 */
class Configuration {
  private readonly at: number[];
  private readonly presence: number[];
  private readonly carrier: boolean[];
  private readonly reach: number[];
  private readonly likely: readonly { index: number; chance: number }[];

  constructor(
    pieces: readonly { at: HexId; kind: Kind }[],
    private readonly belief: SpeeBelief,
  ) {
    this.at = pieces.map((p) => hexIndex(p.at));
    this.presence = pieces.map((p) => PRESENCE[p.kind]);
    this.carrier = pieces.map((p) => p.kind === 'CV');
    this.reach = pieces.map((p) => REACH[p.kind]);
    this.likely = belief.ranked().slice(0, 8);
  }

  value(): number {
    const chance = this.belief.chance;
    const { at, presence, carrier, reach, likely } = this;
    const n = at.length;
    // Surface search (GS-5.7): the chance that some piece stands on her hex, weighted by what it can do there.
    for (let k = 0; k < n; k++) {
      const i = at[k] as number;
      if (i < 0) continue;
      const p = presence[k] as number;
      if (covered[i] === 0 || p > (bestPresence[i] as number)) bestPresence[i] = p;
      covered[i] = 1;
    }
    let value = 0;
    for (let k = 0; k < n; k++) {
      const i = at[k] as number;
      if (i < 0 || covered[i] !== 1) continue;
      value += (chance[i] as number) * (bestPresence[i] as number);
      covered[i] = 2;
    }
    // Air search (GS-5.8): each CV looks at one neighbour, the likeliest one not already covered.
    for (let k = 0; k < n; k++) {
      const i = at[k] as number;
      if (!carrier[k] || i < 0) continue;
      let bestAir = 0;
      for (const j of seaNeighbours(i)) if (covered[j] === 0 && (chance[j] as number) > bestAir) bestAir = chance[j] as number;
      value += bestAir * 0.5;
    }
    // Next turn: pieces spread near where she may be, so that she has few safe hexes.
    let spread = 0;
    for (let k = 0; k < n; k++) {
      const i = at[k] as number;
      if (i < 0) continue;
      covered[i] = 0;
      for (const { index, chance: c } of likely) spread += c * (CLOSENESS[seaDistance(i, index)] ?? 0) * (reach[k] as number);
    }
    return value + spread * 0.12;
  }

  /** The value with piece `k` on `hex` instead. */
  valueWith(k: number, hex: HexId): number {
    if (k < 0) return this.value();
    const old = this.at[k] as number;
    this.at[k] = hexIndex(hex);
    const value = this.value();
    this.at[k] = old;
    return value;
  }

  /** The value with one more piece of `kind` on `hex`. */
  valueAdding(hex: HexId, kind: Kind): number {
    this.at.push(hexIndex(hex));
    this.presence.push(PRESENCE[kind]);
    this.carrier.push(kind === 'CV');
    this.reach.push(REACH[kind]);
    const value = this.value();
    this.at.pop();
    this.presence.pop();
    this.carrier.pop();
    this.reach.pop();
    return value;
  }
}

const configurationOf = (view: GrafSpeeView, belief: SpeeBelief) =>
  new Configuration(
    view.pieces.map((p) => ({ at: p.at, kind: (p.kind ?? 'CA') as Kind })),
    belief,
  );

/** A rules-aware British: keeps a belief of where the Spee is and sends his pieces where she most likely is. */
export function britishChoice(view: GrafSpeeView, legal: readonly Command[], belief: SpeeBelief, rng: DiceSource): Command {
  const first = legal[0] as Command;
  if (first.type === 'deploy-british') {
    // The Spee starts in rows A–B (GS-3.1), closer to the Atlantic box's A1–A3.
    return legal.find((c) => c.type === 'deploy-british' && c.atlantic === 6) ?? first;
  }
  if (view.phase === 'air-search') return airSearchChoice(view, legal, belief);
  if (view.phase !== 'british-move') return legal[rng.int(legal.length)] as Command;

  const configuration = configurationOf(view, belief);
  const enter = legal.filter((c): c is Extract<Command, { type: 'enter-map' }> => c.type === 'enter-map');
  if (enter.length > 0) {
    const kind = (view.british.drawn?.kind ?? 'CA') as Kind;
    return bestBy(enter, (c) => configuration.valueAdding(c.to, kind), rng);
  }
  const movesLeft = view.british.movesAllowed - view.british.movesMade;
  const buy = legal.find((c) => c.type === 'buy-extra-moves');
  // GS-5.3: a point for extra moves pays when she was just seen and the net can close.
  const lastKnown = view.spee.lastKnown;
  if (buy && lastKnown && lastKnown.turn >= view.turn - 1 && view.score <= 11 && view.pieces.length >= 2) return buy;

  const gains = movementGains(view, legal, configuration);
  let best: Command = legal.find((c) => c.type === 'end-movement') ?? first;
  let bestGain = 0.002;
  legal.forEach((command, n) => {
    if (command.type !== 'move-piece' && command.type !== 'draw-from-box') return;
    const gain = (gains[n] as number) + rng.int(1000) / 1e7;
    if (gain > bestGain) {
      bestGain = gain;
      best = command;
    }
  });
  // Spare moves are free: use them even for small gains; but never pull the last pieces into a box.
  return movesLeft > 0 ? best : (legal.find((c) => c.type === 'end-movement') ?? best);
}

/** What the heuristic expects each British movement command to gain (end-movement and the rest: 0), in `legal`'s order. */
export function britishGains(view: GrafSpeeView, legal: readonly Command[], belief: SpeeBelief): number[] {
  return movementGains(view, legal, configurationOf(view, belief));
}

function movementGains(view: GrafSpeeView, legal: readonly Command[], configuration: Configuration): number[] {
  const base = configuration.value();
  const pieceIndex = new Map(view.pieces.map((p, k) => [p.token, k]));
  const draws = new Map<string, number>();
  return legal.map((command) => {
    switch (command.type) {
      case 'move-piece':
        // A piece pulled into a box is lost to the hunt for turns (GS-5.6).
        return board.isBox(command.to) ? -1 : configuration.valueWith(pieceIndex.get(command.token) ?? -1, command.to) - base;
      case 'draw-from-box': {
        const known = draws.get(command.box);
        if (known !== undefined) return known;
        const gain = drawGain(command.box, view, configuration, base);
        draws.set(command.box, gain);
        return gain;
      }
      case 'enter-map':
        return configuration.valueAdding(command.to, (view.british.drawn?.kind ?? 'CA') as Kind) - base;
      default:
        return 0;
    }
  });
}

function drawGain(box: 'atlantic' | 'indian', view: GrafSpeeView, configuration: Configuration, base: number): number {
  if (view.boxes[box].drawable === 0) return -1;
  // GS-5.5: the drawn piece is random; value it as a cruiser entering on its best hex, a little less for the gamble.
  let best = -Infinity;
  for (const border of board.borders(box)) {
    for (const hex of [border, ...board.neighbours(border)]) {
      const value = configuration.valueAdding(hex, 'CA');
      if (value > best) best = value;
    }
  }
  return (best - base) * 0.85;
}

function airSearchChoice(view: GrafSpeeView, legal: readonly Command[], belief: SpeeBelief): Command {
  const end = legal.find((c) => c.type === 'end-air-search') as Command;
  const occupied = new Set(view.pieces.map((p) => p.at));
  let best = end;
  let bestChance = 0;
  for (const command of legal) {
    if (command.type !== 'air-search' || occupied.has(command.searched)) continue;
    const chance = belief.at(command.searched);
    if (chance > bestChance) {
      bestChance = chance;
      best = command;
    }
  }
  return best;
}

function bestBy<T>(items: readonly T[], score: (item: T) => number, rng: DiceSource): T {
  let best = items[0] as T;
  let bestScore = -Infinity;
  for (const item of items) {
    const s = score(item) + rng.int(1000) / 1e7;
    if (s > bestScore) {
      bestScore = s;
      best = item;
    }
  }
  return best;
}
