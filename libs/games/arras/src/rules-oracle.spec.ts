import { playRandomGame, seededDice } from '@wargames/engine';
import { arras } from './arras';
import { ARRAS_DATA } from './data/arras-data';
import type { ArrasEvent } from './events';
import { advanceOptions } from './advance';
import { reachableHexes } from './movement';
import { retreatPaths } from './retreat';
import type { ArrasState } from './state';

/**
 * A second, deliberately naive reading of the rules written straight from rules/arras.md — its own adjacency (AR-2),
 * road and river costs (AR-2, AR-7.1), zones of control (AR-6), retreat limits (AR-8.5), odds, shift, modifier and
 * CRT (AR-8.1 – AR-8.4), the 88 (AR-8.8) and Rommel's panic (AR-8.6) — checked against the engine in random games.
 * It shares no code with the engine beyond the counter table.
 */

const label = (c: number, r: number): string => `${String(c).padStart(2, '0')}${String(r).padStart(2, '0')}`;
const colRow = (hex: string): [number, number] => [Number(hex.slice(0, 2)), Number(hex.slice(2))];

/** AR-2: (c,r±1); odd c: (c±1,r-1), (c±1,r); even c: (c±1,r), (c±1,r+1). */
function adjacent(hex: string): string[] {
  const [c, r] = colRow(hex);
  const around: [number, number][] = [[c, r - 1], [c, r + 1]];
  if (c % 2 === 1) around.push([c - 1, r - 1], [c - 1, r], [c + 1, r - 1], [c + 1, r]);
  else around.push([c - 1, r], [c - 1, r + 1], [c + 1, r], [c + 1, r + 1]);
  return around.filter(([x, y]) => x >= 1 && x <= 10 && y >= 1 && y <= 8).map(([x, y]) => label(x, y));
}

const ROADS = [
  ['0503', '0402', '0302', '0201', '0101'],
  ['0503', '0403', '0304', '0204', '0105'],
  ['0503', '0504', '0505', '0506', '0507', '0508'],
  ['0503', '0603', '0704', '0804', '0905', '1005'],
];
/** Every step from a road hex to the next along the same road, both ways. */
const ROAD_STEPS = new Set(ROADS.flatMap((road) => road.slice(1).flatMap((hex, i) => [`${road[i]}-${hex}`, `${hex}-${road[i]}`])));
const alongRoad = (a: string, b: string): boolean => ROAD_STEPS.has(`${a}-${b}`);
/** Scarpe: rows 2–3; Cojeul: rows 5–6 with both hexes in columns 4–10. */
function acrossRiver(a: string, b: string): boolean {
  const [ca, ra] = colRow(a);
  const [cb, rb] = colRow(b);
  const rows = [ra, rb].sort().join();
  return rows === '2,3' || (rows === '5,6' && ca >= 4 && cb >= 4);
}
const stepCost = (a: string, b: string): number => (alongRoad(a, b) ? 0.5 : 1 + (acrossRiver(a, b) ? 1 : 0));

const COUNTER = new Map(ARRAS_DATA.counters.map((c) => [c.id, c]));
const sideOf = (id: string) => COUNTER.get(id)?.side;

function board(state: ArrasState, side: string) {
  const occupant = new Map<string, string>();
  const enemyZoc = new Set<string>();
  for (const [id, unit] of Object.entries(state.units)) {
    if (!unit.hex) continue;
    occupant.set(unit.hex, id);
    if (sideOf(id) !== side && !unit.disrupted) for (const hex of adjacent(unit.hex)) enemyZoc.add(hex);
  }
  return { occupant, enemyZoc };
}

/**
 * AR-4.1, AR-6.2, AR-7.1: the cheapest cost of every hex a unit's move may end on, friends there or not (AR-7.2: a move
 * may go through friends), and of leaving west.
 */
