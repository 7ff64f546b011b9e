import type { DiceSource, Role } from '@wargames/engine';
import type { ArrasCommand } from './commands';
import type { CrtResult } from './data/arras-data';
import { decide } from './decide';
import { evolve } from './evolve';
import { legal } from './legal';
import { pending } from './pending';
import type { ArrasState } from './state';

/** The results that make units retreat (AR-8.4), and so may eliminate them when they cannot (AR-8.5). */
export type RetreatResult = Extract<CrtResult, 'Ar' | 'D1' | 'D2'>;
const RETREAT_RESULTS: readonly CrtResult[] = ['Ar', 'D1', 'D2'];

/**
 * What one retreat result would cost in units that cannot complete their retreat (AR-8.5). `eliminated` are lost
 * whatever paths the attacking player chooses; `mayBeEliminated` are lost by some choices of path or order and not by
 * others (for the 88's fire the German chooses, AR-8.8).
 */
export interface RetreatOutlook {
  readonly result: RetreatResult;
  readonly eliminated: readonly string[];
  readonly mayBeEliminated: readonly string[];
}

/** Every line of retreats explored is a position; past this many the outlook is not worth its time and is left out. */
const SEARCH_LIMIT = 5_000;

/**
 * For each retreat result among `results`, the units it would eliminate (AR-8.5), found by playing the command with the
 * die face that gives it through `decide` and `evolve`, then every retreat the game then allows. `declined` is the
 * German's decline of the 88 when the attack stops for it first (AR-8.8): the outlook is then the one without its fire.
 * Results that eliminate nobody are left out.
 */
export function retreatOutlook(state: ArrasState, command: ArrasCommand, role: Role, results: readonly CrtResult[], declined?: ArrasCommand): RetreatOutlook[] {
  const out: RetreatOutlook[] = [];
  for (const result of RETREAT_RESULTS) {
    const face = results.indexOf(result);
    if (face < 0) continue;
    const rolled = afterRoll(state, command, role, face, declined);
    if (!rolled) continue;
    const endings = retreatEndings(state, rolled);
    if (!endings || endings.length === 0) continue;
    const lost = endings.map((ending) => new Set(ending));
    const union = [...new Set(endings.flat())].sort();
    const eliminated = union.filter((unit) => lost.every((set) => set.has(unit)));
    const mayBeEliminated = union.filter((unit) => !eliminated.includes(unit));
    if (union.length > 0) out.push({ result: result as RetreatResult, eliminated, mayBeEliminated });
  }
  return out;
}

/** The state right after the die reads `face` (0-based), or null when the command did not roll (nothing to foresee). */
function afterRoll(state: ArrasState, command: ArrasCommand, role: Role, face: number, declined?: ArrasCommand): ArrasState | null {
  const dice: DiceSource = { int: () => face };
  let next = apply(state, command, role, dice);
  if (next && next.combat?.step?.kind === 'gun' && declined) next = apply(next, declined, 'german', dice);
  return next;
}

function apply(state: ArrasState, command: ArrasCommand, role: Role, dice: DiceSource): ArrasState | null {
  const events = decide(state, command, role, dice);
  return events.ok ? events.value.reduce(evolve, state) : null;
}

const unitsLost = (before: ArrasState, after: ArrasState): string[] =>
  Object.keys(before.units).filter((id) => before.units[id]?.hex !== null && after.units[id]?.hex === null);

/**
 * Every set of units eliminated since `before` by the time the retreats that began at `start` end, over every order and
 * path the game allows the player who chooses them; null past SEARCH_LIMIT positions. Positions reached twice are
 * explored once.
 */
function retreatEndings(before: ArrasState, start: ArrasState): string[][] | null {
  const seen = new Map<string, string[][]>();
  let budget = SEARCH_LIMIT;
  const explore = (state: ArrasState): string[][] | null => {
    const step = state.combat?.step;
    if (state.outcome || step?.kind !== 'retreat') return [unitsLost(before, state)];
    const key = JSON.stringify([step.queue, Object.values(state.units).map((unit) => unit.hex)]);
    const known = seen.get(key);
    if (known) return known;
    if (--budget < 0) return null;
    const chooser = pending(state)[0] as Role;
    const endings = new Map<string, string[]>();
    for (const retreat of legal(state, chooser) as ArrasCommand[]) {
      const next = apply(state, retreat, chooser, { int: () => 0 });
      if (!next) continue;
      const further = explore(next);
      if (!further) return null;
      for (const ending of further) endings.set(ending.join(' '), ending);
    }
    const found = endings.size > 0 ? [...endings.values()] : [unitsLost(before, state)];
    seen.set(key, found);
    return found;
  };
  return explore(start);
}
