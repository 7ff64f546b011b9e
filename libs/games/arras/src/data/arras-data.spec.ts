import rawArrasData from './arras.json';
import { ARRAS_DATA, ERR_BAD_GAME_DATA, loadArrasData, parseArrasData } from './arras-data';

const clone = (): Record<string, unknown> => JSON.parse(JSON.stringify(rawArrasData));

describe('the Arras data file (AR-2 Reconstruction)', () => {
  it('AR-2 the shipped file loads and holds a 10 × 8 flat-top odd-q map with Arras on 0503', () => {
    expect(ARRAS_DATA.map).toEqual({ columns: 10, rows: 8, layout: 'flat-top, odd-q', arras: '0503' });
  });

  it('AR-2.1 holds every counter of the table with its strength, MP and setup hex', () => {
    const table = ARRAS_DATA.counters.map((c) => [c.id, c.side, c.type, c.strength, c.movement, c.setup]);
    expect(table).toEqual([
      ['4RTR', 'allied', 'tank', 4, 4, '0403'],
      ['7RTR', 'allied', 'tank', 4, 4, '0304'],
      ['6DLI', 'allied', 'infantry', 2, 3, '0404'],
      ['8DLI', 'allied', 'infantry', 2, 3, '0305'],
      ['17Bde', 'allied', 'infantry', 3, 3, '0503'],
      ['3DLM-1', 'allied', 'tank', 3, 5, '0205'],
      ['3DLM-2', 'allied', 'tank', 3, 5, '0206'],
      ['25Pz-I', 'german', 'tank', 3, 6, '0906'],
      ['25Pz-II', 'german', 'tank', 3, 6, '0807'],
      ['6SR', 'german', 'infantry', 2, 4, '0706'],
      ['7SR', 'german', 'infantry', 2, 4, '0705'],
      ['7Kr', 'german', 'infantry', 1, 5, '0806'],
      ['SS-TK-1', 'german', 'infantry', 2, 3, '1004'],
      ['SS-TK-2', 'german', 'infantry', 2, 3, '1005'],
    ]);
    expect(ARRAS_DATA.counters.find((c) => c.id === '17Bde')?.option).toBe('brigade17');
    expect(ARRAS_DATA.gun88).toEqual({ id: '88', side: 'german', strength: 8 });
  });

  it('AR-2 the turn record track is row 8, columns 2–9, turns 1–8', () => {
    expect(ARRAS_DATA.turnTrack.map((box) => `${box.turn}:${box.hex}`)).toEqual(['1:0208', '2:0308', '3:0408', '4:0508', '5:0608', '6:0708', '7:0808', '8:0908']);
  });

  it('AR-8.4 the CRT is the reconstructed table, die 1–6 by column 1:2 … 4:1', () => {
    expect(ARRAS_DATA.crt.columns).toEqual(['1:2', '1:1', '2:1', '3:1', '4:1']);
    expect(ARRAS_DATA.crt.rows.map((row) => row.results.join(' '))).toEqual([
      'Ar Ar C D1 D1',
      'Ar C D1 D1 D2',
      'C D1 D1 D2 D2',
      'C D1 D2 Ex De',
      'D1 Ex Ex De De',
      'D1 D2 De De De',
    ]);
  });

  it('a road whose hexes are not adjacent is rejected with the field and the reason', () => {
    const data = clone() as { roads: { hexes: string[] }[] };
    (data.roads[0] as { hexes: string[] }).hexes[1] = '0808';
    const parsed = parseArrasData(data);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.error.code).toBe(ERR_BAD_GAME_DATA);
    expect(parsed.error.rule).toBe('roads[0].hexes[1]');
    expect(parsed.error.message).toContain('0503 and 0808 are not adjacent');
  });

  it('a counter set up off the map, two counters on one hex, or a CRT with a missing result are each rejected', () => {
    const offMap = clone() as { counters: { setup: string }[] };
    (offMap.counters[0] as { setup: string }).setup = '1109';
    expect(() => loadArrasData(offMap)).toThrow(/counters\[0\]\.setup.*1109.*off the map/);

    const stacked = clone() as { counters: { setup: string }[] };
    (stacked.counters[1] as { setup: string }).setup = '0403';
    expect(() => loadArrasData(stacked)).toThrow(/both set up on 0403/);

    const shortCrt = clone() as { crt: { rows: { results: string[] }[] } };
    shortCrt.crt.rows[2]?.results.pop();
    expect(() => loadArrasData(shortCrt)).toThrow(/CRT row 3 has 4 results for 5 columns/);
  });

  it('a wrong type or an unknown CRT result is rejected by the schema, naming the field', () => {
    const badStrength = clone() as { counters: Record<string, unknown>[] };
    (badStrength.counters[2] as Record<string, unknown>).strength = 'two';
    expect(() => loadArrasData(badStrength)).toThrow(/counters\[2\]\.strength/);

    const badResult = clone() as { crt: { rows: { results: string[] }[] } };
    (badResult.crt.rows[0] as { results: string[] }).results[0] = 'DX';
    expect(() => loadArrasData(badResult)).toThrow(/crt\.rows\[0\]\.results\[0\]/);

    expect(() => loadArrasData({})).toThrow(/Arras data file, field "map"/);
  });

  it('a river hexside between hexes that do not touch is rejected', () => {
    const data = clone() as { rivers: { hexsides: string[][] }[] };
    data.rivers[0]?.hexsides.push(['0101', '0303']);
    expect(() => loadArrasData(data)).toThrow(/0101 and 0303 share no hexside/);
  });
});
