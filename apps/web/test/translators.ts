import { createTranslator } from 'next-intl';
import en from '../messages/en.json';
import ko from '../messages/ko.json';

/** Translators over the real messages, as getTranslations gives them to server components. */
export const grafSpeeText = (locale: 'en' | 'ko' = 'en') => createTranslator({ locale, messages: locale === 'en' ? en : ko, namespace: 'GrafSpeeScene' });
export const arrasText = (locale: 'en' | 'ko' = 'en') => createTranslator({ locale, messages: locale === 'en' ? en : ko, namespace: 'ArrasScene' });
