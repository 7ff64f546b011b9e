import type { DiceSource } from '@wargames/engine';
import { board, type Command, type GrafSpeeView, type HexId } from '@wargames/graf-spee';
import type { SpeeBelief } from './spee-belief';

type MoveCommand = Extract<Command, { type: 'move-piece' }>;
type Kind = 'BB' | 'CV' | 'CA' | 'dummy';

/** How much a piece of a kind is worth where the Spee is: dummies find her but cannot fight (GS-5.7, GS-6.2). */
const PRESENCE: Readonly<Record<Kind, number>> = { BB: 1.3, CA: 1, CV: 0.8, dummy: 0.7 };
const CLOSENESS = [1, 0.45, 0.2];

/** A configuration of British pieces, scored against where the Spee may be. */
function configurationValue(pieces: readonly { at: HexId; kind: Kind }[], belief: SpeeBelief): number {
  // Surface search (GS-5.7): the chance that some piece stands on her hex, weighted by what it can do there.
  const onHex = new Map<HexId, number>();
  for (const p of pieces) onHex.set(p.at, Math.max(onHex.get(p.at) ?? 0, PRESENCE[p.kind]));
  let value = 0;
  for (const [hex, weight] of onHex) value += belief.at(hex) * weight;
  // Air search (GS-5.8): each CV looks at one neighbour, the likeliest one not already covered.
  for (const p of pieces) {
    if (p.kind !== 'CV') continue;
    let bestAir = 0;
    for (const n of board.neighbours(p.at)) if (!onHex.has(n)) bestAir = Math.max(bestAir, belief.at(n));
    value += bestAir * 0.5;
  }
  // Next turn: pieces spread near where she may be, so that she has few safe hexes.
  let spread = 0;
  for (const p of pieces) {
    for (const { hex, chance } of belief.ranked().slice(0, 8)) spread += chance * (CLOSENESS[board.distance(p.at, hex)] ?? 0) * PRESENCE[p.kind];
  }
  return value + spread * 0.12;
}

/** A rules-aware British: keeps a belief of where the Spee is and sends his pieces where she most likely is. */
export function britishChoice(view: GrafSpeeView, legal: readonly Command[], belief: SpeeBelief, rng: DiceSource): Command {
  const first = legal[0] as Command;
  if (first.type === 'deploy-british') {
    // The Spee starts in rows A–B (GS-3.1), closer to the Atlantic box's A1–A3.
    return legal.find((c) => c.type === 'deploy-british' && c.atlantic === 6) ?? first;
  }
  if (view.phase === 'air-search') return airSearchChoice(view, legal, belief);
  if (view.phase !== 'british-move') return legal[rng.int(legal.length)] as Command;

  const pieces = view.pieces.map((p) => ({ token: p.token, at: p.at, kind: (p.kind ?? 'CA') as Kind, moved: p.moved }));
  const enter = legal.filter((c): c is Extract<Command, { type: 'enter-map' }> => c.type === 'enter-map');
  if (enter.length > 0) {
    const kind = (view.british.drawn?.kind ?? 'CA') as Kind;
    return bestBy(enter, (c) => configurationValue([...pieces, { at: c.to, kind }], belief), rng);
  }
  const base = configurationValue(pieces, belief);
  const movesLeft = view.british.movesAllowed - view.british.movesMade;
  const buy = legal.find((c) => c.type === 'buy-extra-moves');
  // GS-5.3: a point for extra moves pays when she was just seen and the net can close.
  const lastKnown = view.spee.lastKnown;
  if (buy && lastKnown && lastKnown.turn >= view.turn - 1 && view.score <= 11 && pieces.length >= 2) return buy;

  let best: Command = legal.find((c) => c.type === 'end-movement') ?? first;
  let bestGain = 0.002;
  for (const command of legal) {
    let gain = 0;
    if (command.type === 'move-piece') gain = moveGain(command, pieces, belief, base);
    else if (command.type === 'draw-from-box') gain = drawGain(command.box, view, pieces, belief, base);
    else continue;
    gain += rng.int(1000) / 1e7;
    if (gain > bestGain) {
      bestGain = gain;
      best = command;
    }
  }
  // Spare moves are free: use them even for small gains; but never pull the last pieces into a box.
  return movesLeft > 0 ? best : (legal.find((c) => c.type === 'end-movement') ?? best);
}

/** What the heuristic expects a British movement command to gain (end-movement: 0). */
export function britishGain(view: GrafSpeeView, command: Command, belief: SpeeBelief): number {
  const pieces = view.pieces.map((p) => ({ token: p.token, at: p.at, kind: (p.kind ?? 'CA') as Kind, moved: p.moved }));
  const base = configurationValue(pieces, belief);
  if (command.type === 'move-piece') return moveGain(command, pieces, belief, base);
  if (command.type === 'draw-from-box') return drawGain(command.box, view, pieces, belief, base);
  if (command.type === 'enter-map') return configurationValue([...pieces, { at: command.to, kind: (view.british.drawn?.kind ?? 'CA') as Kind }], belief) - base;
  return 0;
}

function moveGain(command: MoveCommand, pieces: readonly { token: string; at: HexId; kind: Kind; moved: boolean }[], belief: SpeeBelief, base: number): number {
  if (board.isBox(command.to)) return -1;
  const moved = pieces.map((p) => (p.token === command.token ? { ...p, at: command.to } : p));
  return configurationValue(moved, belief) - base;
}

function drawGain(box: 'atlantic' | 'indian', view: GrafSpeeView, pieces: readonly { at: HexId; kind: Kind }[], belief: SpeeBelief, base: number): number {
  if (view.boxes[box].drawable === 0) return -1;
  // GS-5.5: the drawn piece is random; value it as a cruiser entering on its best hex, a little less for the gamble.
  let best = -Infinity;
  for (const border of board.borders(box)) {
    for (const hex of [border, ...board.neighbours(border)]) {
      const value = configurationValue([...pieces, { at: hex, kind: 'CA' }], belief);
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
