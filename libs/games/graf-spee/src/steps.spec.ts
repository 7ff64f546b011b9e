import { playRandomGame, seededDice } from '@wargames/engine';
import { grafSpee } from './game';
import { DEFAULT_OPTIONS } from './options';
import { PHASES, type GrafSpeeState } from './state';
import { PHASE_INFO, steps } from './steps';
import { viewSchema } from './view-schema';

describe('steps: every phase named with its rule', () => {
  it('GS-3.5 every phase value has a step with its rule id and a one-line description, and no step is unknown', () => {
    expect(steps.map((step) => step.id)).toEqual([...PHASES]);
    expect(viewSchema.shape.phase.options).toEqual([...PHASES]);
    for (const step of steps) {
      expect(step.rule).toMatch(/^GS-\d+(\.\d+)?$/);
      expect(step.description.length).toBeGreaterThan(20);
      expect(step.description).not.toContain('\n');
    }
    expect(grafSpee.steps).toBe(steps);
  });

  it('GS-3.5 every phase a played game goes through is listed, and refusals name the step in words', () => {
    const seen = new Set<string>();
    for (let seed = 0; seed < 20; seed++) {
      playRandomGame(grafSpee, DEFAULT_OPTIONS, seededDice(seed), 5_000, ({ next }) => seen.add((next as GrafSpeeState).phase));
    }
    const listed = new Set(steps.map((step) => step.id));
    expect([...seen].filter((phase) => !listed.has(phase))).toEqual([]);
    const refused = grafSpee.decide(grafSpee.setup(DEFAULT_OPTIONS), { type: 'raid' }, 'german', seededDice(1));
    expect(refused).toMatchObject({ ok: false, error: { code: 'ERR_WRONG_STEP', message: expect.stringContaining(`${PHASE_INFO.raid.name}, but the step now is ${PHASE_INFO.setup.name}`) } });
  });
});
