import { arrasModifier, columnLabel, gunModifier, crtResult, modifiedDie, oddsColumn, shiftColumn } from './combat-table';

const odds = (attack: number, defence: number) => columnLabel(oddsColumn(attack, defence));

describe('the combat table (AR-8.1 – AR-8.4)', () => {
  it('AR-8.1 odds are rounded in the defender\'s favour (attack ÷ defence rounded down)', () => {
    expect(odds(2, 2)).toBe('1:1');
    expect(odds(3, 2)).toBe('1:1');
    expect(odds(5, 2)).toBe('2:1');
    expect(odds(11, 3)).toBe('3:1');
    expect(odds(8, 3)).toBe('2:1');
    expect(odds(4, 1)).toBe('4:1');
  });

  it('AR-8.1 below 1:1 falls to the 1:2 column; below 1:2 uses 1:2 and above 4:1 uses 4:1', () => {
    expect(odds(3, 4)).toBe('1:2');
    expect(odds(1, 2)).toBe('1:2');
    expect(odds(1, 4)).toBe('1:2');
    expect(odds(9, 2)).toBe('4:1');
    expect(odds(14, 1)).toBe('4:1');
  });

  it('AR-8.1 / AR-8.2 shifts apply after the clamp and cannot pass either end', () => {
    expect(columnLabel(shiftColumn(oddsColumn(1, 4), 1))).toBe('1:1');
    expect(columnLabel(shiftColumn(oddsColumn(3, 1), 1))).toBe('4:1');
    expect(columnLabel(shiftColumn(oddsColumn(9, 1), 1))).toBe('4:1');
    expect(columnLabel(shiftColumn(oddsColumn(1, 2), -1))).toBe('1:2');
  });

  it('AR-8.3 −1 on the die when the defender is in Arras; a modified 0 reads as 1', () => {
    expect(arrasModifier('0503')).toBe(-1);
    expect(arrasModifier('0504')).toBe(0);
    // AR-8.8: the 88's targets get it only when every one of them stands in Arras
    expect(gunModifier(['0503'])).toBe(-1);
    expect(gunModifier(['0503', '0604'])).toBe(0);
    expect(gunModifier([])).toBe(0);
    expect(modifiedDie(1, -1)).toBe(1);
    expect(modifiedDie(4, -1)).toBe(3);
    expect(modifiedDie(6, 0)).toBe(6);
  });

  it('AR-8.4 every result is read from the table by column and die', () => {
    expect([1, 2, 3, 4, 5, 6].map((die) => crtResult(0, die))).toEqual(['Ar', 'Ar', 'C', 'C', 'D1', 'D1']);
    expect([1, 2, 3, 4, 5, 6].map((die) => crtResult(1, die))).toEqual(['Ar', 'C', 'D1', 'D1', 'Ex', 'D2']);
    expect([1, 2, 3, 4, 5, 6].map((die) => crtResult(2, die))).toEqual(['C', 'D1', 'D1', 'D2', 'Ex', 'De']);
    expect([1, 2, 3, 4, 5, 6].map((die) => crtResult(3, die))).toEqual(['D1', 'D1', 'D2', 'Ex', 'De', 'De']);
    expect([1, 2, 3, 4, 5, 6].map((die) => crtResult(4, die))).toEqual(['D1', 'D2', 'D2', 'De', 'De', 'De']);
  });
});
