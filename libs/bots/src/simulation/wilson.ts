/** z for a two-sided 95% interval. */
const Z95 = 1.959963984540054;

/**
 * The Wilson score interval of a proportion (`wins` of `games`) at 95%: unlike the normal approximation it stays
 * inside [0, 1] and behaves near 0 and 1 and for small samples.
 */
export function wilsonInterval(wins: number, games: number, z = Z95): { low: number; high: number; rate: number } {
  if (games === 0) return { low: 0, high: 1, rate: 0 };
  const p = wins / games;
  const z2 = z * z;
  const centre = (p + z2 / (2 * games)) / (1 + z2 / games);
  const half = (z * Math.sqrt((p * (1 - p)) / games + z2 / (4 * games * games))) / (1 + z2 / games);
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half), rate: p };
}