function costs(state: ArrasState, unit: string): Map<string, number> {
  const side = sideOf(unit) as string;
  const mp = COUNTER.get(unit)?.movement ?? 0;
  const { occupant, enemyZoc } = board(state, side);
  const start = state.units[unit]?.hex as string;
  const cheapest = new Map<string, number>([[start, 0]]);
  const out = new Map<string, number>();
  const go = (here: string, spent: number) => {
    if (here !== start && enemyZoc.has(here)) return;
    if (side === 'german' && colRow(here)[0] === 1 && spent + 1 <= mp) out.set('west', Math.min(out.get('west') ?? Infinity, spent + 1));
    for (const next of adjacent(here)) {
      const who = occupant.get(next);
      if ((who && sideOf(who) !== side) || (enemyZoc.has(here) && enemyZoc.has(next))) continue;
      const cost = spent + stepCost(here, next);
      if (cost > mp || (cheapest.get(next) ?? Infinity) <= cost) continue;
      cheapest.set(next, cost);
      if (next !== start) out.set(next, cost);
      go(next, cost);
    }
  };
  go(start, 0);
  return out;
}

const costMemo = new WeakMap<ArrasState, Map<string, Map<string, number>>>();
/** `costs`, once per state and unit. */
function costsIn(state: ArrasState, unit: string): Map<string, number> {
  const memo = costMemo.get(state) ?? new Map<string, Map<string, number>>();
  costMemo.set(state, memo);
  const found = memo.get(unit) ?? costs(state, unit);
  memo.set(unit, found);
  return found;
}

/** Who stands where, every unit, several where they are stacked. */
function standing(state: ArrasState): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const [id, unit] of Object.entries(state.units)) if (unit.hex) out.set(unit.hex, [...(out.get(unit.hex) ?? []), id]);
  return out;
}

/**
 * AR-7.2 with the README ruling: where a unit's move may end. On an empty hex, or on a lone friend that has not moved,
 * is not disrupted and could then move to a hex where no unit stands; and only if afterwards every stack still has a
 * unit that has not moved and can get off it — to an empty hex, or onto a lone friend that has not moved and goes on
 * to an empty hex — no hex or friend serving two stacks.
 */
function reach(state: ArrasState, unit: string): Map<string, number> {
  const all = costsIn(state, unit);
  const before = standing(state);
  const costsOf = (id: string) => costsIn(state, id);
  const free = (id: string) => !state.moved.includes(id) && id !== unit && !state.units[id]?.disrupted;
  const out = new Map<string, number>();
  for (const [hex, cost] of all) {
    if (hex === 'west') {
      out.set(hex, cost);
      continue;
    }
    const there = before.get(hex) ?? [];
    if (there.length === 0 && [...before.values()].every((units) => units.length === 1)) {
      out.set(hex, cost); // no stack before or after
      continue;
    }
    const after = new Map([...before].map(([h, units]) => [h, units.filter((id) => id !== unit)]));
    after.set(hex, [...(after.get(hex) ?? []), unit]);
    const empty = (h: string) => (after.get(h) ?? []).length === 0;
    if (there.length > 1) continue;
    const friend = there[0];
    if (friend && (!free(friend) || ![...costsOf(friend).keys()].some((h) => h !== 'west' && empty(h)))) continue;
    const leavers = [...after.values()].filter((units) => units.length > 1).map((units) => units.filter(free));
    if (leavers.some((units) => units.length !== 1)) continue;
    const relays = [...after.values()].filter((units) => units.length === 1 && free(units[0] as string)).map((units) => units[0] as string);
    const ways = leavers.map(([id]) => {
      const direct = [...costsOf(id as string).keys()].filter((h) => h !== 'west' && empty(h)).map((h) => [h]);
      const viaFriend = relays
        .filter((r) => costsOf(id as string).has(state.units[r]?.hex as string))
        .flatMap((r) => [...costsOf(r).keys()].filter((h) => h !== 'west' && empty(h)).map((h) => [r, h]));
      return [...direct, ...viaFriend];
    });
    if (distinctWays(ways.sort((a, b) => a.length - b.length))) out.set(hex, cost);
  }
  return out;
}

/** Brute force: one way for each, no hex or unit in two ways. */
function distinctWays(ways: string[][][], used = new Set<string>()): boolean {
  const [mine, ...rest] = ways;
  if (!mine) return true;
  for (const way of mine) {
    if (way.some((x) => used.has(x))) continue;
    if (distinctWays(rest, new Set([...used, ...way]))) return true;
  }
  return false;
}

