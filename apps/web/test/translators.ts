import { createTranslator } from 'next-intl';
import en from '../messages/en.json';
import ja from '../messages/ja.json';
import ko from '../messages/ko.json';

type Locale = 'en' | 'ko' | 'ja';
const MESSAGES = { en, ko, ja } as const;

/** Translators over the real messages, as getTranslations gives them to server components. */
export const grafSpeeText = (locale: Locale = 'en') => createTranslator({ locale, messages: MESSAGES[locale], namespace: 'GrafSpeeScene' });
export const arrasText = (locale: Locale = 'en') => createTranslator({ locale, messages: MESSAGES[locale], namespace: 'ArrasScene' });
