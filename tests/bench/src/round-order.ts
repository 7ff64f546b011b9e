/**
 * The order in which an A/B round runs its variants: rotated by one each round, so that each variant goes first as
 * often as the others. On this machine the run that follows another was often the faster (and the database grows
 * through a run), so a fixed order favours whichever variant comes second.
 */
export function roundOrder<T>(variants: readonly T[], round: number): T[] {
  if (variants.length === 0) return [];
  const start = (((round - 1) % variants.length) + variants.length) % variants.length;
  return [...variants.slice(start), ...variants.slice(0, start)];
}
