import type { DiceSource } from '@wargames/engine';
import { arras, COUNTERS, WEST, type ArrasCommand, type ArrasState } from '@wargames/arras';
import { sideOf } from '@wargames/arras/position';
import { germanWinChance, type ArrasEvaluation } from './arras-evaluation';

type Side = 'allied' | 'german';
const column = (hex: string | null | undefined): number => (hex === WEST ? 0 : hex ? Number(hex.slice(0, 2)) : 11);
const strength = (unit: string): number => COUNTERS.get(unit)?.strength ?? 0;

/** Dice whose first d6 shows `face`; any later draw comes from `rest`. */
function diceShowing(face: number, rest: DiceSource): DiceSource {
  let used = false;
  return {
    int(bound) {
      if (!used && bound === 6) {
        used = true;
        return face - 1;
      }
      return rest.int(bound);
    },
  };
}

/** Applies a command; null when the rules refuse it. */
export function applyCommand(state: ArrasState, command: ArrasCommand, role: Side, dice: DiceSource): ArrasState | null {
  const decided = arras.decide(state, command, role, dice);
  if (!decided.ok) return null;
  let next = state;
  for (const event of decided.value) next = arras.evolve(next, event);
  return next;
}

/**
 * A quick answer to the small decisions that follow a combat result (retreat paths, losses, advances, the 88), so that
 * a position can be scored once a combat is over. The attacker chooses every retreat (AR-8.5).
 */
export function quickChoice(state: ArrasState, role: Side, legal: readonly ArrasCommand[]): ArrasCommand {
  const first = legal[0] as ArrasCommand;
  switch (first.type) {
    case 'retreat': {
      // Germans are pushed east and Allies pull back west to keep blocking; each side picks its own the other way.
      const scoreOf = (c: Extract<ArrasCommand, { type: 'retreat' }>) => {
        const end = column(c.path[c.path.length - 1]);
        return sideOf(c.unit) === 'german' ? (role === 'german' ? -end : end) : role === 'allied' ? -end : end;
      };
      return best(legal as Extract<ArrasCommand, { type: 'retreat' }>[], scoreOf);
    }
    case 'choose-loss':
      return best(legal as Extract<ArrasCommand, { type: 'choose-loss' }>[], (c) => -strength(c.unit));
    case 'advance':
    case 'end-advance': {
      if (role === 'allied') return legal.find((c) => c.type === 'end-advance') ?? first;
      const advances = legal.filter((c): c is Extract<ArrasCommand, { type: 'advance' }> => c.type === 'advance');
      const from = (c: Extract<ArrasCommand, { type: 'advance' }>) => column(state.units[c.unit]?.hex);
      const westward = advances.filter((c) => column(c.path[c.path.length - 1]) < from(c));
      return westward.length > 0 ? best(westward, (c) => -column(c.path[c.path.length - 1])) : (legal.find((c) => c.type === 'end-advance') ?? first);
    }
    case 'fire-88':
    case 'decline-88':
      return legal.find((c) => c.type === 'fire-88') ?? first;
    default:
      return first;
  }
}

/** Plays the quick answers until the side to move has a real decision again (or a few steps have passed). */
export function settle(state: ArrasState, dice: DiceSource): ArrasState {
  let current = state;
  for (let step = 0; step < 8 && !current.outcome && current.combat; step++) {
    const role = arras.pending(current)[0] as Side | undefined;
    if (!role) break;
    const legal = arras.legal(current, role);
    if (legal.length === 0) break;
    const next = applyCommand(current, quickChoice(current, role, legal), role, dice);
    if (!next) break;
    current = next;
  }
  return current;
}

/** The German's chance after a command, averaged over the die it may roll (AR-8.4, AR-8.8). */
export function valueAfter(state: ArrasState, command: ArrasCommand, role: Side, rng: DiceSource, evaluate: ArrasEvaluation = germanWinChance): number {
  const rolls = command.type === 'attack' || command.type === 'fire-88';
  if (!rolls) {
    const next = applyCommand(state, command, role, rng);
    return next ? evaluate(settle(next, rng)) : Number.NaN;
  }
  let total = 0;
  for (let face = 1; face <= 6; face++) {
    const dice = diceShowing(face, rng);
    const next = applyCommand(state, command, role, dice);
    if (!next) return Number.NaN;
    total += evaluate(settle(next, dice));
  }
  return total / 6;
}

/**
 * AR-5.3: the Allied order of phases, the heuristic's fixed one: recover first, then attack before moving for the shift
 * (AR-8.2), with or without a German in reach (the search looks first: phase-order.ts).
 */
export function phaseChoice(state: ArrasState, legal: readonly ArrasCommand[]): ArrasCommand {
  const wants: string[] = [];
  const alliedDisrupted = Object.entries(state.units).some(([id, u]) => sideOf(id) === 'allied' && u.status === 'map' && u.disrupted);
  if (alliedDisrupted) wants.push('recovery');
  wants.push('combat', 'movement', 'recovery');
  for (const phase of wants) {
    const found = legal.find((c) => c.type === 'start-phase' && c.phase === phase);
    if (found) return found;
  }
  return legal[0] as ArrasCommand;
}

/**
 * Arras's rules-aware player: scores each legal command by the position it leads to (how far west the Germans could
 * get against the turns they have left, AR-4, AR-8.6), combats averaged over the die, and takes the best for its side.
 * `sample` caps how many commands it scores (the search's rollouts use a few); `evaluate` scores positions.
 */
export function arrasChoice(
  state: ArrasState,
  role: Side,
  legal: readonly ArrasCommand[],
  rng: DiceSource,
  sample = Infinity,
  evaluate: ArrasEvaluation = germanWinChance,
): ArrasCommand {
  const first = legal[0] as ArrasCommand;
  if (legal.length === 1) return first;
  if (first.type === 'start-phase') return phaseChoice(state, legal);
  if (state.combat) return quickChoice(state, role, legal);
  const sign = role === 'german' ? 1 : -1;
  const endPhase = legal.find((c) => c.type === 'end-phase');
  let candidates: ArrasCommand[] = legal.filter((c) => c.type !== 'end-phase');
  if (candidates.length > sample) {
    const picked: ArrasCommand[] = [];
    const pool = [...candidates];
    while (picked.length < sample && pool.length > 0) picked.push(pool.splice(rng.int(pool.length), 1)[0] as ArrasCommand);
    // Always look at a way off the west edge (AR-4.1).
    candidates = [...picked, ...candidates.filter((c) => c.type === 'move' && c.path[c.path.length - 1] === WEST)];
  }
  const here = evaluate(state) * sign;
  let bestCommand: ArrasCommand = endPhase ?? first;
  // A move or attack must be better than stopping; moving is free, so small gains count.
  let bestValue = endPhase ? here + 1e-4 : -Infinity;
  for (const command of candidates) {
    const value = valueAfter(state, command, role, rng, evaluate) * sign;
    if (Number.isNaN(value)) continue;
    const tie = rng.int(1000) / 1e8;
    if (value + tie > bestValue) {
      bestValue = value + tie;
      bestCommand = command;
    }
  }
  return bestCommand;
}

function best<T>(items: readonly T[], score: (item: T) => number): T {
  let chosen = items[0] as T;
  let top = -Infinity;
  for (const item of items) {
    const s = score(item);
    if (s > top) {
      top = s;
      chosen = item;
    }
  }
  return chosen;
}
