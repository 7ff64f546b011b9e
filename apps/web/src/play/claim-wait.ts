/** The longest wait a browser timer keeps (2^31 − 1 ms, about 24.8 days); a longer one fires at once. */
export const LONGEST_TIMER_MS = 2 ** 31 - 1;
/** Read a little after the time the API named, so that its clock has passed it too. */
const MARGIN_MS = 1_000;
/** Once that time has passed here and the claim is not offered yet (the API's clock behind this one), read again so often. */
const AGAIN_MS = 5_000;

/**
 * How long the play page waits before it reads again what it may offer, for a claim of the win possible `at` (ms since
 * the epoch) if the other side stays silent and not offered yet: until then and a second more, or a few seconds when
 * that has passed here already; null when it is too far off for a timer (the page is read again before then anyway, on
 * any move or reload), or not a time.
 */
export function claimWait(at: number, now: number): number | null {
  if (Number.isNaN(at)) return null;
  if (at + MARGIN_MS <= now) return AGAIN_MS;
  const wait = at - now + MARGIN_MS;
  return wait > LONGEST_TIMER_MS ? null : wait;
}
