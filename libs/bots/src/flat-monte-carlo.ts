/**
 * Flat Monte Carlo over a few candidate commands: every candidate is tried on the same sequence of sampled worlds
 * (common random numbers, so that the comparison is fair), and the best mean wins. `simulate` returns the deciding
 * seat's result in [0, 1]. A fixed number of simulations, never a clock, so that a seed reproduces the choice.
 */
export function flatMonteCarlo<C>(candidates: readonly C[], simulations: number, simulate: (candidate: C, world: number) => number): { best: C; means: number[] } {
  const totals = candidates.map(() => 0);
  for (let world = 0; world < simulations; world++) {
    candidates.forEach((candidate, i) => {
      totals[i] = (totals[i] as number) + simulate(candidate, world);
    });
  }
  let bestIndex = 0;
  totals.forEach((total, i) => {
    if (total > (totals[bestIndex] as number)) bestIndex = i;
  });
  return { best: candidates[bestIndex] as C, means: totals.map((total) => total / Math.max(1, simulations)) };
}
