import { ok } from './result';
import { raceToTen } from './race-to-ten.fixture';
import { given } from './testing';

describe('given/when', () => {
  it('folds the given events, then decides the command with scripted dice', () => {
    const scenario = given(raceToTen, {}, [{ type: 'added', by: 'odd', amount: 2 }]);
    expect(scenario.state.total).toBe(2);
    expect(scenario.when('even', { type: 'gamble' }, [2])).toEqual(ok([{ type: 'added', by: 'even', amount: 1, die: 2 }]));
  });

  it('passes the command through parseCommand first', () => {
    expect(given(raceToTen, {}).when('odd', { type: 'jump' })).toMatchObject({ ok: false, error: { code: 'ERR_MALFORMED_COMMAND' } });
  });
});
