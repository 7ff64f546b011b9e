import type { ArrasState } from '@wargames/arras';
import { arrasFeatures, FEATURE_NAMES } from './arras-features';

/**
 * Weights of a logistic regression of the German's result on `arrasFeatures`, fitted over the positions of
 * heuristic-against-heuristic games by `tools/fit-arras-evaluation.ts` (400 games, 13,956 positions, 30 German wins). The hand-set evaluation
 * (`germanWinChance`) rated a lost unit's three panic boxes (AR-8.6) cheaply while the German still had turns in hand,
 * and so let the search attack at 1:2; these weights are what the games say the turn marker and the panic risk cost.
 * `exitOpen` comes out negative: an open road seen with the Allies to move is one they close (AR-4.1), and an open
 * road with the Germans to move ends the game at once, so it never appears here.
 */
export const FITTED_WEIGHTS: Readonly<Record<'bias' | (typeof FEATURE_NAMES)[number], number>> = {
  bias: -1.822,
  slack: 0.115,
  exitOpen: -0.766,
  material: 0.304,
};

/** The German's chance to win from a position, in [0, 1], by the fitted weights (AR-4, AR-8.6). */
export function fittedGermanChance(state: ArrasState): number {
  if (state.outcome) return state.outcome.winner === 'german' ? 1 : 0;
  const features = arrasFeatures(state);
  let z = FITTED_WEIGHTS.bias;
  for (const name of FEATURE_NAMES) z += FITTED_WEIGHTS[name] * features[name];
  return 1 / (1 + Math.exp(-z));
}
