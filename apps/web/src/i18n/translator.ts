import type { createTranslator, Messages, NamespaceKeys, NestedKeyOf } from 'next-intl';

/** A translator for one namespace, as both useTranslations (client) and getTranslations (server) return it. */
export type Translator<Namespace extends NamespaceKeys<Messages, NestedKeyOf<Messages>>> = ReturnType<typeof createTranslator<Messages, Namespace>>;
