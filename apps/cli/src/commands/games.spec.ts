import type { GameSummary } from '@wargames/sdk';
import { gameLine } from './games';

const base = {
  id: '3f0c1d2e-0000-4000-8000-000000000001',
  gameType: 'graf-spee',
  title: 'Graf Spee',
  version: 0,
  options: {},
  imported: false,
  createdAt: '2026-12-05T20:00:00.000Z',
  endedAt: null,
  lastMoveAt: null,
  outcome: null,
} as const;

const game = (fields: Partial<GameSummary>): GameSummary => ({ ...base, status: 'active', pending: ['german'], seats: [], ...fields }) as GameSummary;

describe('a line of the games list', () => {
  it('says whose turn it is, since when, and who holds each seat, a free one as free', () => {
    const line = gameLine(game({ seats: [{ role: 'german', claimed: false, invited: false, bot: null }, { role: 'british', claimed: true, invited: false, bot: null }] }));
    expect(line).toBe(`${base.id}  Graf Spee  german to play, started 2026-12-05T20:00:00.000Z  german free, british taken`);
  });

  it('names a seat held for an invite nobody has accepted yet as invited', () => {
    const line = gameLine(game({ seats: [{ role: 'german', claimed: true, invited: false, bot: null }, { role: 'british', claimed: true, invited: true, bot: null }] }));
    expect(line).toMatch(/german taken, british invited$/);
  });

  it('names a computer’s seat with its level and the last move of a game under way', () => {
    const line = gameLine(game({ lastMoveAt: '2026-12-05T20:05:00.000Z', seats: [{ role: 'german', claimed: true, invited: false, bot: 'search' }, { role: 'british', claimed: true, invited: false, bot: null }] }));
    expect(line).toContain('last move 2026-12-05T20:05:00.000Z');
    expect(line).toContain('german computer (search), british taken');
  });

  it('gives a finished game its end and winner, and an imported one no seats', () => {
    const outcome = { winner: 'british', reason: 'the Spee was sunk', rule: 'GS-8.1', message: 'British win' };
    const ended: Partial<GameSummary> = { status: 'ended', pending: [], endedAt: '2026-12-05T21:00:00.000Z', outcome };
    expect(gameLine(game({ ...ended, seats: [{ role: 'german', claimed: true, invited: false, bot: null }] }))).toBe(`${base.id}  Graf Spee  ended 2026-12-05T21:00:00.000Z, british won  german taken`);
    expect(gameLine(game({ ...ended, imported: true }))).toMatch(/ended .+, british won {2}imported from a record$/);
  });
});
