import { createTranslator } from 'next-intl';
import en from '../../messages/en.json';
import ja from '../../messages/ja.json';
import ko from '../../messages/ko.json';
import { sideList, type RoleText } from './side-list';

const LOCALES = { en, ko, ja } as const;

function roles(locale: keyof typeof LOCALES): RoleText {
  return createTranslator({
    locale,
    messages: LOCALES[locale],
    namespace: 'PlayRoles',
    onError: (error) => {
      throw error;
    },
  }) as unknown as RoleText;
}

describe('sideList', () => {
  it.each([
    ['en', [], 'nobody'],
    ['en', ['german'], 'German'],
    ['en', ['german', 'british'], 'German and British'],
    ['ko', [], '아무도 없음'],
    ['ja', [], 'なし'],
  ] as const)('in %s names %j as %s', (locale, sides, expected) => {
    expect(sideList(roles(locale), sides)).toBe(expected);
  });

  it.each(['ko', 'ja'] as const)('in %s names both sides of a two-sided list, each in its own words', (locale) => {
    const t = roles(locale);
    const line = sideList(t, ['german', 'british']);
    expect(line).toContain(t('role', { role: 'german' }));
    expect(line).toContain(t('role', { role: 'british' }));
    expect(line).not.toBe(sideList(roles('en'), ['german', 'british']));
  });
});
