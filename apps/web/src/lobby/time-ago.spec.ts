import { createFormatter } from 'next-intl';
import { timeAgo } from './time-ago';

const NOW = new Date('2026-12-05T12:00:00.000Z');

describe('timeAgo', () => {
  it('says how long ago, in the page’s language', () => {
    expect(timeAgo(createFormatter({ locale: 'en', timeZone: 'UTC' }), '2026-12-05T11:57:00.000Z', NOW)).toBe('3 minutes ago');
    expect(timeAgo(createFormatter({ locale: 'ko', timeZone: 'UTC' }), '2026-12-05T11:57:00.000Z', NOW)).toBe('3분 전');
    expect(timeAgo(createFormatter({ locale: 'ja', timeZone: 'UTC' }), '2026-12-05T10:00:00.000Z', NOW)).toBe('2 時間前');
  });

  it('never puts a move in the future when the clocks differ', () => {
    expect(timeAgo(createFormatter({ locale: 'en', timeZone: 'UTC' }), '2026-12-05T12:00:02.000Z', NOW)).toBe('now');
  });
});
