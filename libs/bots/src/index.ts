export * from './bot';
export * from './random-bot';
export * from './seeds';
export * from './play-match';
export * from './bot-catalog';
export { SpeeBelief } from './graf-spee/spee-belief';
export { determinize as determinizeGrafSpee } from './graf-spee/determinize';
export { grafSpeeSearch, GRAF_SPEE_SEARCH_DEFAULTS, type GrafSpeeSearchSettings } from './graf-spee/search-bot';
export { arrasSearch, ARRAS_SEARCH_DEFAULTS, type ArrasSearchSettings } from './arras/search-bot';
