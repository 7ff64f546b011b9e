import { seededDice } from '@wargames/engine';
import { DiceReplayError, recordingDice, replayingDice } from './recorded-dice';

describe('recorded dice', () => {
  it('replays exactly what was drawn', () => {
    const recorder = recordingDice(seededDice(3));
    const first = [recorder.int(6), recorder.int(6), recorder.int(29)];
    const replay = replayingDice(recorder.draws);
    expect([replay.int(6), replay.int(6), replay.int(29)]).toEqual(first);
    expect(replay.remaining()).toBe(0);
  });

  it('refuses a draw beyond the record', () => {
    const replay = replayingDice([[6, 2]]);
    replay.int(6);
    expect(() => replay.int(6)).toThrow(DiceReplayError);
  });

  it('refuses a draw with another bound than recorded', () => {
    expect(() => replayingDice([[6, 2]]).int(3)).toThrow(/0\.\.5.*0\.\.2/);
  });
});
