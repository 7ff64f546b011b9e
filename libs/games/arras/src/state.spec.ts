import { setup } from './state';

describe('setup (AR-2.2, AR-3)', () => {
  it('AR-3.1 every unit starts on its setup hex, undisrupted', () => {
    const state = setup({ brigade17: false });
    expect(Object.fromEntries(Object.entries(state.units).map(([id, u]) => [id, u.hex]))).toEqual({
      '4RTR': '0403',
      '7RTR': '0304',
      '6DLI': '0404',
      '8DLI': '0305',
      '3DLM-1': '0205',
      '3DLM-2': '0206',
      '25Pz-I': '0906',
      '25Pz-II': '0807',
      '6SR': '0706',
      '7SR': '0705',
      '7Kr': '0806',
      'SS-TK-1': '1004',
      'SS-TK-2': '1005',
    });
    expect(Object.values(state.units).every((u) => u.status === 'map' && !u.disrupted)).toBe(true);
  });

  it('AR-2.2 the 17th Brigade is in play, in Arras, only with the option', () => {
    expect(setup({ brigade17: false }).units['17Bde']).toBeUndefined();
    expect(setup({ brigade17: true }).units['17Bde']).toEqual({ hex: '0503', status: 'map', disrupted: false });
  });

  it('AR-3.1 / AR-3.2 the 88 starts off the map, ready; the turn marker on 1; the Allies name their first phase', () => {
    const state = setup({ brigade17: false });
    expect(state.gun88).toBe('ready');
    expect(state.units['88']).toBeUndefined();
    expect(state.turn).toBe(1);
    expect(state.side).toBe('allied');
    expect(state.phase).toBeNull();
    expect(state.outcome).toBeNull();
  });
});
