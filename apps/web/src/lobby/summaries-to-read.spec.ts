import type { GameSummary } from '@wargames/sdk';
import { summariesToRead } from './summaries-to-read';

const game = (id: string, status: 'active' | 'ended'): GameSummary => ({ id, status }) as GameSummary;

describe('the held games "my games" reads apart from the lobby’s lists', () => {
  it('reads none of the games the lists hold', () => {
    expect(summariesToRead(['a', 'b'], [game('a', 'active'), game('b', 'ended')], new Map())).toEqual([]);
  });

  it('reads each unlisted game once, however many seats of it are held', () => {
    expect(summariesToRead(['c', 'a', 'c'], [game('a', 'active')], new Map())).toEqual(['c']);
  });

  it('reads a game under way again on every refresh, but never one found over or gone', () => {
    const read = new Map<string, GameSummary | null>([
      ['running', game('running', 'active')],
      ['over', game('over', 'ended')],
      ['gone', null],
    ]);
    expect(summariesToRead(['running', 'over', 'gone', 'new'], [], read)).toEqual(['new', 'running']);
  });
});
