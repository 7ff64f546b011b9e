import { given } from '@wargames/engine/testing';
import { arras } from './arras';
import { enemyZoc, hexIndex, hexLabel, positionOf } from './position';
import { scenario } from './test-scenario';

const covered = (zoc: readonly number[]) => [...zoc].flatMap((on, i) => (on ? [hexLabel(i)] : [])).sort();

describe('zones of control (AR-6.1)', () => {
  it('AR-6.1 every unit exerts a ZOC into its six adjacent hexes (fewer at the map edge)', () => {
    const state = given(arras, { brigade17: false }, scenario({ units: { '6DLI': '0503', '7SR': '0101' }, side: 'allied', phase: 'movement' })).state;
    const position = positionOf(state);
    expect(covered(position.zoc.allied)).toEqual(['0402', '0403', '0502', '0504', '0602', '0603']);
    expect(covered(position.zoc.german)).toEqual(['0102', '0201']);
    expect(covered(enemyZoc(position, 'allied'))).toEqual(['0102', '0201']);
    expect(position.occupant[hexIndex('0503') as number]).toBe('6DLI');
  });

  it('AR-6.1 / AR-6.5 a disrupted unit exerts no ZOC', () => {
    const state = given(arras, { brigade17: false }, scenario({ units: { '6DLI': '0503*', '7SR': '0705' }, side: 'allied', phase: 'movement' })).state;
    expect(covered(positionOf(state).zoc.allied)).toEqual([]);
    expect(covered(positionOf(state).zoc.german)).toEqual(['0604', '0605', '0704', '0706', '0804', '0805']);
  });
});
