import { execute, replay, scriptedDice } from '@wargames/engine';
import type { Command } from './commands';
import type { GrafSpeeEvent } from './events';
import { grafSpee } from './game';
import { DEFAULT_OPTIONS, type GrafSpeeOptions } from './options';
import { findLeaks, hiddenFacts } from './leak-check';
import type { GrafSpeeState } from './state';

type Step = readonly [role: 'german' | 'british', command: Record<string, unknown>, dice?: readonly number[]];

/** Plays a script through parseCommand/decide/evolve; every die must be used exactly. */
function play(steps: readonly Step[], options: GrafSpeeOptions = DEFAULT_OPTIONS): { state: GrafSpeeState; events: GrafSpeeEvent[] } {
  let state = grafSpee.setup(options);
  const events: GrafSpeeEvent[] = [];
  steps.forEach(([role, command, dice = []], i) => {
    const source = scriptedDice(dice);
    const result = execute(grafSpee, state, command, role, source);
    if (!result.ok) throw new Error(`step ${i} ${JSON.stringify(command)} refused: ${result.error.message}`);
    if (source.remaining() !== 0) throw new Error(`step ${i} left ${source.remaining()} dice unused`);
    expect(grafSpee.legal(state, role)).toContainEqual(result.value.command as Command);
    events.push(...(result.value.events as GrafSpeeEvent[]));
    state = result.value.state as GrafSpeeState;
  });
  return { state, events };
}

const DEAL = [1, 1, 1, 1, 1, 1, 1, 1]; // Atlantic 5: CV CV CA CA CA; Indian 4: CA dummy dummy BB
const setupSteps = (speeHex: string, ships: string[], atlantic = 5): Step[] => [
  ['german', { type: 'place-spee', speeHex }],
  ...ships.map((supplyHex): Step => ['german', { type: 'place-supply-ship', supplyHex }]),
  ['british', { type: 'deploy-british', atlantic, indian: 9 - atlantic }, DEAL],
];
const quietBritish = (): Step[] => [
  ['british', { type: 'end-movement' }],
  ['british', { type: 'end-air-search' }],
];
const speeMove = (path: string[], refuel = false): Step => ['german', { type: 'move-spee', path, refuel }];

