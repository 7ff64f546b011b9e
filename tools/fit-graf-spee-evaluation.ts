// `node -r @swc-node/register tools/fit-graf-spee-evaluation.ts [games] [--terms]` (SWC_NODE_PROJECT=tools/tsconfig.json):
// how often the heuristic German goes on to win against the heuristic British from the end of a turn with a given score,
// damaged or not (GS-4.4, GS-6.5) — the table the Graf Spee search scores its play-outs' last positions with
// (`GERMAN_WIN_RATE_BY_SCORE` in libs/bots/src/graf-spee/position-value.ts). The heuristics are the search's own
// play-out policy, so the table is the value of a position under the play-outs' model of both sides.
// With `--terms` it also fits position terms beside the score: a logistic regression of the same outcomes on shadowing
// next turn (GS-6.7) and the British pieces within 1 and at 2 hexes of her, with the table's logit (as the search uses
// it) as offset, by Newton's method; it prints each coefficient with its standard error. Over 4000 games (1 December
// 2026): shadowed -0.451 ± 0.058, per piece within 1 -0.035 ± 0.013, at 2 -0.048 ± 0.014, intercept 0.199 ± 0.041.
// Scoring the German search's play-outs with them was tried and not kept (no gain measured: see the git log).
import { seededDice } from '@wargames/engine';
import { gameRegistry } from '@wargames/games';
import { botFor, playMatch, type Bot } from '@wargames/bots';
import type { GrafSpeeState } from '@wargames/graf-spee';
import { germanChanceAt } from '../libs/bots/src/graf-spee/position-value';
import { seaDistance } from '../libs/bots/src/graf-spee/sea-geometry';
import { hexIndex } from '../libs/bots/src/graf-spee/spee-belief';

const args = process.argv.slice(2);
const fitTerms = args.includes('--terms');
const games = Number(args.find((a) => !a.startsWith('--')) ?? 4000);
const game = gameRegistry.get('graf-spee');
if (!game) throw new Error('no graf-spee');
const options = game.parseOptions({});
if (!options.ok) throw new Error(options.error.message);
const heuristic = botFor('graf-spee', 'heuristic') as Bot;
// [damaged][score] → [German wins, positions]
const table = [0, 1].map(() => Array.from({ length: 21 }, () => [0, 0]));
// For --terms: [offset, shadowed, pieces within 1, pieces at 2, won] per turn end of a live Spee.
const rows: number[][] = [];
const clamp = (p: number) => Math.min(0.995, Math.max(0.005, p));
for (let seed = 1_000_000; seed < 1_000_000 + games; seed++) {
  const result = playMatch({ game, options: options.value, bots: { german: heuristic, british: heuristic }, dice: seededDice(seed), seed });
  const won = result.outcome?.winner === 'german' ? 1 : 0;
  let state = game.setup(options.value) as GrafSpeeState;
  for (const event of result.events) {
    state = game.evolve(state as never, event as never) as GrafSpeeState;
    if (event.type !== 'turn-ended') continue;
    const cell = table[state.speeDamaged ? 1 : 0]?.[Math.min(20, state.score)];
    if (!cell) continue;
    cell[0] = (cell[0] as number) + won;
    cell[1] = (cell[1] as number) + 1;
    if (!fitTerms || !state.speeHex) continue;
    const spee = hexIndex(state.speeHex);
    let near = 0;
    let atTwo = 0;
    for (const piece of state.pieces) {
      const d = seaDistance(hexIndex(piece.at), spee);
      if (d <= 1) near++;
      else if (d === 2) atTwo++;
    }
    const p = clamp(germanChanceAt({ ...state, outcome: null }));
    rows.push([Math.log(p / (1 - p)), state.shadowNextTurn ? 1 : 0, near, atTwo, won]);
  }
}
for (const [damaged, row] of table.entries()) {
  console.log(`${damaged ? 'damaged  ' : 'undamaged'}: ${row.map(([w, n], score) => `${score}:${n ? ((w as number) / (n as number)).toFixed(3) : '-'}(${n})`).join(' ')}`);
}
if (fitTerms) {
  const names = ['shadowed', 'perPieceNear', 'perPieceAtTwo', 'intercept'];
  const k = names.length;
  const w = new Array<number>(k).fill(0);
  let hessian: number[][] = [];
  for (let step = 0; step < 30; step++) {
    const g = new Array<number>(k).fill(0);
    hessian = Array.from({ length: k }, () => new Array<number>(k).fill(0));
    for (const r of rows) {
      const x = [r[1] as number, r[2] as number, r[3] as number, 1];
      const z = (r[0] as number) + x.reduce((sum, v, i) => sum + v * (w[i] as number), 0);
      const q = 1 / (1 + Math.exp(-z));
      for (let i = 0; i < k; i++) {
        g[i] = (g[i] as number) + (x[i] as number) * ((r[4] as number) - q);
        for (let j = 0; j < k; j++) (hessian[i] as number[])[j] = ((hessian[i] as number[])[j] as number) + (x[i] as number) * (x[j] as number) * q * (1 - q);
      }
    }
    const delta = solve(hessian, g);
    for (let i = 0; i < k; i++) w[i] = (w[i] as number) + (delta[i] as number);
  }
  const inverse = names.map((_, i) => solve(hessian, names.map((__, j) => (i === j ? 1 : 0))));
  console.log(`position terms over ${rows.length} turn ends (logit, ± standard error):`);
  names.forEach((name, i) => console.log(`  ${name}: ${(w[i] as number).toFixed(3)} ± ${Math.sqrt((inverse[i] as number[])[i] as number).toFixed(3)}`));
}

/** Gaussian elimination with partial pivoting: a x = b. */
function solve(a: readonly (readonly number[])[], b: readonly number[]): number[] {
  const m = a.map((row, i) => [...row, b[i] as number]);
  const n = m.length;
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
