import { ARRAS_RULE_IDS, GRAF_SPEE_RULE_IDS, type RulesGame } from './rule-ids';

export type RuleTable = 'gs-pieces' | 'gs-visibility' | 'ar-counters' | 'ar-crt';
export type RuleFigure = 'map' | 'counters';

/** What a rule paragraph carries besides its text. */
export interface RuleExtras {
  readonly table?: RuleTable;
  readonly figure?: RuleFigure;
  /** The whole paragraph is designed data (Reconstruction); rulings inside a text are tagged in the messages. */
  readonly reconstruction?: boolean;
}

export interface RuleSection {
  readonly id: string;
  readonly extras: RuleExtras;
  readonly rules: readonly { readonly id: string; readonly extras: RuleExtras }[];
}

const EXTRAS: Readonly<Record<string, RuleExtras>> = {
  'GS-1': { table: 'gs-pieces', figure: 'counters' },
  'GS-2': { figure: 'map', reconstruction: true },
  'GS-9': { table: 'gs-visibility' },
  'AR-2': { figure: 'map', reconstruction: true },
  'AR-2.1': { table: 'ar-counters', figure: 'counters', reconstruction: true },
  'AR-3': { reconstruction: true },
  // The text itself marks the table as a Reconstruction.
  'AR-8.4': { table: 'ar-crt' },
};

const sectionOf = (id: string): string => id.split('.')[0] as string;

/**
 * The rules page of a game as sections of paragraphs, in the rules files' order. A paragraph whose section has no
 * paragraph of its own (AR-3.1 under AR-3) opens that section.
 */
export function rulesOutline(game: RulesGame): RuleSection[] {
  const ids: readonly string[] = game === 'graf-spee' ? GRAF_SPEE_RULE_IDS : ARRAS_RULE_IDS;
  const sections: { id: string; extras: RuleExtras; rules: { id: string; extras: RuleExtras }[] }[] = [];
  for (const id of ids) {
    const section = sectionOf(id);
    const current = sections[sections.length - 1];
    if (id === section || current?.id !== section) sections.push({ id: section, extras: EXTRAS[section] ?? {}, rules: [] });
    if (id !== section) (sections[sections.length - 1] as (typeof sections)[number]).rules.push({ id, extras: EXTRAS[id] ?? {} });
  }
  return sections;
}

/** Every anchor the page has: each rule id, and a section id that the rules file only implies (AR-3). */
export function outlineAnchors(game: RulesGame): string[] {
  return rulesOutline(game).flatMap((section) => [section.id, ...section.rules.map((rule) => rule.id)]);
}
