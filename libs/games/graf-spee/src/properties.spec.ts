import { playRandomGame, replay, seededDice } from '@wargames/engine';
import fc from 'fast-check';
import type { GrafSpeeEvent } from './events';
import { grafSpee } from './game';
import { findLeaks, hiddenFacts } from './leak-check';
import type { GrafSpeeState } from './state';

const seed = fc.integer({ min: 0, max: 2 ** 31 - 1 });
const VIEWERS = ['german', 'british', 'spectator'] as const;

describe('properties over random setups and random legal play', () => {
  it('no legal command is ever refused, every accepted command yields events, and pending roles always have a choice', () => {
    fc.assert(
      fc.property(seed, (s) => {
        const game = playRandomGame(grafSpee, {}, seededDice(s), 5_000, ({ state, role, command, events }) => {
          const st = state as GrafSpeeState;
          if (events.length === 0) throw new Error(`no events for ${JSON.stringify(command)}`);
          const parsed = grafSpee.parseCommand(command);
          if (!parsed.ok || JSON.stringify(parsed.value) !== JSON.stringify(command)) throw new Error(`legal command does not parse: ${JSON.stringify(command)}`);
          for (const other of grafSpee.roles) {
            if (!grafSpee.pending(st).includes(other) && grafSpee.legal(st, other).length > 0) throw new Error(`${other} not pending but has commands`);
          }
          if (!grafSpee.pending(st).includes(role)) throw new Error(`${role} acted while not pending`);
        });
        expect(game.ended).toBe(true);
        expect(grafSpee.pending(game.state as GrafSpeeState)).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });

  it('folding the events from setup reproduces the state', () => {
    fc.assert(
      fc.property(seed, (s) => {
        const game = playRandomGame(grafSpee, {}, seededDice(s));
        expect(replay(grafSpee, {}, game.events)).toEqual(game.state);
        expect(JSON.parse(JSON.stringify(game.events))).toEqual(game.events);
      }),
      { numRuns: 150 },
    );
  });

  it('no leak: views and redacted events never hold what that viewer may not know at that step (GS-9)', () => {
    fc.assert(
      fc.property(seed, (s) => {
        playRandomGame(grafSpee, {}, seededDice(s), 5_000, ({ state, events, next }) => {
          let folded = state as GrafSpeeState;
          for (const event of events as GrafSpeeEvent[]) {
            folded = grafSpee.evolve(folded, event);
            for (const viewer of VIEWERS) {
              const leaks = findLeaks(grafSpee.redact(event, viewer), hiddenFacts(folded, viewer));
              if (leaks.length > 0) throw new Error(`${viewer} event ${JSON.stringify(event)} leaks ${JSON.stringify(leaks)}`);
            }
          }
          for (const viewer of VIEWERS) {
            const nextState = next as GrafSpeeState;
            const leaks = findLeaks(grafSpee.view(nextState, viewer), hiddenFacts(nextState, viewer));
            if (leaks.length > 0) throw new Error(`${viewer} view leaks ${JSON.stringify(leaks)}`);
          }
          // The legal-move hints of each side are drawn from its own knowledge only.
          const nextState = next as GrafSpeeState;
          const hints = findLeaks(grafSpee.legal(nextState, 'british'), hiddenFacts(nextState, 'british'));
          if (hints.length > 0) throw new Error(`british hints leak ${JSON.stringify(hints)}`);
        });
      }),
      { numRuns: 60 },
    );
  });

  it('the leak check is not blind: the German view and full events, shown to the British, are caught', () => {
    let caught = 0;
    playRandomGame(grafSpee, {}, seededDice(7), 5_000, ({ next }) => {
      const st = next as GrafSpeeState;
      const facts = hiddenFacts(st, 'british');
      if (facts.speeHexes.includes(st.speeHex ?? '') && findLeaks(grafSpee.view(st, 'german'), facts).length > 0) caught++;
    });
    expect(caught).toBeGreaterThan(0);
  });
});
