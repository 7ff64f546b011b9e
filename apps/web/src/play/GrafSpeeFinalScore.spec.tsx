import { renderWithMessages } from '../../test/render-with-messages';
import { GrafSpeeFinalScore } from './GrafSpeeFinalScore';

const text = (markup: string) => markup.replace(/<[^>]+>/g, '');

describe('GrafSpeeFinalScore', () => {
  it('tells the final score against the line it was judged by, with the rule (GS-8.1, GS-8.2)', () => {
    const atEnd = { score: 16, immediate: false, rule: 'GS-8.2', penalty: null };
    expect(text(renderWithMessages('en', <GrafSpeeFinalScore ending={atEnd} />))).toContain('The German’s final score: 16 points; 15 or more win. GS-8.2');
    expect(text(renderWithMessages('ko', <GrafSpeeFinalScore ending={atEnd} />))).toContain('독일군 최종 점수: 16점. 15점 이상이면 승리합니다.');
    expect(text(renderWithMessages('ja', <GrafSpeeFinalScore ending={atEnd} />))).toContain('ドイツ軍の最終得点：16点。15点以上で勝利。');
    const atOnce = { score: 21, immediate: true, rule: 'GS-8.1', penalty: null };
    expect(text(renderWithMessages('en', <GrafSpeeFinalScore ending={atOnce} />))).toContain('21 points; 21 or more win at once. GS-8.1');
  });

  it('tells what the sinking or scuttling cost, and the die (GS-8.3, GS-8.4); a score may fall to one point or below 0', () => {
    const sunk = { score: 1, immediate: false, rule: 'GS-8.2', penalty: { points: 6, die: 6, rule: 'GS-8.3' as const } };
    const sunkText = text(renderWithMessages('en', <GrafSpeeFinalScore ending={sunk} />));
    expect(sunkText).toContain('final score: 1 point;');
    expect(sunkText).toContain('The sinking cost 6 points: the penalty die rolled 6. GS-8.3');
    // In the order it happened: the penalty die, then the score it left.
    expect(sunkText.indexOf('The sinking cost')).toBeLessThan(sunkText.indexOf('final score'));
    const scuttled = { score: -1, immediate: false, rule: 'GS-8.2', penalty: { points: 1, die: 1, rule: 'GS-8.4' as const } };
    const scuttledText = text(renderWithMessages('en', <GrafSpeeFinalScore ending={scuttled} />));
    expect(scuttledText).toContain('final score: -1 point;');
    expect(scuttledText).toContain('Scuttling cost 1 point: half the die of 1, rounded up. GS-8.4');
    expect(text(renderWithMessages('ko', <GrafSpeeFinalScore ending={scuttled} />))).toContain('자침으로 1점을 잃었습니다(주사위 1의 절반, 올림).');
    // No copula after the die: '3였습니다' would be wrong Korean for 3, 6 and 1 (삼, 육, 일 end in a consonant).
    expect(text(renderWithMessages('ko', <GrafSpeeFinalScore ending={sunk} />))).toContain('격침으로 6점을 잃었습니다(감점 주사위 6).');
    expect(text(renderWithMessages('ja', <GrafSpeeFinalScore ending={sunk} />))).toContain('撃沈により6点を失いました（減点サイコロ6）。');
  });
});
