import { shuffled, type DiceSource, type VisibleEvent } from '@wargames/engine';
import { board, BRITISH_KINDS, type BoxId, type BritishKind, type GrafSpeeState, type HexId, type KindCounts } from '@wargames/graf-spee';
import type { GrafSpeeSeat } from './graf-spee-seat';
import { SpeeBelief } from './spee-belief';

const FLEET: readonly BritishKind[] = BRITISH_KINDS.flatMap((kind) => Array.from({ length: board.piece(kind).count }, () => kind));
const BOXES: readonly BoxId[] = ['atlantic', 'indian'];

/** Kinds the seat has seen for tokens still on the map, and kinds gone for good, from its own history. */
function seenKinds(history: readonly VisibleEvent[]): { byToken: Map<string, BritishKind>; gone: BritishKind[] } {
  const byToken = new Map<string, BritishKind>();
  const gone: BritishKind[] = [];
  for (const event of history) {
    const e = event as VisibleEvent & Record<string, unknown>;
    switch (event.type) {
      case 'piece-drawn':
        if (e['kind']) byToken.set(e['token'] as string, e['kind'] as BritishKind);
        break;
      case 'spee-found':
        for (const p of e['revealed'] as { token: string; kind?: BritishKind }[]) if (p.kind) byToken.set(p.token, p.kind);
        break;
      case 'target-required':
        for (const p of (e['candidates'] as { token: string; kind: BritishKind }[] | undefined) ?? []) byToken.set(p.token, p.kind);
        break;
      case 'air-searched':
        if (e['token']) byToken.set(e['token'] as string, 'CV');
        break;
      case 'dummies-removed':
        for (const token of e['tokens'] as string[]) {
          byToken.delete(token);
          gone.push('dummy');
        }
        break;
      case 'surface-combat':
        // GS-6.4: a sunk piece is gone; a damaged one goes back to the Atlantic box (unknown there again).
        if (e['targetResult'] === 'sunk') gone.push((e['targetKind'] as BritishKind | undefined) ?? byToken.get(e['target'] as string) ?? 'CA');
        byToken.delete(e['target'] as string);
        break;
      case 'piece-returned':
        byToken.delete(e['token'] as string);
        break;
      default:
        break;
    }
  }
  return { byToken, gone };
}

const countsOf = (kinds: readonly BritishKind[]): KindCounts => {
  const counts = { BB: 0, CV: 0, CA: 0, dummy: 0 };
  for (const kind of kinds) counts[kind]++;
  return counts;
};

function removeOne(pool: BritishKind[], kind: BritishKind): void {
  const i = pool.indexOf(kind);
  if (i >= 0) pool.splice(i, 1);
}

/**
 * One full state consistent with everything the seat has seen (its view and its history), with what it cannot see
 * drawn at random: for the British, where the Spee is (from his belief) and where the supply ships are; for the
 * German, the kinds of the British pieces he has not seen face up; for both, which kinds are in which box.
 * Only the seat's knowledge goes in; the engine then plays this sample forward.
 */
export function determinize(seat: GrafSpeeSeat, rng: DiceSource, belief?: SpeeBelief): GrafSpeeState {
  const view = seat.view;
  const { byToken, gone } = seenKinds(seat.history);
  const pool = [...FLEET];
  for (const kind of gone) removeOne(pool, kind);
  const known = (token: string, kind: BritishKind | null): BritishKind | null => kind ?? byToken.get(token) ?? null;
  for (const p of view.pieces) {
    const kind = known(p.token, p.kind);
    if (kind) removeOne(pool, kind);
  }
  const drawnKnown = view.british.drawn ? known(view.british.drawn.token, view.british.drawn.kind) : null;
  if (drawnKnown) removeOne(pool, drawnKnown);
  const unknown = shuffled(rng, pool);
  const take = (): BritishKind => unknown.pop() ?? 'dummy';

  const pieces = view.pieces.map((p) => ({
    token: p.token,
    at: p.at,
    kind: known(p.token, p.kind) ?? take(),
    moved: p.moved,
    revealed: p.revealed,
    airSearched: p.airSearched,
  }));
  const drawn = view.british.drawn ? { token: view.british.drawn.token, box: view.british.drawn.box, kind: drawnKnown ?? take() } : null;
  const boxes = {} as Record<BoxId, { ready: KindCounts; returned: KindCounts }>;
  for (const box of BOXES) {
    const ready = Array.from({ length: view.boxes[box].drawable }, take);
    const returned = Array.from({ length: view.boxes[box].pieces - view.boxes[box].drawable }, take);
    boxes[box] = { ready: countsOf(ready), returned: countsOf(returned) };
  }

  let speeHex = view.spee.speeHex;
  if (speeHex === null && view.setup.germanReady && !view.spee.exitedTo) {
    speeHex = (belief ?? SpeeBelief.from(seat.history)).sample(rng.int(1_000_000) / 1_000_000);
  }
  const supplyShips = view.supplyShips
    ? view.supplyShips.map((s) => s.supplyHex)
    : view.setup.germanReady
      ? shuffled(rng, board.seaHexes).slice(0, board.data.supplyShips)
      : [];
  const usedSupplyShips = view.supplyShips ? view.supplyShips.filter((s) => s.used).map((s) => s.supplyHex) : [];
  const spentIcons = view.transportIcons.filter((icon) => icon.spent).map((icon) => icon.at);
  const options = (seat.options ?? {}) as GrafSpeeState['options'];
  const tokenNumbers = [...pieces.map((p) => p.token), ...(drawn ? [drawn.token] : []), ...seat.history.flatMap((e) => (typeof e['token'] === 'string' ? [e['token']] : []))]
    .map((token) => Number(String(token).replace(/\D/g, '')))
    .filter(Number.isFinite);

  return {
    options,
    phase: view.phase,
    turn: view.turn,
    score: view.score,
    britishDeployed: view.setup.britishReady,
    speeHex: speeHex as HexId | null,
    speeDamaged: view.spee.damaged,
    speePath: view.spee.path ?? [],
    refuelledAt: view.spee.refuelledAt,
    speeExitedTo: view.spee.exitedTo,
    supplyShips,
    usedSupplyShips,
    // GS-7.3: by default one raid on sure points spends them all, so one spent icon stands for all.
    surePointsTakenAt: options.surePointsPerIcon ? spentIcons : spentIcons.slice(0, 1),
    boxes,
    pieces,
    nextToken: Math.max(0, ...tokenNumbers) + 1,
    drawn,
    movesAllowed: view.british.movesAllowed,
    movesMade: view.british.movesMade,
    extraMovesBought: view.british.extraMovesBought,
    found: view.spee.foundThisTurn,
    targets: view.targets.map((t) => ({ token: t.token, kind: t.kind ?? byToken.get(t.token) ?? 'CA' })),
    shadowed: view.spee.shadowedThisTurn,
    shadowNextTurn: view.spee.shadowNextTurn,
    lastKnown: view.spee.lastKnown,
    speeTrail: [],
    revealedSpeeHexes: [],
    sightings: [],
    britishLosses: view.british.losses,
    outcome: view.outcome,
  } as GrafSpeeState;
}
