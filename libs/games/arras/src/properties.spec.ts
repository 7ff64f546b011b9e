import { drawOne, playRandomGame, replay, seededDice } from '@wargames/engine';
import { given } from '@wargames/engine/testing';
import fc from 'fast-check';
import { arras } from './arras';
import { GEOMETRY } from './board';
import type { ArrasCommand } from './commands';
import { LAST_TURN } from './decide';
import type { ArrasEvent } from './events';
import { pathTo, reaches, searchMoves } from './move-search';
import { checkMovePath, reachableHexes } from './movement';
import { positionOf, sideOf } from './position';
import type { ArrasState } from './state';
import { scenario } from './test-scenario';

/** Units sharing a hex, by hex (AR-7.2). */
const stacksIn = (state: ArrasState): string[][] => {
  const byHex = new Map<string, string[]>();
  for (const [id, unit] of Object.entries(state.units)) if (unit.hex !== null) byHex.set(unit.hex, [...(byHex.get(unit.hex) ?? []), id]);
  return [...byHex.values()].filter((units) => units.length > 1);
};

describe('random legal play (fast-check)', () => {
  it('is never rejected, never throws, always ends by turn 8, and replays to the same state', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.boolean(), (seed, brigade17) => {
        const options = { brigade17 };
        const game = playRandomGame(arras, options, seededDice(seed), 5_000, ({ state: before, command, events, next }) => {
          // every accepted command yields at least one event (the event store relies on it) and parses at the edge
          expect(events.length).toBeGreaterThan(0);
          expect(arras.parseCommand(command)).toEqual({ ok: true, value: command });
          const state = next as ArrasState;
          expect(state.turn).toBeLessThanOrEqual(LAST_TURN);
          // AR-7.2: units share a hex only during their own movement phase, two at a time: one that has moved onto
          // one that has not, is not disrupted and so may still leave; never at the end of a phase
          for (const stack of stacksIn(state)) {
            expect([state.phase, state.combat, stack.length]).toEqual(['movement', null, 2]);
            expect(stack.map((id) => [sideOf(id), state.moved.includes(id)]).sort()).toEqual([
              [state.side, false],
              [state.side, true],
            ]);
            expect(stack.some((id) => state.units[id]?.disrupted)).toBe(false);
          }
          let folded = before as ArrasState;
          for (const event of events as ArrasEvent[]) {
            folded = arras.evolve(folded, event);
            if (event.type === 'phase-ended') expect(stacksIn(folded)).toEqual([]);
          }
          // a pending role always has a legal command
          for (const role of arras.pending(state)) expect(arras.legal(state, role).length).toBeGreaterThan(0);
        });
        expect(game.ended).toBe(true);
        const state = game.state as ArrasState;
        const outcome = arras.outcome(state);
        expect(outcome).not.toBeNull();
        expect(['exit-west', 'rommel-panic', 'turn-limit']).toContain(outcome?.reason);
        expect(state.turn).toBeGreaterThanOrEqual(1);
        expect(state.turn).toBeLessThanOrEqual(LAST_TURN);
        expect(arras.pending(state)).toEqual([]);
        expect(replay(arras, options, game.events)).toEqual(state);
        // AR-4.1: the German wins only by exiting, and then some German unit has exited
        if (outcome?.winner === 'german') expect(Object.values(state.units).some((u) => u.status === 'exited')).toBe(true);
      }),
      { numRuns: 100 },
    );
  });

  it('every reachable hex offered to a unit is a legal path of exactly the offered cost', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (seed) => {
        let checked = 0;
        playRandomGame(arras, { brigade17: true }, seededDice(seed), 5_000, ({ next }) => {
          const state = next as ArrasState;
          if (state.phase !== 'movement' || state.combat || checked > 20) return;
          checked++;
          const position = positionOf(state);
          const wrong: string[] = [];
          for (const unit of Object.keys(state.units)) {
            for (const reach of reachableHexes(state, unit, position)) {
              const result = checkMovePath(state, unit, reach.path, position);
              if (!result.ok || result.value.cost !== reach.cost || result.value.exits !== (reach.hex === 'west')) wrong.push(`${unit} ${reach.path.join('-')}`);
            }
          }
          expect(wrong).toEqual([]);
        });
      }),
      { numRuns: 40 },
    );
  });

  it('the turn marker only moves forward and each German loss or retreat moves it (AR-8.6)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (seed) => {
        const game = playRandomGame(arras, { brigade17: false }, seededDice(seed));
        const events = game.events as ArrasEvent[];
        events.forEach((event, i) => {
          if (event.type === 'turn-marker-advanced') expect(event.to).toBeGreaterThan(event.from);
          const german = (id: string) => ['25Pz-I', '25Pz-II', '6SR', '7SR', '7Kr', 'SS-TK-1', 'SS-TK-2'].includes(id);
          if ((event.type === 'unit-eliminated' || event.type === 'unit-retreated') && german(event.unit)) {
            const next = events[i + 1];
            expect(next?.type === 'turn-marker-advanced' || next?.type === 'game-ended').toBe(true);
          }
        });
      }),
      { numRuns: 50 },
    );
  });
});

