import { ToldRows, type MoveListStep } from './told-rows';
import type { NarratedEvent } from './useNarrator';

/** Steps 0…count-1, one event each (the set-up step none), as frames arriving in a replay give them. */
const stepsOf = (count: number): MoveListStep[] =>
  Array.from({ length: count }, (_, step) => ({ step, entries: step === 0 ? [] : [{ seq: step, event: { type: `event-${step}` } }] }));

/** A narrator that counts what it told. */
function countingNarrator() {
  const told: string[] = [];
  const tellEvent = (event: { readonly type: string }) => {
    told.push(event.type);
    return { narration: { type: event.type }, told: { text: event.type } } as unknown as NarratedEvent;
  };
  return { told, tellEvent };
}

describe('ToldRows: a move list growing while its frames arrive', () => {
  it('cuts the steps into groups of rows, each row with its events told', () => {
    const { tellEvent } = countingNarrator();
    const groups = new ToldRows(tellEvent, 50).grouped(stepsOf(120));
    expect(groups.map((group) => group.length)).toEqual([50, 50, 20]);
    expect(groups[2]?.[19]).toMatchObject({ step: 119, lines: [{ narration: { type: 'event-119' } }] });
    expect(groups[0]?.[0]).toEqual({ step: 0, lines: [] });
  });

  it('tells only the steps of a new batch, and gives the rows and groups that did not change as the same objects', () => {
    const { told, tellEvent } = countingNarrator();
    const rows = new ToldRows(tellEvent, 50);
    const steps = stepsOf(320);
    const first = rows.grouped(steps.slice(0, 120));
    expect(told).toHaveLength(119);

    told.length = 0;
    const second = rows.grouped(steps.slice(0, 320));
    // Steps 120…319 only: the 200 frames of the batch.
    expect(told).toEqual(steps.slice(120).map((step) => `event-${step.step}`));
    expect(second[0]).toBe(first[0]);
    expect(second[1]).toBe(first[1]);
    // The group that was filling has new rows: a new group, with its old rows kept.
    expect(second[2]).not.toBe(first[2]);
    expect(second[2]?.[0]).toBe(first[2]?.[0]);
    expect(second.map((group) => group.length)).toEqual([50, 50, 50, 50, 50, 50, 20]);

    // The whole list once more (the last frame arrived, or the step changed): nothing told, nothing new.
    told.length = 0;
    const third = rows.grouped(steps.slice(0, 320).map((step) => ({ ...step })));
    expect(told).toEqual([]);
    third.forEach((group, i) => expect(group).toBe(second[i]));
  });

  it('tells a step again when the same entries come under another step number', () => {
    const { told, tellEvent } = countingNarrator();
    const rows = new ToldRows(tellEvent, 50);
    const entries = [{ seq: 7, event: { type: 'event-7' } }];
    rows.grouped([{ step: 7, entries }]);
    expect(rows.grouped([{ step: 8, entries }])[0]?.[0]?.step).toBe(8);
    expect(told).toEqual(['event-7', 'event-7']);
  });
});
