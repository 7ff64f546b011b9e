import { playRandomGame, replay, seededDice } from '@wargames/engine';
import fc from 'fast-check';
import { board } from './board';
import { BRITISH_KINDS } from './data/board-data';
import type { KindCounts } from './events';
import { grafSpee } from './game';
import { DEFAULT_OPTIONS } from './options';
import { findLeaks, hiddenFacts } from './leak-check';
import { huntingPlay } from './spec-hunting-play';
import { auditStep, countSituations, type Coverage } from './spec-leak-audit';
import { interference, speeTwin } from './spec-twins';
import type { GrafSpeeState } from './state';

const seed = fc.integer({ min: 0, max: 2 ** 31 - 1 });
/** Both GS-7.3 rules: the sure points once in the game (default) or once per icon. */
const options = fc.record({ surePointsPerIcon: fc.boolean() });

describe('properties over random setups and random legal play', () => {
  it('no legal command is ever refused, every accepted command yields events, and pending roles always have a choice', () => {
    fc.assert(
      fc.property(seed, options, (s, chosen) => {
        const game = playRandomGame(grafSpee, chosen, seededDice(s), 5_000, ({ state, role, command, events }) => {
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

  it('GS-1 the nine British pieces are conserved: map, boxes, the drawn piece, sunk and removed dummies; never more of a kind', () => {
    const all = (c: KindCounts): number => c.BB + c.CV + c.CA + c.dummy;
    fc.assert(
      fc.property(seed, fc.constantFrom(0, 0.5), (s, huntRate) => {
        huntingPlay(grafSpee, s, ({ next }) => {
          if (!next.britishDeployed) return;
          const kinds: KindCounts[] = [next.boxes.atlantic.ready, next.boxes.atlantic.returned, next.boxes.indian.ready, next.boxes.indian.returned];
          const here = { BB: 0, CV: 0, CA: 0, dummy: 0 };
          for (const kind of [...next.pieces.map((p) => p.kind), ...(next.drawn ? [next.drawn.kind] : [])]) here[kind]++;
          kinds.push(here);
          const total = kinds.reduce((sum, c) => sum + all(c), 0) + next.britishLosses.sunk + next.britishLosses.dummiesRemoved;
          expect(total).toBe(9);
          for (const kind of BRITISH_KINDS) expect(kinds.reduce((sum, c) => sum + c[kind], 0)).toBeLessThanOrEqual(board.piece(kind).count);
          expect(next.movesMade).toBeLessThanOrEqual(next.movesAllowed);
        }, huntRate);
      }),
      { numRuns: 40 },
    );
  });

  it('folding the events from setup reproduces the state', () => {
    fc.assert(
      fc.property(seed, options, (s, chosen) => {
        const game = playRandomGame(grafSpee, chosen, seededDice(s));
        expect(replay(grafSpee, chosen, game.events)).toEqual(game.state);
        expect(JSON.parse(JSON.stringify(game.events))).toEqual(game.events);
      }),
      { numRuns: 150 },
    );
  });

  it('no leak: views, redacted events, legal hints and refusals never hold what that viewer may not know (GS-9)', () => {
    fc.assert(
      fc.property(seed, fc.constantFrom(0, 0.5), options, (s, huntRate, chosen) => {
        const probeDice = seededDice(s + 1);
        huntingPlay(grafSpee, s, (step) => {
          const leaks = auditStep(grafSpee, step, probeDice);
          if (leaks.length > 0) throw new Error(leaks.slice(0, 3).join('\n'));
        }, huntRate, { options: chosen });
      }),
      { numRuns: 40 },
    );
  });

  it('no interference: what each side is shown is the same whatever the other side hides (GS-9)', () => {
    fc.assert(
      fc.property(seed, (s) => {
        const probeDice = seededDice(s + 1);
        huntingPlay(grafSpee, s, (step) => {
          const found = interference(grafSpee, step, probeDice);
          if (found.length > 0) throw new Error(found[0]);
        });
      }),
      { numRuns: 40 },
    );
  });

  it('the audited games go through every situation that reveals or hides something', () => {
    const coverage: Coverage = {};
    let speeTwins = 0;
    let setupTwins = 0;
    for (let s = 0; s < 30; s++) {
      const probeDice = seededDice(s + 1);
      huntingPlay(grafSpee, s, (step) => {
        countSituations(step, coverage);
        expect(auditStep(grafSpee, step, probeDice)).toEqual([]);
        if (speeTwin(step.next)?.speeHex !== step.next.speeHex) speeTwins++;
        if (step.next.phase === 'setup' && step.next.speeHex !== null && speeTwin(step.next)?.speeHex !== step.next.speeHex) setupTwins++;
      }, s % 3 === 0 ? 0 : 0.5);
    }
    const situations = [
      'found by surface', 'found by air', 'air-attack', 'air-searched', 'surface combat', 'damaged piece to the Atlantic',
      'dummies-removed', 'target-required', 'spee-shadowed', 'shadowed move', 'raid on an icon', 'raid with a die',
      'raid-declined', 'refuelled', 'piece-drawn', 'piece-returned', 'extra-moves-bought', 'spee-exited', 'scuttled',
    ];
    expect(situations.filter((situation) => !coverage[situation])).toEqual([]);
    // The twins really move the Spee while her hex is secret, so the British side of non-interference is not vacuous.
    expect(speeTwins).toBeGreaterThan(100);
    // GS-3.4: so do they during setup, once the German has placed the Spee.
    expect(setupTwins).toBeGreaterThan(30);
  });

  it('the leak check is not blind: the German view and full events, shown to the British, are caught', () => {
    let caught = 0;
    playRandomGame(grafSpee, DEFAULT_OPTIONS, seededDice(7), 5_000, ({ next }) => {
      const st = next as GrafSpeeState;
      const facts = hiddenFacts(st, 'british');
      if (facts.speeHexes.includes(st.speeHex ?? '') && findLeaks(grafSpee.view(st, 'german'), facts).length > 0) caught++;
    });
    expect(caught).toBeGreaterThan(0);
  });
});