describe('legal commands are all accepted (fast-check)', () => {
  it('every legal command of a random reachable state is accepted by decide', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.integer({ min: 0, max: 120 }), (seed, stopAt) => {
        let state: ArrasState | null = null;
        let steps = 0;
        playRandomGame(arras, { brigade17: false }, seededDice(seed), 5_000, ({ next }) => {
          if (steps++ === stopAt) state = next as ArrasState;
        });
        if (!state) return;
        const at: ArrasState = state;
        for (const role of arras.pending(at)) {
          for (const command of arras.legal(at, role) as ArrasCommand[]) {
            const decided = arras.decide(at, command, role, seededDice(seed));
            if (!decided.ok) throw new Error(`${JSON.stringify(command)} refused: ${decided.error.message}`);
          }
        }
      }),
      { numRuns: 60 },
    );
  });
});

/** Seeds (and the 17th Brigade option) whose random games hold two stacks at once at some point (AR-7.2). */
const TWO_STACK_GAMES: [number, boolean][] = [
  [1, false],
  [4, false],
  [6, true],
];

describe('AR-7.2 stacking in random games (fast-check)', () => {
  it('AR-7.2 legal never leads to a position where end-phase is refused forever: each stack has a legal move off it, and moving off stack after stack, end-phase is accepted', () => {
    const seen = { stacked: 0, twoStacks: 0, chains: 0 };
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.boolean(), (seed, brigade17) => {
        playRandomGame(arras, { brigade17 }, seededDice(seed), 5_000, ({ next }) => {
          const state = next as ArrasState;
          const stacks = stacksIn(state);
          if (state.outcome || stacks.length === 0) return;
          seen.stacked++;
          if (stacks.length > 1) seen.twoStacks++;
          expect(arras.legal(state, state.side)).not.toContainEqual({ type: 'end-phase' });
          // every stack: a legal move takes one of its units off it
          for (const stack of stacks) expect([stack, arras.legal(state, state.side).some((c) => c.type === 'move' && stack.includes(c.unit))]).toEqual([stack, true]);
          // and one after the other, such moves (to a free hex, else onto a friend who then moves on) undo every stack
          let at = state;
          for (let step = 0; step < 16 && stacksIn(at).length > 0; step++) {
            const stack = stacksIn(at)[0] as string[];
            const offered = arras.legal(at, at.side).filter((c): c is Extract<ArrasCommand, { type: 'move' }> => c.type === 'move' && stack.includes(c.unit));
            const occupied = new Set(Object.values(at.units).map((u) => u.hex));
            const move = offered.find((c) => !occupied.has(c.path[c.path.length - 1] as string)) ?? offered[0];
            expect([stack, move !== undefined]).toEqual([stack, true]);
            if (!move) return;
            if (occupied.has(move.path[move.path.length - 1] as string)) seen.chains++;
            const decided = arras.decide(at, move, at.side, seededDice(seed));
            if (!decided.ok) throw new Error(`${JSON.stringify(move)} refused: ${decided.error.message}`);
            at = decided.value.reduce(arras.evolve, at);
          }
          if (at.outcome) return;
          expect(stacksIn(at)).toEqual([]);
          expect(arras.decide(at, { type: 'end-phase' }, at.side, seededDice(seed)).ok).toBe(true);
        });
      }),
      // Random games reach two stacks at once in about one game in five, so 40 random runs alone missed them now and
      // then (the count below failed a CI run): these seeds always play such a game, and the random runs come on top.
      { numRuns: 40, examples: TWO_STACK_GAMES },
    );
    expect(seen.stacked).toBeGreaterThan(50);
    expect(seen.twoStacks).toBeGreaterThan(0);
  });

  it('AR-7.2 crowded corners: no legal move leaves a stack that cannot be undone, even among many friends and enemies', () => {
    // Random positions in the north-west corner, where units get in each other's way and stacks compete for free hexes.
    const allied = ['4RTR', '7RTR', '6DLI', '8DLI', '17Bde', '3DLM-1', '3DLM-2'];
    const german = ['25Pz-I', '25Pz-II', '6SR', '7SR', '7Kr', 'SS-TK-1', 'SS-TK-2'];
    const corner = GEOMETRY.ids.filter((hex) => Number(hex.slice(0, 2)) <= 3 && Number(hex.slice(2)) <= 4);
    type Move = Extract<ArrasCommand, { type: 'move' }>;
    const end = (c: Move) => c.path[c.path.length - 1] as string;
    const after = (state: ArrasState, move: Move): ArrasState => {
      const decided = arras.decide(state, move, 'allied', seededDice(1));
      if (!decided.ok) throw new Error(`${JSON.stringify(move)} refused: ${decided.error.message}`);
      return decided.value.reduce(arras.evolve, state);
    };
    /** Every stack has a legal move off it, and end-phase is offered exactly when there is none. */
    const undoable = (state: ArrasState): void => {
      const offered = arras.legal(state, 'allied');
      const stacks = stacksIn(state);
      expect(offered.some((c) => c.type === 'end-phase')).toBe(stacks.length === 0);
      for (const stack of stacks) expect([stack, offered.some((c) => c.type === 'move' && stack.includes(c.unit))]).toEqual([stack, true]);
    };
    let risky = 0;
    fc.assert(
      fc.property(fc.shuffledSubarray(corner, { minLength: 12, maxLength: 12 }), fc.integer({ min: 4, max: 6 }), fc.integer({ min: 3, max: 6 }), fc.integer({ min: 0, max: 2 ** 31 - 1 }), (hexes, allies, enemies, seed) => {
        const units = Object.fromEntries([...allied.slice(0, allies), ...german.slice(0, enemies)].map((id, i) => [id, hexes[i] as string]));
        let state = given(arras, { brigade17: true }, scenario({ units, side: 'allied', phase: 'movement' }, { brigade17: true })).state;
        const dice = seededDice(seed);
        for (let step = 0; step < 12 && !state.outcome; step++) {
          undoable(state);
          const moves = arras.legal(state, 'allied').filter((c): c is Move => c.type === 'move');
          if (moves.length === 0) break;
          const occupied = new Set(Object.values(state.units).map((u) => u.hex));
          const stacked = stacksIn(state).flat();
          // where a stack has few ways off, try every move that could close one of them or stack again
          const ways = stacked.flatMap((id) => reachableHexes(state, id).map((r) => r.hex));
          if (stacked.length > 0 && ways.length <= 3) {
            risky++;
            for (const move of moves.filter((c) => ways.includes(end(c)) || occupied.has(end(c)))) {
              const next = after(state, move);
              if (!next.outcome) undoable(next);
            }
          }
          // walk on, stacking as often as allowed
          const stacking = moves.filter((c) => occupied.has(end(c)));
          state = after(state, drawOne(dice, stacking.length > 0 && dice.int(2) === 0 ? stacking : moves));
        }
      }),
      { numRuns: 300 },
    );
    expect(risky).toBeGreaterThan(20);
  });

  it('AR-7.2 in random movement phases, decide accepts a move to a hex exactly when legal offers one', () => {
    let stacked = 0;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (seed) => {
        let sampled = 0;
        playRandomGame(arras, { brigade17: true }, seededDice(seed), 5_000, ({ next }) => {
          const state = next as ArrasState;
          if (state.outcome || state.phase !== 'movement' || state.combat || sampled > 12) return;
          const hasStack = stacksIn(state).length > 0;
          if (!hasStack && Math.abs(seed + sampled) % 5 !== 0) return;
          sampled++;
          if (hasStack) stacked++;
          const offered = new Set(arras.legal(state, state.side).flatMap((c) => (c.type === 'move' ? [`${c.unit}>${c.path[c.path.length - 1]}`] : [])));
          const position = positionOf(state);
          const accepted = new Set<string>();
          for (const unit of Object.keys(state.units)) {
            if (sideOf(unit) !== state.side) continue;
            const search = searchMoves(state, unit, position);
            for (let to = 0; search && to < position.count.length; to++) {
              if (!reaches(search, to)) continue;
              if (arras.decide(state, { type: 'move', unit, path: pathTo(search, to) }, state.side, seededDice(1)).ok) accepted.add(`${unit}>${pathTo(search, to).at(-1)}`);
            }
          }
          for (const move of offered) if (!move.endsWith('>west')) expect([move, accepted.has(move)]).toEqual([move, true]);
          for (const move of accepted) expect([move, offered.has(move)]).toEqual([move, true]);
        });
      }),
      { numRuns: 30 },
    );
    expect(stacked).toBeGreaterThan(10);
  });
});
