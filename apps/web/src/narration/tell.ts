import { isNarrationList, type Narration, type NarrationList, type NarrationSentence } from './narration';

/** Translates one key of the `Narration` namespace with plain values (next-intl's `t`, or createTranslator's). */
export type NarrationTranslate = (key: string, values?: Record<string, string | number>) => string;

/** What a narration reads as in one language: its sentence and, when there is one, its detail sentence. */
export interface ToldNarration {
  readonly text: string;
  readonly detail?: string;
}

/** Hexes of a path read as a path; other lists as a list in the language's own way ("A, B and C", "A、B、C"). */
function listText(value: NarrationList, translate: NarrationTranslate, locale: string): string {
  const items = value.items.map((item) => (value.list === 'kinds' ? translate(`kinds.${String(item)}`) : String(item)));
  if (value.list === 'hexes') return items.join(' → ');
  const format = new Intl.ListFormat(locale, value.list === 'dice' ? { type: 'unit', style: 'short' } : { type: 'conjunction', style: 'long' });
  return format.format(items);
}

function sentence(told: NarrationSentence, translate: NarrationTranslate, locale: string): string {
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(told.values)) values[name] = isNarrationList(value) ? listText(value, translate, locale) : value;
  return translate(told.key, values);
}

/** A narration in words of one language. Pure: the translator and locale come from the caller. */
export function tell(narration: Narration, translate: NarrationTranslate, locale: string): ToldNarration {
  const text = sentence(narration, translate, locale);
  return narration.detail ? { text, detail: sentence(narration.detail, translate, locale) } : { text };
}
