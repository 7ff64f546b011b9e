import { playRandomGame, replay, seededDice } from '@wargames/engine';
import fc from 'fast-check';
import { arras } from './arras';
import type { ArrasCommand } from './commands';
import { LAST_TURN } from './decide';
import type { ArrasEvent } from './events';
import { checkMovePath, reachableHexes } from './movement';
import { positionOf } from './position';
import type { ArrasState } from './state';

const occupiedTwice = (state: ArrasState): string[] => {
  const seen = new Set<string>();
  const twice: string[] = [];
  for (const unit of Object.values(state.units)) {
    if (unit.hex === null) continue;
    if (seen.has(unit.hex)) twice.push(unit.hex);
    seen.add(unit.hex);
  }
  return twice;
};

describe('random legal play (fast-check)', () => {
  it('is never rejected, never throws, always ends by turn 8, and replays to the same state', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.boolean(), (seed, brigade17) => {
        const options = { brigade17 };
        const game = playRandomGame(arras, options, seededDice(seed), 5_000, ({ command, events, next }) => {
          // every accepted command yields at least one event (the event store relies on it) and parses at the edge
          expect(events.length).toBeGreaterThan(0);
          expect(arras.parseCommand(command)).toEqual({ ok: true, value: command });
          const state = next as ArrasState;
          expect(state.turn).toBeLessThanOrEqual(LAST_TURN);
          // AR-7.2: no stacking, ever
          expect(occupiedTwice(state)).toEqual([]);
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