/** AR-8.5 with the README ruling (no hex twice, not back into the hex left). */
function retreats(state: ArrasState, unit: string, hexes: number): string[] {
  const side = sideOf(unit) as string;
  const { occupant, enemyZoc } = board(state, side);
  const start = state.units[unit]?.hex as string;
  const out: string[] = [];
  const go = (here: string, trail: string[]) => {
    if (trail.length === hexes) {
      if (!occupant.has(here)) out.push(trail.join('-'));
      return;
    }
    for (const next of adjacent(here)) {
      const who = occupant.get(next);
      if (next === start || trail.includes(next) || enemyZoc.has(next) || (who && sideOf(who) !== side)) continue;
      go(next, [...trail, next]);
    }
  };
  go(start, []);
  return out.sort();
}

/**
 * AR-8.7 and AR-6.4 with the README rulings (each attacker advances once, never back to where it started, and a tank
 * may pass a friend that already advanced into the emptied hex): every advance open now, as "unit>hex-hex".
 */
function advances(state: ArrasState): string[] {
  const combat = state.combat;
  if (!combat) return [];
  const out: string[] = [];
  for (const unit of combat.attackers) {
    const at = state.units[unit]?.hex;
    if (!at || combat.advanced.includes(unit) || !adjacent(at).includes(combat.hex)) continue;
    const side = sideOf(unit) as string;
    const { occupant, enemyZoc } = board(state, side);
    const inEmptied = occupant.get(combat.hex);
    if (inEmptied && sideOf(inEmptied) !== side) continue;
    if (!inEmptied) out.push(`${unit}>${combat.hex}`);
    // AR-6.4: no second hex from an emptied hex in an EZOC, wherever the tank started
    if (COUNTER.get(unit)?.type !== 'tank' || enemyZoc.has(combat.hex)) continue;
    for (const second of adjacent(combat.hex)) if (second !== at && !occupant.has(second)) out.push(`${unit}>${combat.hex}-${second}`);
  }
  return out.sort();
}

const COLUMNS = ['1:2', '1:1', '2:1', '3:1', '4:1'];
const CRT: Record<number, string[]> = {
  1: ['Ar', 'Ar', 'C', 'D1', 'D1'],
  2: ['Ar', 'C', 'D1', 'D1', 'D2'],
  3: ['C', 'D1', 'D1', 'D2', 'D2'],
  4: ['C', 'D1', 'D2', 'Ex', 'De'],
  5: ['D1', 'Ex', 'Ex', 'De', 'De'],
  6: ['D1', 'D2', 'De', 'De', 'De'],
};
/** AR-8.1: attack ÷ defence rounded down, below 1:1 the 1:2 column, clamped to 1:2 … 4:1. */
const column = (attack: number, defence: number): number => (attack < defence ? 0 : Math.min(4, Math.floor(attack / defence)));
const strength = (units: readonly string[]): number => units.reduce((sum, id) => sum + (COUNTER.get(id)?.strength ?? 0), 0);

