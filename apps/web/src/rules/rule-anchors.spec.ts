import en from '../../messages/en.json';
import ja from '../../messages/ja.json';
import ko from '../../messages/ko.json';
import { outlineAnchors, rulesOutline } from './outline';
import { ARRAS_RULE_IDS, GRAF_SPEE_RULE_IDS, ruleGame, ruleMessageKey, type RulesGame } from './rule-ids';
import { COMMITTED_RULES_DIR, findSharedRulesDir, readRulesFile, ruleBlocks, ruleIdsIn } from './rules-files';

type RuleMessages = Readonly<Record<string, { readonly title?: string; readonly text?: string; readonly items?: Readonly<Record<string, string>>; readonly after?: string }>>;

const LOCALES = { en, ko, ja };
const GAMES: Record<RulesGame, { readonly ids: readonly string[]; readonly namespace: 'RulesGrafSpee' | 'RulesArras' }> = {
  'graf-spee': { ids: GRAF_SPEE_RULE_IDS, namespace: 'RulesGrafSpee' },
  arras: { ids: ARRAS_RULE_IDS, namespace: 'RulesArras' },
};
const rulesOf = (locale: keyof typeof LOCALES, game: RulesGame): RuleMessages => LOCALES[locale][GAMES[game].namespace].rules as RuleMessages;
const allText = (entry: RuleMessages[string] | undefined): string =>
  entry ? [entry.title, entry.text, ...Object.values(entry.items ?? {}), entry.after].filter(Boolean).join('\n') : '';

describe.each(Object.keys(GAMES) as RulesGame[])('rules page %s', (game) => {
  const { ids } = GAMES[game];

  it('has an anchor for every rule id, in the rules order', () => {
    const anchors = outlineAnchors(game);
    expect(ids.filter((id) => !anchors.includes(id))).toEqual([]);
    expect(anchors.filter((id) => ids.includes(id))).toEqual([...ids]);
  });

  it('opens a section for every top-level number (AR-3 for AR-3.1 and AR-3.2)', () => {
    const sections = rulesOutline(game).map((section) => section.id);
    const numbers = [...new Set(ids.map((id) => id.split('.')[0]))];
    expect(sections).toEqual(numbers);
  });

  describe.each(Object.keys(LOCALES) as (keyof typeof LOCALES)[])('in %s', (locale) => {
    const rules = rulesOf(locale, game);

    it('has a title for every section and a text for every paragraph', () => {
      const missing: string[] = [];
      for (const section of rulesOutline(game)) {
        if (!rules[ruleMessageKey(section.id)]?.title) missing.push(`${section.id} (title)`);
        for (const rule of section.rules) if (!allText(rules[ruleMessageKey(rule.id)])) missing.push(rule.id);
      }
      expect(missing).toEqual([]);
    });

    it('has no text for a rule id the page does not show', () => {
      const anchors = new Set(outlineAnchors(game).map(ruleMessageKey));
      expect(Object.keys(rules).filter((key) => !anchors.has(key))).toEqual([]);
    });

    it('links only to rule ids that exist', () => {
      const known = new Set([...GRAF_SPEE_RULE_IDS, ...ARRAS_RULE_IDS, ...outlineAnchors('graf-spee'), ...outlineAnchors('arras')]);
      const linked = Object.values(rules).flatMap((entry) => [...allText(entry).matchAll(/<rule>([^<]+)<\/rule>/g)].map((m) => m[1] as string));
      expect(linked.filter((id) => !known.has(id) || ruleGame(id) === null)).toEqual([]);
    });
  });
});

describe('the rule ids against the rules files (shared/rules, else the copy in docs/rules)', () => {
  const shared = findSharedRulesDir();
  const dir = shared ?? COMMITTED_RULES_DIR;
  // shared/rules sits beside the steering clone only; a clone elsewhere has the committed copy, kept equal here.
  const withShared = shared ? it : it.skip;

  describe.each(Object.keys(GAMES) as RulesGame[])('%s.md', (game) => {
    withShared('the copy in docs/rules is the same as shared/rules', () => {
      expect(readRulesFile(COMMITTED_RULES_DIR, game)).toBe(readRulesFile(shared as string, game));
    });

    it('names exactly the rule ids the pages anchor', () => {
      const fromFile = ruleIdsIn(readRulesFile(dir, game));
      expect([...fromFile].sort()).toEqual([...GAMES[game].ids].sort());
    });

    it('marks Rulings, Reconstructions and Variants where the English page does', () => {
      const outline = rulesOutline(game);
      const extras = new Map(outline.flatMap((section) => [[section.id, section.extras] as const, ...section.rules.map((rule) => [rule.id, rule.extras] as const)]));
      const mismatches: string[] = [];
      for (const block of ruleBlocks(readRulesFile(dir, game))) {
        const english = allText(rulesOf('en', game)[ruleMessageKey(block.id)]);
        const pairs: [string, boolean, boolean][] = [
          ['Ruling', /\*\*Ruling\*\*/.test(block.text), english.includes('<ruling>')],
          ['Reconstruction', /Reconstruction/.test(block.text), english.includes('<reconstruction>') || Boolean(extras.get(block.id)?.reconstruction)],
          ['Variant', /\*\*Variant\*\*/.test(block.text), english.includes('<variant>')],
        ];
        for (const [mark, inFile, onPage] of pairs) if (inFile !== onPage) mismatches.push(`${block.id}: ${mark} ${inFile ? 'in the file, not on the page' : 'on the page, not in the file'}`);
      }
      expect(mismatches).toEqual([]);
    });
  });
});

describe('rules file helpers', () => {
  it('cut a file into blocks at headings and bold list ids', () => {
    const blocks = ruleBlocks('# T\n## GS-4 Move\n- **GS-4.1** Up to 2. **Ruling**: 0 is fine.\n  more\n## GS-5 Search\n');
    expect(blocks.map((b) => b.id)).toEqual(['GS-4', 'GS-4.1', 'GS-5']);
    expect(blocks[1]?.text).toContain('more');
  });

  it('collect every id mentioned, once', () => {
    expect(ruleIdsIn('see GS-6.7 and AR-8.5, then GS-6.7 again; not GS-')).toEqual(['GS-6.7', 'AR-8.5']);
  });
});
