import type { GameSummary } from '@wargames/sdk';
import { gameExistence } from './game-exists';
import type { Loaded } from './server';

const summary = (gameType: string) => ({ id: 'g', gameType }) as unknown as GameSummary;

describe('gameExistence', () => {
  it('answers from the API, and asks only once about a game it found', async () => {
    const asked: string[] = [];
    const exists = gameExistence(async (id): Promise<Loaded<GameSummary | null>> => {
      asked.push(id);
      return { ok: true, value: id === 'known' ? summary('graf-spee') : null };
    });
    expect(await exists('known')).toBe(true);
    expect(await exists('known')).toBe(true);
    expect(await exists('unknown')).toBe(false);
    expect(await exists('unknown')).toBe(false);
    expect(asked).toEqual(['known', 'unknown', 'unknown']);
  });

  it('treats a game of a type this app does not draw as unknown, and says null when the API does not answer', async () => {
    expect(await gameExistence(async () => ({ ok: true, value: summary('chess') }))('g')).toBe(false);
    expect(await gameExistence(async () => ({ ok: false, reason: 'down' }))('g')).toBeNull();
  });
});