describe('scripted full games', () => {
  /**
   * The German raids the icons B5, D4 and A3. GS-7.3: the first gives the sure 2 points; the later ones roll (5, 4)
   * by default, and give their sure points too under the once-per-icon variant.
   */
  const germanVictory = (options: GrafSpeeOptions): Step[] => {
    const laterIcon = (die: number): Step => ['german', { type: 'raid' }, options.surePointsPerIcon ? [] : [die]];
    return [
      ...setupSteps('B4', ['D4', 'B2', 'E3']),
      // Turn 1: to the B5 icon; the British brings a cruiser in and searches in vain.
      speeMove(['B5']),
      ['british', { type: 'draw-from-box', box: 'atlantic' }, [3]],
      ['british', { type: 'enter-map', to: 'B2' }],
      ...quietBritish(),
      ['german', { type: 'raid' }],
      // Turn 2: the D4 icon.
      speeMove(['C5', 'D4']),
      ['british', { type: 'move-piece', token: 't1', to: 'C3' }],
      ...quietBritish(),
      laterIcon(5),
      // Turn 3: refuel at D4 and run three hexes to the C2 icon; the cruiser is waiting there.
      speeMove(['D3', 'D2', 'C2'], true),
      ['british', { type: 'move-piece', token: 't1', to: 'C2' }],
      // Surface combat: the Spee sinks the CA (5, 6), the CA misses (1, 2): +2, no shadow.
      ['british', { type: 'end-movement' }, [5, 6, 1, 1, 2]],
      // Turn 4: B2 then A3, an icon. The British buys extra moves (die 2) for a point.
      speeMove(['B2', 'A3']),
      ['british', { type: 'buy-extra-moves' }, [2]],
      ...quietBritish(),
      laterIcon(4),
      // Turns 5–6: raids with the die on B3 and C4.
      speeMove(['B3']),
      ...quietBritish(),
      ['german', { type: 'raid' }, [5]],
      speeMove(['C4']),
      ...quietBritish(),
      ['german', { type: 'raid' }, [4]],
      // Turns 7–8: towards the Indian Ocean; one more good raid roll, then a failed one on B6.
      speeMove(['C5']),
      ...quietBritish(),
      ['german', { type: 'raid' }, [6]],
      speeMove(['C6', 'B6']),
      ...quietBritish(),
      ['german', { type: 'raid' }, [2]],
      // Turn 9: out into the Indian Ocean box (the exit costs 1 hex).
      speeMove(['indian']),
    ];
  };

  it.each([
    ['GS-7.3 sure points once in the whole game (default)', DEFAULT_OPTIONS, [true, false, false, false, false, false, false]],
    ['GS-7.3 variant: sure points once per icon', { surePointsPerIcon: true }, [true, true, true, false, false, false, false]],
  ])('a German victory: icons raided, a cruiser sunk, points bought, then an escape with 15+ points (GS-8.2); %s', (_name, options, sure) => {
    const { state, events } = play(germanVictory(options), options);
    expect(state.score).toBe(15);
    expect(grafSpee.outcome(state)).toMatchObject({ winner: 'german', reason: 'spee-exited', rule: 'GS-8.2' });
    expect(grafSpee.pending(state)).toEqual([]);
    expect(replay(grafSpee, options, events)).toEqual(state);
    const raids = events.filter((e) => e.type === 'raided');
    expect(raids.map((e) => e.points)).toEqual([2, 2, 2, 2, 2, 2, 0]);
    expect(raids.map((e) => e.icon)).toEqual(sure);
  });

  it('a British victory: shadowed and sunk, the GS-8.3 die taken from the score', () => {
    const { state, events } = play([
      ...setupSteps('A1', ['C3', 'D4', 'E5'], 9),
      // Turn 1: the Spee goes to A2; the British buys moves (die 2), and guesses right.
      speeMove(['A2']),
      ['british', { type: 'buy-extra-moves' }, [2]],
      ['british', { type: 'draw-from-box', box: 'atlantic' }, [4]],
      ['british', { type: 'enter-map', to: 'A2' }],
      // Combat: the Spee misses the CA (1, 2, 3); the CA hits once (6, 1): the Spee is damaged, the CA shadows.
      ['british', { type: 'end-movement' }, [1, 2, 3, 6, 1]],
      // Turn 2: damaged, one hex; shadowing reveals A3 before the British moves.
      speeMove(['A3']),
      ['british', { type: 'move-piece', token: 't1', to: 'A3' }],
      ['british', { type: 'draw-from-box', box: 'atlantic' }, [5]],
      ['british', { type: 'enter-map', to: 'A3' }],
      // Combat against two CAs (no target choice): the Spee damages one (5); one British 6 sinks the damaged Spee.
      ['british', { type: 'end-movement' }, [5, 1, 1, 6, 1, 1, 1, 2]],
    ]);
    expect(events.some((e) => e.type === 'spee-shadowed')).toBe(true);
    expect(events[events.length - 1]).toMatchObject({ type: 'game-ended', penaltyDie: 2, penalty: 2, score: 0 });
    expect(grafSpee.outcome(state)).toMatchObject({ winner: 'british', reason: 'spee-sunk', rule: 'GS-8.2' });
    expect(replay(grafSpee, DEFAULT_OPTIONS, events)).toEqual(state);
    // What the British saw of the whole game holds no secret he could not know at the end.
    let folded = grafSpee.setup(DEFAULT_OPTIONS);
    for (const event of events) {
      folded = grafSpee.evolve(folded, event);
      expect(findLeaks(grafSpee.redact(event, 'british'), hiddenFacts(folded, 'british'))).toEqual([]);
    }
  });
});
