import type { createFormatter } from 'next-intl';

/**
 * How long before `now` the time `at` (ISO 8601) was: "3 minutes ago", "3분 전", "3 分前". A time after `now` (the API's
 * clock a little ahead of this one) reads as now, never as "in 2 seconds".
 */
export function timeAgo(format: Pick<ReturnType<typeof createFormatter>, 'relativeTime'>, at: string, now: Date): string {
  return format.relativeTime(new Date(Math.min(Date.parse(at), now.getTime())), now);
}