describe('the engine against a naive reading of the rules (random games)', () => {
  it('AR-2 / AR-6.2 / AR-7 (AR-7.2 stacking with its ruling) reachable hexes and costs, AR-8.5 retreat paths and AR-8.7 / AR-6.4 advances match the rule text', () => {
    let sampled = 0;
    let advanceSteps = 0;
    let stackedSamples = 0;
    for (let seed = 1; seed <= 10; seed++) {
      playRandomGame(arras, { brigade17: seed % 2 === 0 }, seededDice(seed), 5_000, ({ next }) => {
        const state = next as ArrasState;
        const shared = [...standing(state).values()].some((units) => units.length > 1);
        if (state.phase === 'movement' && !state.combat && !state.outcome && (shared || sampled++ % 6 === 0)) {
          // AR-7.2: the phase ends only with no two units on one hex
          if (shared) stackedSamples++;
          expect(arras.decide(state, { type: 'end-phase' }, state.side, seededDice(1)).ok).toBe(!shared);
          for (const [id, unit] of Object.entries(state.units)) {
            if (!unit.hex || unit.disrupted || state.moved.includes(id)) continue;
            const engine = reachableHexes(state, id).map((r) => [r.hex, r.cost]);
            expect([id, engine.sort()]).toEqual([id, [...reach(state, id)].sort()]);
          }
        }
        const step = state.combat?.step;
        if (step?.kind === 'retreat') {
          for (const due of step.queue) expect(retreatPaths(state, due.unit, due.hexes).map((p) => p.join('-')).sort()).toEqual(retreats(state, due.unit, due.hexes));
        }
        if (step?.kind === 'advance') {
          advanceSteps++;
          expect(advanceOptions(state).map((a) => `${a.unit}>${a.path.join('-')}`).sort()).toEqual(advances(state));
        }
      });
    }
    expect(sampled).toBeGreaterThan(100);
    expect(advanceSteps).toBeGreaterThan(10);
    expect(stackedSamples).toBeGreaterThan(10);
  });

  it('AR-8.1 – AR-8.4, AR-8.8 every roll reads the right column and result; AR-8.6 the marker counts every German hex and loss; AR-8.5 the attacker chooses every retreat', () => {
    const cells = new Set<string>();
    const choosers = new Set<string>();
    for (let seed = 1; seed <= 150; seed++) {
      let state = arras.setup({ brigade17: seed % 3 === 0 });
      let marker = 1;
      let shots = 0;
      /** Between the 88's fire and the roll of the attack it preceded, the German is the attacker (AR-8.8). */
      let gunFiring = false;
      const game = playRandomGame(arras, { brigade17: seed % 3 === 0 }, seededDice(seed), 5_000, ({ role, command, events }) => {
        // AR-8.5: the attacking player chooses every retreat path, for both sides; AR-8.8: the Ex loss to the 88 is the Allied choice
        if (command.type === 'retreat') {
          expect([command, role]).toEqual([command, gunFiring ? 'german' : state.side]);
          choosers.add(`retreat by ${role}${gunFiring ? ' after the 88' : ''}`);
        }
        if (command.type === 'choose-loss') expect([command, role]).toEqual([command, state.side]);
        if (command.type === 'fire-88' || command.type === 'decline-88') expect(role).toBe('german');
        for (const event of events as ArrasEvent[]) {
          if (event.type === 'gun-fired') gunFiring = true;
          if (event.type === 'attack-resolved' || event.type === 'attack-cancelled' || event.type === 'combat-ended') gunFiring = false;
          if (event.type === 'attack-resolved') {
            const base = column(strength(event.attackers), strength([event.defender]));
            const shift = state.side === 'allied' && !state.phasesDone.includes('movement') ? 1 : 0; // AR-8.2
            const final = Math.min(4, base + shift);
            const modifier = state.combat?.hex === '0503' ? -1 : 0; // AR-8.3
            const die = Math.max(1, event.die + modifier);
            expect(event).toMatchObject({ oddsColumn: COLUMNS[base], shift, column: COLUMNS[final], modifier, modifiedDie: die, result: CRT[die]?.[final] });
            cells.add(`${final}/${die}`);
          }
          if (event.type === 'gun-fired') {
            shots++;
            expect([state.side, state.phase]).toEqual(['allied', 'combat']);
            const tanks = (state.combat?.attackers ?? []).filter((id) => COUNTER.get(id)?.type === 'tank');
            const col = column(8, strength(tanks));
            // AR-8.8: the tanks are the defenders of this fire; AR-8.3's −1 when every one of them stands in Arras
            const modifier = tanks.every((id) => state.units[id]?.hex === '0503') ? -1 : 0;
            const die = Math.max(1, event.die + modifier);
            expect(event).toMatchObject({ targets: tanks, defence: strength(tanks), column: COLUMNS[col], modifier, modifiedDie: die, result: CRT[die]?.[col] });
          }
          if (event.type === 'unit-retreated' && sideOf(event.unit) === 'german') marker += event.path.length;
          if (event.type === 'unit-eliminated' && sideOf(event.unit) === 'german') marker += 3;
          if (event.type === 'phase-ended' && event.side === 'german' && event.phase === 'recovery') marker += 1;
          state = arras.evolve(state, event);
          if (event.type === 'turn-marker-advanced' || event.type === 'player-turn-started') expect(state.turn).toBe(marker);
        }
      });
      expect(shots).toBeLessThanOrEqual(1);
      const outcome = arras.outcome(game.state as ArrasState);
      expect(outcome?.winner === 'allied').toBe(marker > 8);
    }
    expect(cells.size).toBe(30);
    expect([...choosers].sort()).toEqual(['retreat by allied', 'retreat by german', 'retreat by german after the 88']);
  });
});
