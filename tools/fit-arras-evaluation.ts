// `node -r @swc-node/register tools/fit-arras-evaluation.ts [games]`: fits the Arras search's evaluator
// (libs/bots/src/arras/fitted-evaluation.ts) by logistic regression of the German's result on the position's features,
// over every position of heuristic-against-heuristic games. Prints the weights to paste into that file.
import { seededDice } from '@wargames/engine';
import { arras, type ArrasState } from '@wargames/arras';
import { arrasFeatures, FEATURE_NAMES } from '../libs/bots/src/arras/arras-features';
import { arrasChoice, applyCommand } from '../libs/bots/src/arras/arras-policy';
import { rngFor } from '../libs/bots/src/seeds';

const games = Number(process.argv[2] ?? 600);
const rows: number[][] = [];
const labels: number[] = [];
let germanWins = 0;
for (let seed = 1_000_001; seed <= 1_000_000 + games; seed++) {
  const dice = seededDice(seed);
  let state: ArrasState = arras.setup({ brigade17: false }) as ArrasState;
  const seen: number[][] = [];
  for (let n = 0; n < 2_000 && !state.outcome; n++) {
    const role = arras.pending(state)[0] as 'allied' | 'german';
    const legal = arras.legal(state, role);
    const next = applyCommand(state, arrasChoice(state, role, legal, rngFor(seed, role, n)), role, dice);
    if (!next) throw new Error('refused');
    state = next;
    if (!state.outcome && !state.combat) seen.push(FEATURE_NAMES.map((name) => arrasFeatures(state)[name]));
  }
  const won = state.outcome?.winner === 'german' ? 1 : 0;
  germanWins += won;
  for (const row of seen) {
    rows.push([1, ...row]);
    labels.push(won);
  }
}

// Newton's method on the log-likelihood, with a little ridge so that a rare feature cannot run away.
const k = (rows[0] as number[]).length;
let w = new Array<number>(k).fill(0);
for (let iteration = 0; iteration < 25; iteration++) {
  const grad = new Array<number>(k).fill(0);
  const hess = Array.from({ length: k }, () => new Array<number>(k).fill(0));
  rows.forEach((x, r) => {
    const p = 1 / (1 + Math.exp(-x.reduce((s, xi, i) => s + xi * (w[i] as number), 0)));
    const e = (labels[r] as number) - p;
    for (let i = 0; i < k; i++) {
      grad[i] = (grad[i] as number) + e * (x[i] as number);
      for (let j = 0; j < k; j++) (hess[i] as number[])[j] = ((hess[i] as number[])[j] as number) + p * (1 - p) * (x[i] as number) * (x[j] as number);
    }
  });
  for (let i = 0; i < k; i++) {
    grad[i] = (grad[i] as number) - 0.01 * (w[i] as number);
    (hess[i] as number[])[i] = ((hess[i] as number[])[i] as number) + 0.01;
  }
  w = w.map((wi, i) => wi + (solve(hess, grad)[i] as number));
}
console.log(`${games} games, ${rows.length} positions, German wins ${germanWins}`);
console.log(`bias: ${(w[0] as number).toFixed(3)},`);
FEATURE_NAMES.forEach((name, i) => console.log(`${name}: ${(w[i + 1] as number).toFixed(3)},`));

/** Gaussian elimination with partial pivoting: a·x = b. */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i] as number]);
  for (let c = 0; c < n; c++) {
    let pivot = c;
    for (let r = c + 1; r < n; r++) if (Math.abs((m[r] as number[])[c] as number) > Math.abs((m[pivot] as number[])[c] as number)) pivot = r;
    [m[c], m[pivot]] = [m[pivot] as number[], m[c] as number[]];
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const f = ((m[r] as number[])[c] as number) / ((m[c] as number[])[c] as number);
      for (let j = c; j <= n; j++) (m[r] as number[])[j] = ((m[r] as number[])[j] as number) - f * ((m[c] as number[])[j] as number);
    }
  }
  return m.map((row, i) => (row[n] as number) / (row[i] as number));
}
