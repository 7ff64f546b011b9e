import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The rules files (shared/rules/*.md) live in the steering repository beside the clone, not in it. Tests look for them
 * in WARGAMES_RULES_DIR, else in a `shared/rules` folder next to any folder above this one.
 */
export function findSharedRulesDir(start: string = __dirname): string | null {
  const configured = process.env['WARGAMES_RULES_DIR'];
  if (configured) return existsSync(join(configured, 'graf-spee.md')) ? configured : null;
  for (let dir = start; ; dir = dirname(dir)) {
    const candidate = join(dir, 'shared', 'rules');
    if (existsSync(join(candidate, 'graf-spee.md')) && existsSync(join(candidate, 'arras.md'))) return candidate;
    if (dirname(dir) === dir) return null;
  }
}

/**
 * The copy of the rules files committed with the project (docs/rules), so that a clone anywhere checks its rules pages
 * against them; where shared/rules is found, a test keeps the copy equal to it.
 */
export const COMMITTED_RULES_DIR = join(__dirname, '..', '..', '..', '..', 'docs', 'rules');

const RULE_ID = /\b(?:GS|AR)-\d+(?:\.\d+)?\b/g;

/** Every rule id a rules file mentions, in order of first mention. */
export function ruleIdsIn(markdown: string): string[] {
  return [...new Set(markdown.match(RULE_ID) ?? [])];
}

export interface RuleBlock {
  readonly id: string;
  readonly text: string;
}

/**
 * A rules file cut into the paragraphs its ids open: a heading `## GS-4 …` or a list item `**GS-4.1** …` starts a
 * block, which runs until the next one.
 */
export function ruleBlocks(markdown: string): RuleBlock[] {
  const blocks: { id: string; lines: string[] }[] = [];
  for (const line of markdown.split('\n')) {
    const opened = /^##\s+((?:GS|AR)-\d+(?:\.\d+)?)\b/.exec(line)?.[1] ?? /^\s*(?:\d+\.|-)\s+\*\*((?:GS|AR)-\d+(?:\.\d+)?)\*\*/.exec(line)?.[1];
    if (opened) blocks.push({ id: opened, lines: [line] });
    else blocks[blocks.length - 1]?.lines.push(line);
  }
  return blocks.map((block) => ({ id: block.id, text: block.lines.join('\n') }));
}

export function readRulesFile(dir: string, game: 'graf-spee' | 'arras'): string {
  return readFileSync(join(dir, `${game}.md`), 'utf8');
}
