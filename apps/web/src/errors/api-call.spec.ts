import { WargamesApiError } from '@wargames/sdk';
import { idleCall, runApiCall, type AfterCall, type ApiCallState } from './api-call';

const statesOf = async (call: () => Promise<unknown>, after: AfterCall) => {
  const states: ApiCallState<string>[] = [];
  await runApiCall('british', call, after, (state) => states.push(state));
  return states;
};

describe('runApiCall: the states a control goes through when it calls the API', () => {
  const taken = new WargamesApiError('ERR_SEAT_TAKEN', 'role', 'the british seat has been claimed already', 409);

  it('given a call that fails, when it runs, then the button that started it comes back and the failure is kept', async () => {
    for (const after of ['leaves', 'stays'] as const) {
      expect(await statesOf(() => Promise.reject(taken), after)).toEqual([
        { pending: 'british', error: null },
        { pending: null, error: taken },
      ]);
    }
  });

  it('given a control that leaves the page on success, then its button stays disabled (no second send before the page changes)', async () => {
    expect(await statesOf(() => Promise.resolve('game-1'), 'leaves')).toEqual([{ pending: 'british', error: null }]);
  });

  it('given a control that stays on the page, then its buttons come back once the call is done', async () => {
    expect(await statesOf(() => Promise.resolve(), 'stays')).toEqual([{ pending: 'british', error: null }, idleCall]);
  });

  it('never throws: the failure is only kept to be told', async () => {
    await expect(runApiCall(true, () => Promise.reject(new Error('boom')), 'stays', () => undefined)).resolves.toBeUndefined();
  });

  it('clears the last failure as soon as a new call starts', async () => {
    const states: ApiCallState<number>[] = [];
    await runApiCall(1, () => Promise.reject(taken), 'stays', (state) => states.push(state));
    await runApiCall(2, () => Promise.resolve(), 'stays', (state) => states.push(state));
    expect(states.map((state) => [state.pending, state.error])).toEqual([
      [1, null],
      [null, taken],
      [2, null],
      [null, null],
    ]);
  });
});
