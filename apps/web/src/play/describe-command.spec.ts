import { createTranslator } from 'next-intl';
import en from '../../messages/en.json';
import ja from '../../messages/ja.json';
import ko from '../../messages/ko.json';
import { describeGrafSpeeCommand, type CommandText } from './describe-command';

const text = (messages: typeof en, locale: 'en' | 'ko' | 'ja') => createTranslator({ locale, messages, namespace: 'PlayCommands' }) as unknown as CommandText;

describe('a Graf Spee command in words', () => {
  it('GS-5.3 says what buying extra moves costs and gives, since one click spends the point', () => {
    const buy = { type: 'buy-extra-moves' } as const;
    expect(describeGrafSpeeCommand(buy, text(en, 'en'), null)).toBe('Buy extra moves: 1 point to the German, a die more moves');
    expect(describeGrafSpeeCommand(buy, text(ko, 'ko'), null)).toBe('추가 이동 구매: 독일군에게 1점, 주사위 눈만큼 이동 추가');
    expect(describeGrafSpeeCommand(buy, text(ja, 'ja'), null)).toBe('追加移動を買う：ドイツ軍に1点、ダイスの目だけ移動を追加');
  });

  it('names a box in the reader’s language wherever it appears', () => {
    expect(describeGrafSpeeCommand({ type: 'draw-from-box', box: 'atlantic' }, text(en, 'en'), null)).toBe('Draw a piece from the Atlantic box');
  });
});
