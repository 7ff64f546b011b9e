import { renderWithMessages } from '../../test/render-with-messages';
import { OddsFigureList, type OddsFigures } from './OddsPreview';
import { RaidFigureList, type RaidFigures } from './RaidFigureList';

/** An attack's figures as the API's Arras preview sends them (libs/games/arras/src/preview.ts). */
const attack: OddsFigures = {
  kind: 'attack',
  attackers: ['SS-TK-2', '7Kr'],
  defenders: ['17Bde'],
  attack: 6,
  defence: 4,
  oddsColumn: '1:1',
  column: '1:1',
  shifts: [],
  modifiers: [],
  results: ['Ar', 'C', 'D1', 'D1', 'Ex', 'D2'],
  gunMayFire: false,
  retreats: [
    { result: 'Ar', eliminated: [], mayBeEliminated: ['7Kr'] },
    { result: 'D1', eliminated: ['17Bde'], mayBeEliminated: [] },
  ],
  // German attackers: their retreat or loss panics Rommel (AR-8.6).
  marker: [
    { result: 'Ar', from: 6, least: 8, most: 8, alliesWin: 'sometimes' },
    { result: 'Ex', from: 6, least: 6, most: 6, alliesWin: 'always' },
  ],
  rules: ['AR-8.1', 'AR-8.4', 'AR-8.5', 'AR-8.6'],
};

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('the odds of an attack or of the 88 (AR-8.1 – AR-8.5, AR-8.8)', () => {
  it('AR-8.5 names, under each retreat result, the units it would or might eliminate, in every language', () => {
    const en = text(renderWithMessages('en', <OddsFigureList figures={attack} />));
    expect(en).toContain('1 Ar Attacker retreats 7Kr may be eliminated, depending on the retreat paths chosen ( AR-8.5 )');
    expect(en).toContain('3 D1 Defender retreats 1 17Bde cannot retreat and is eliminated ( AR-8.5 )');
    expect(en).toContain('4 D1 Defender retreats 1 17Bde cannot retreat and is eliminated');
    expect(en).toMatch(/6 D2 Defender retreats 2 Rules/);
    const two = text(renderWithMessages('en', <OddsFigureList figures={{ ...attack, retreats: [{ result: 'D1', eliminated: ['17Bde', '3DLM-1'], mayBeEliminated: [] }] }} />));
    expect(two).toContain('17Bde + 3DLM-1 cannot retreat and are eliminated');
    expect(text(renderWithMessages('ko', <OddsFigureList figures={attack} />))).toContain('17Bde: 퇴각할 수 없어 제거됩니다');
    expect(text(renderWithMessages('ja', <OddsFigureList figures={attack} />))).toContain('7Krは選ぶ退却経路によっては除去されます');
  });

  it('AR-8.6 says where each result moves the turn marker, and when the Allies win by it, in every language', () => {
    const en = text(renderWithMessages('en', <OddsFigureList figures={attack} />));
    expect(en).toContain('retreat paths chosen ( AR-8.5 ) Turn marker 6 → 8, or past 8 and the Allies win, by the choices made ( AR-8.6 ) 2 C');
    expect(en).toContain('5 Ex Exchange Turn marker past 8: the Allies win ( AR-8.6 )');
    const ranged = text(renderWithMessages('en', <OddsFigureList figures={{ ...attack, marker: [{ result: 'D1', from: 2, least: 3, most: 5, alliesWin: 'never' }] }} />));
    expect(ranged).toContain('Defender retreats 1 17Bde cannot retreat and is eliminated ( AR-8.5 ) Turn marker 2 → 3–5 ( AR-8.6 )');
    expect(text(renderWithMessages('ko', <OddsFigureList figures={attack} />))).toContain('턴 마커가 8을 넘어 연합군 승리');
    expect(text(renderWithMessages('ja', <OddsFigureList figures={attack} />))).toContain('ターンマーカー6→8、選択によっては8を越えて連合軍の勝利');
  });

  it('AR-8.8 says, when the 88 may fire first, that the results are those of the attack as declared', () => {
    const en = text(renderWithMessages('en', <OddsFigureList figures={{ ...attack, gunMayFire: true }} />));
    expect(en).toContain('The German may fire the 88 at your tanks first ( AR-8.8 ); the results below are the attack’s with every unit you declared.');
    expect(text(renderWithMessages('en', <OddsFigureList figures={attack} />))).not.toContain('AR-8.8');
  });

  it('AR-8.8 says a result against the 88 is ignored rather than that the attacker retreats', () => {
    const gun: OddsFigures = { ...attack, kind: 'gun', attackers: ['88'], defenders: ['4RTR', '7RTR'], attack: 8, defence: 8, results: ['Ar', 'Ar', 'C', 'D1', 'D1', 'Ex'], retreats: [], marker: [], rules: ['AR-8.8', 'AR-8.4'] };
    const en = text(renderWithMessages('en', <OddsFigureList figures={gun} />));
    expect(en).toContain('1 Ar No effect: a result against the 88 is ignored 2 Ar No effect');
    expect(en).not.toContain('Attacker retreats');
    expect(text(renderWithMessages('en', <OddsFigureList figures={attack} />))).toContain('Attacker retreats');
  });
});

describe('the points of a raid before the German sends it (GS-7.1, GS-7.3, GS-8.1)', () => {
  const raid: RaidFigures = { kind: 'raid', hex: 'C3', surePoints: false, results: [0, 0, 0, 2, 2, 2], score: 5, winsIfScores: false, rules: ['GS-7.1', 'GS-7.3'] };

  it('GS-7.3 off the icons: the die’s points face by face, and what the raid shows the British', () => {
    const en = text(renderWithMessages('en', <RaidFigureList figures={raid} />));
    expect(en).toContain('A die: 1–3 scores nothing, 4–6 scores 2 points ( GS-7.3 )');
    expect(en).toContain('Raiding shows the British that the Spee is in C3 ( GS-7.1 )');
    expect(en).toContain('Your score now: 5.');
    expect(en).toContain('1 No points 2 No points 3 No points 4 2 points 5 2 points 6 2 points');
    expect(text(renderWithMessages('ko', <RaidFigureList figures={raid} />))).toContain('4 2점');
    expect(text(renderWithMessages('ja', <RaidFigureList figures={raid} />))).toContain('通商破壊をするとシュペーがC3にいることがイギリス軍に知られます');
  });

  it('GS-7.3 GS-8.1 sure points need no die; points that reach 21 are said to win at once', () => {
    const sure = text(renderWithMessages('en', <RaidFigureList figures={{ ...raid, surePoints: true, results: [2, 2, 2, 2, 2, 2], score: 19, winsIfScores: true }} />));
    expect(sure).toContain('A transport icon whose sure points are still to be had: 2 points, no die');
    expect(sure).toContain('Your score now: 19: 2 points more reach 21 and win at once ( GS-8.1 )');
    expect(sure).not.toContain('Points by die roll');
  });
});
