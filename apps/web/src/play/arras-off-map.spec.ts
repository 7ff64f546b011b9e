import { arrasOffMap } from './arras-off-map';
import { board, viewWith } from './arras-off-map.fixture';

describe('the units off the Arras map', () => {
  it('sorts eliminated units by side and keeps the exits apart (AR-8.4, AR-8.6, AR-4.1)', () => {
    const offMap = arrasOffMap(board, viewWith({ '4RTR': 'map', '6DLI': 'eliminated', '3DLM-1': 'eliminated', '7Kr': 'exited', 'SS-TK-1': 'eliminated' }));
    expect(offMap.alliedLosses.map((unit) => unit.id)).toEqual(['6DLI', '3DLM-1']);
    expect(offMap.germanLosses.map((unit) => unit.id)).toEqual(['SS-TK-1']);
    expect(offMap.exited.map((unit) => unit.id)).toEqual(['7Kr']);
  });

  it('counts nothing for a unit still on the map or not in play (the 17th Brigade without its option, AR-2.2)', () => {
    const offMap = arrasOffMap(board, viewWith({ '4RTR': 'map', '6DLI': 'map', '3DLM-1': 'map', '7Kr': 'map', 'SS-TK-1': 'map' }));
    expect(offMap).toEqual({ alliedLosses: [], germanLosses: [], exited: [] });
  });
});
