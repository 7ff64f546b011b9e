/**
 * Every rule id of the two rules files (shared/rules/graf-spee.md and arras.md), in their order. The rules pages give
 * each its own anchor; a test checks this list against the files, and another that every id has its anchor in every
 * language. AR-3 has no paragraph of its own in the file: the page titles the setup section with it.
 */
export const GRAF_SPEE_RULE_IDS = [
  'GS-1',
  'GS-2',
  'GS-3', 'GS-3.1', 'GS-3.2', 'GS-3.3', 'GS-3.4', 'GS-3.5',
  'GS-4', 'GS-4.1', 'GS-4.2', 'GS-4.3', 'GS-4.4', 'GS-4.5', 'GS-4.6',
  'GS-5', 'GS-5.1', 'GS-5.2', 'GS-5.3', 'GS-5.4', 'GS-5.5', 'GS-5.6', 'GS-5.7', 'GS-5.8', 'GS-5.9',
  'GS-6', 'GS-6.1', 'GS-6.2', 'GS-6.3', 'GS-6.4', 'GS-6.5', 'GS-6.6', 'GS-6.7',
  'GS-7', 'GS-7.1', 'GS-7.2', 'GS-7.3',
  'GS-8', 'GS-8.1', 'GS-8.2', 'GS-8.3', 'GS-8.4', 'GS-8.5',
  'GS-9',
] as const;

export const ARRAS_RULE_IDS = [
  'AR-2', 'AR-2.1', 'AR-2.2',
  'AR-3.1', 'AR-3.2',
  'AR-4', 'AR-4.1', 'AR-4.2',
  'AR-5', 'AR-5.1', 'AR-5.2', 'AR-5.3', 'AR-5.4',
  'AR-6', 'AR-6.1', 'AR-6.2', 'AR-6.3', 'AR-6.4', 'AR-6.5', 'AR-6.6',
  'AR-7', 'AR-7.1', 'AR-7.2',
  'AR-8', 'AR-8.1', 'AR-8.2', 'AR-8.3', 'AR-8.4', 'AR-8.5', 'AR-8.6', 'AR-8.7', 'AR-8.8',
  'AR-9',
] as const;

export type GrafSpeeRuleId = (typeof GRAF_SPEE_RULE_IDS)[number];
export type ArrasRuleId = (typeof ARRAS_RULE_IDS)[number];
export type RulesGame = 'graf-spee' | 'arras';

export const RULES_GAMES: readonly RulesGame[] = ['graf-spee', 'arras'];

const RULE_ID = /^(GS|AR)-[1-9][0-9]*(\.[1-9][0-9]*)?$/;

/** The rules page a rule id belongs to, or null when the text is not a rule id. */
export function ruleGame(id: string): RulesGame | null {
  if (!RULE_ID.test(id)) return null;
  return id.startsWith('GS-') ? 'graf-spee' : 'arras';
}

/** The anchor (element id) of a rule id on its rules page: the id itself, as written in the rules. */
export const ruleAnchor = (id: string): string => id;

/** The message key of a rule id: next-intl keys may not hold dots, so GS-4.1 is GS-4_1. */
export const ruleMessageKey = (id: string): string => id.replace('.', '_');
