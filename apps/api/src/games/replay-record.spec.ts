import { execute, seededDice } from '@wargames/engine';
import { ApiError } from '../errors/api-error';
import { hideAndSeek } from '../testing/hide-and-seek-game';
import { COMMAND_ENVELOPE_TYPE } from './command-envelope';
import type { GameRecord } from './game-record';
import { recordingDice } from './recorded-dice';
import { replayRecord } from './replay-record';

/** A finished one-round record, played with the engine itself. */
function playedRecord(): GameRecord {
  const source = seededDice(9);
  let state: unknown = hideAndSeek.setup({ rounds: 1 });
  const steps: GameRecord['steps'] = [];
  for (const [actor, command] of [['hider', { type: 'hide', cell: 2 }], ['seeker', { type: 'seek', cell: 5 }]] as const) {
    const dice = recordingDice(source);
    const executed = execute(hideAndSeek, state, command, actor, dice);
    if (!executed.ok) throw new Error('setup failed');
    steps.push({ actor, command, dice: dice.draws.map(([b, v]) => [b, v] as [number, number]), events: JSON.parse(JSON.stringify(executed.value.events)) });
    state = executed.value.state;
  }
  return { format: 'wargames-record', formatVersion: 1, gameType: 'hide-and-seek', options: { rounds: 1 }, outcome: hideAndSeek.outcome(state as ReturnType<typeof hideAndSeek.setup>), steps };
}

function refusal(record: GameRecord): unknown {
  try {
    replayRecord(hideAndSeek, record);
  } catch (error) {
    if (error instanceof ApiError) return error.toBody();
    throw error;
  }
  return 'accepted';
}

describe('replayRecord', () => {
  it('accepts a finished record and gives one envelope and the events for each step', () => {
    const replayed = replayRecord(hideAndSeek, playedRecord());
    expect(replayed.rows.map((row) => row.type)).toEqual([COMMAND_ENVELOPE_TYPE, 'hidden', COMMAND_ENVELOPE_TYPE, 'sought']);
    expect(replayed.outcome).toMatchObject({ winner: 'hider', rule: 'T-3' });
    expect(replayed.rows[0]?.payload).toMatchObject({ actor: 'hider', commandId: 'import-1', command: { type: 'hide', cell: 2 } });
  });

  it('refuses an illegal step, naming it', () => {
    const record = playedRecord();
    record.steps[1] = { ...(record.steps[1] as GameRecord['steps'][number]), actor: 'hider' };
    expect(refusal(record)).toMatchObject({ code: 'ERR_ILLEGAL_RECORD', rule: 'steps.1', message: expect.stringContaining('ERR_NOT_YOUR_TURN (T-1)') });
  });

  it('refuses dice that do not fit: missing, extra, or drawn with another bound', () => {
    const change = (dice: [number, number][]) => {
      const record = playedRecord();
      record.steps[0] = { ...(record.steps[0] as GameRecord['steps'][number]), dice };
      return refusal(record);
    };
    expect(change([])).toMatchObject({ code: 'ERR_ILLEGAL_RECORD', rule: 'steps.0' });
    expect(change([[6, 1], [6, 1]])).toMatchObject({ code: 'ERR_ILLEGAL_RECORD', message: expect.stringContaining('unused') });
    expect(change([[4, 1]])).toMatchObject({ code: 'ERR_ILLEGAL_RECORD', message: expect.stringContaining('0..3') });
  });

  it('refuses other events than the steps give, another outcome, an unfinished game and steps after the end', () => {
    const events = playedRecord();
    events.steps[1] = { ...(events.steps[1] as GameRecord['steps'][number]), events: [{ type: 'sought', found: true }] };
    expect(refusal(events)).toMatchObject({ rule: 'steps.1', message: expect.stringContaining('recorded events') });
    expect(refusal({ ...playedRecord(), outcome: { winner: 'seeker', reason: 'x', rule: 'T-3', message: 'x' } })).toMatchObject({ rule: 'outcome' });
    const unfinished = playedRecord();
    unfinished.steps.pop();
    expect(refusal(unfinished)).toMatchObject({ rule: 'steps' });
    const tooLong = playedRecord();
    tooLong.steps.push({ actor: 'hider', command: { type: 'hide', cell: 1 }, dice: [] });
    expect(refusal(tooLong)).toMatchObject({ rule: 'steps.2', message: expect.stringContaining('after the end') });
  });

  it('refuses malformed options and two steps with one command id', () => {
    expect(refusal({ ...playedRecord(), options: { rounds: 'two' } })).toMatchObject({ code: 'ERR_MALFORMED_OPTIONS' });
    const twice = playedRecord();
    twice.steps = twice.steps.map((step) => ({ ...step, commandId: 'same' }));
    expect(refusal(twice)).toMatchObject({ code: 'ERR_MALFORMED_RECORD', rule: 'steps.commandId' });
  });
});
