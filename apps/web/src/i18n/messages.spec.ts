import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import en from '../../messages/en.json';
import ja from '../../messages/ja.json';
import ko from '../../messages/ko.json';

type Tree = { readonly [key: string]: string | Tree };

/** Every message of a messages file by its dotted key. */
function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(path, value);
    else for (const [k, v] of leaves(value, path)) found.set(k, v);
  }
  return found;
}

/** What a message needs from its caller: argument names, select options and rich-text tags, as a sorted list. */
function signature(message: string): string[] {
  const parts = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      switch (element.type) {
        case TYPE.argument:
        case TYPE.number:
        case TYPE.date:
        case TYPE.time:
          parts.add(`{${element.value}}`);
          break;
        case TYPE.select:
          parts.add(`{${element.value}, select: ${Object.keys(element.options).sort().join('|')}}`);
          for (const option of Object.values(element.options)) walk(option.value);
          break;
        case TYPE.plural:
          parts.add(`{${element.value}, plural}`);
          for (const option of Object.values(element.options)) walk(option.value);
          break;
        case TYPE.tag:
          parts.add(`<${element.value}>`);
          walk(element.children);
          break;
        default:
          break;
      }
    }
  };
  walk(parse(message));
  return [...parts].sort();
}

const english = leaves(en);
const translations = { ko: leaves(ko), ja: leaves(ja) };

/** Messages that are the same in every language (language names, a bare number, punctuation around arguments). */
const SAME_IN_EVERY_LANGUAGE = new Set(['LocaleSwitcher.locale', 'RuleTables.number', 'ArrasScene.cell']);

describe('messages (web.md habit 9: every string from messages, ko and ja exactly like en)', () => {
  it('every English message is valid ICU', () => {
    const invalid = [...english].filter(([, message]) => {
      try {
        parse(message);
        return false;
      } catch {
        return true;
      }
    });
    expect(invalid.map(([key]) => key)).toEqual([]);
  });

  describe.each(Object.entries(translations))('%s.json', (_locale, messages) => {
    it('has every key of en.json', () => {
      expect([...english.keys()].filter((key) => !messages.has(key))).toEqual([]);
    });

    it('has no key that en.json lacks', () => {
      expect([...messages.keys()].filter((key) => !english.has(key))).toEqual([]);
    });

    it('uses the same arguments, select options and tags as English in every message', () => {
      const different = [...english]
        .filter(([key]) => messages.has(key))
        .filter(([key, message]) => signature(message).join(' ') !== signature(messages.get(key) as string).join(' '))
        .map(([key]) => key);
      expect(different).toEqual([]);
    });

    it('translates every sentence (no English text left over)', () => {
      const untranslated = [...english]
        .filter(([key, message]) => message.length >= 24 && !SAME_IN_EVERY_LANGUAGE.has(key) && messages.get(key) === message)
        .map(([key]) => key);
      expect(untranslated).toEqual([]);
    });
  });
});

describe.each([
  ['en', english],
  ['ko', translations.ko],
  ['ja', translations.ja],
] as const)('%s: one game, one name', (locale, messages) => {
  it('names a game the same way in the lobby, on its page and in its replay heading', () => {
    const name = messages.get('PlayScreen.heading') as string;
    expect(messages.get('LobbyGames.title')).toBe(name);
    expect(messages.get('ReplayScreen.heading')?.endsWith(name)).toBe(true);
  });

  it('names a side the same way on the play page and among the replay\'s perspectives', () => {
    const role = messages.get('PlayRoles.role') as string;
    const perspective = messages.get('ReplayScreen.perspective') as string;
    for (const side of ['german', 'british', 'allied', 'spectator']) expect([side, selectOption(perspective, side)]).toEqual([side, selectOption(role, side)]);
    // The replay's "move by" line names the side of the step's move with those names too ("ドイツ軍の手", not "ドイツ側の手").
    if (locale !== 'en') {
      const actor = messages.get('ReplayScreen.actor') as string;
      for (const side of ['german', 'british', 'allied']) expect([side, selectOption(actor, side)]).toEqual([side, expect.stringContaining(selectOption(role, side))]);
      // So does its score line ("ドイツ軍の得点", as the play page's status says it, not "ドイツ側の得点").
      expect(messages.get('ReplayScreen.scoreStatus')).toContain(selectOption(role, 'german'));
    }
  });
});

/** The plain text of one option of a message that is a single select, e.g. `{role, select, german {German} …}`. */
function selectOption(message: string, option: string): string {
  const [select] = parse(message);
  if (select?.type !== TYPE.select) throw new Error(`not a select: ${message}`);
  return (select.options[option]?.value ?? []).map((element) => (element.type === TYPE.literal ? element.value : '')).join('');
}

describe('signature', () => {
  it('lists arguments, select options and tags, so a dropped tag in a translation is noticed', () => {
    expect(signature('{n, plural, one {# <b>hex</b>} other {# hexes}} from {label} <rule>GS-4.1</rule>')).toEqual([
      '<b>',
      '<rule>',
      '{label}',
      '{n, plural}',
    ]);
    expect(signature('{x, select, yes {a} other {b}}')).toEqual(['{x, select: other|yes}']);
  });
});
