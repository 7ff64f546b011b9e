import { PROBE_DICE, type DiceSource, type Role } from '@wargames/engine';
import type { ArrasCommand } from './commands';
import type { CrtResult } from './data/arras-data';
import { decide } from './decide';
import type { ArrasEvent } from './events';
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

/**
 * Where one result would move the turn marker through Rommel's panic (AR-8.6: a box per hex a German unit retreats,
 * three per German unit lost): from `from` to between `least` and `most` as the retreat paths and the Ex loss are
 * chosen; `alliesWin` when the marker would pass the last box (AR-4.2) in every such line, or in some.
 */
export interface MarkerOutlook {
  readonly result: CrtResult;
  readonly from: number;
  readonly least: number;
  readonly most: number;
  readonly alliesWin: 'always' | 'sometimes' | 'never';
}

export interface ResultOutlook {
  readonly retreats: RetreatOutlook[];
  readonly marker: MarkerOutlook[];
}

/** One way the decisions after a roll can go: the units lost since before the command, the marker, the game's end. */
interface Ending {
  readonly lost: readonly string[];
  readonly turn: number;
  readonly panicWin: boolean;
}

/** Every line explored is a position; past this many the result is not worth its time and is left out. */
const SEARCH_LIMIT = 5_000;
/** The events that roll the combat table: the previewed roll, and any later one, which the outlook stops before. */
const isRoll = (event: ArrasEvent) => event.type === 'attack-resolved' || event.type === 'gun-fired';

/**
 * For each result among `results` (the die faces' results), what it would lead to, found by playing the command with
 * the die face that gives it through `decide` and `evolve`, then every retreat path and Ex loss the game then allows
 * the player who chooses them, up to the next roll (after the 88 the declared attack rolls again: not foreseen here).
 * `declined` is the German's decline of the 88 when the attack stops for it first (AR-8.8): the outlook is then the one
 * without its fire. Results that eliminate nobody for want of a retreat, or move no marker, are left out of each list.
 */
export function resultOutlook(state: ArrasState, command: ArrasCommand, role: Role, results: readonly CrtResult[], declined?: ArrasCommand): ResultOutlook {
  const outlook: ResultOutlook = { retreats: [], marker: [] };
  for (const result of new Set(results)) {
    const face = results.indexOf(result);
    const rolled = afterRoll(state, command, role, face, declined);
    if (!rolled) continue;
    const endings = rolled.stopped ? [ending(state, rolled.state)] : endingsFrom(state, rolled.state);
    if (!endings || endings.length === 0) continue;
    if (RETREAT_RESULTS.includes(result)) {
      const lost = endings.map((each) => new Set(each.lost));
      const union = [...new Set(endings.flatMap((each) => each.lost))].sort();
      const eliminated = union.filter((unit) => lost.every((set) => set.has(unit)));
      if (union.length > 0) outlook.retreats.push({ result: result as RetreatResult, eliminated, mayBeEliminated: union.filter((unit) => !eliminated.includes(unit)) });
    }
    const turns = endings.map((each) => each.turn);
    const wins = endings.filter((each) => each.panicWin).length;
    if (wins > 0 || Math.max(...turns) > state.turn) {
      outlook.marker.push({
        result,
        from: state.turn,
        least: Math.min(...turns),
        most: Math.max(...turns),
        alliesWin: wins === endings.length ? 'always' : wins > 0 ? 'sometimes' : 'never',
      });
    }
  }
  return outlook;
}

/** The state right after the die reads `face` (0-based), and whether a later roll cut it short; null when refused. */
function afterRoll(state: ArrasState, command: ArrasCommand, role: Role, face: number, declined?: ArrasCommand): { state: ArrasState; stopped: boolean } | null {
  const dice: DiceSource = { int: () => face };
  let next = apply(state, command, role, dice, 1);
  if (next && !next.stopped && next.state.combat?.step?.kind === 'gun' && declined) next = apply(next.state, declined, 'german', dice, 1);
  return next;
}

/** Plays a command, folding its events up to the roll after `rolls` of them. */
function apply(state: ArrasState, command: ArrasCommand, role: Role, dice: DiceSource, rolls: number): { state: ArrasState; stopped: boolean } | null {
  const events = decide(state, command, role, dice);
  if (!events.ok) return null;
  let next = state;
  let seen = 0;
  for (const event of events.value) {
    if (isRoll(event) && ++seen > rolls) return { state: next, stopped: true };
    next = evolve(next, event);
  }
  return { state: next, stopped: false };
}

function ending(before: ArrasState, after: ArrasState): Ending {
  return {
    lost: Object.keys(before.units).filter((id) => before.units[id]?.hex !== null && after.units[id]?.hex === null),
    turn: after.turn,
    panicWin: after.outcome?.reason === 'rommel-panic',
  };
}

/**
 * Every ending of the retreats and Ex losses that follow a roll, over every order, path and loss the game allows the
 * player who chooses them; null past SEARCH_LIMIT positions. Positions reached twice are explored once.
 */
function endingsFrom(before: ArrasState, start: ArrasState): Ending[] | null {
  const seen = new Map<string, Ending[]>();
  let budget = SEARCH_LIMIT;
  const explore = (state: ArrasState): Ending[] | null => {
    const step = state.combat?.step;
    if (state.outcome || (step?.kind !== 'retreat' && step?.kind !== 'loss')) return [ending(before, state)];
    const key = JSON.stringify([step, state.turn, Object.values(state.units).map((unit) => unit.hex)]);
    const known = seen.get(key);
    if (known) return known;
    if (--budget < 0) return null;
    const chooser = pending(state)[0] as Role;
    const endings = new Map<string, Ending>();
    for (const choice of legal(state, chooser) as ArrasCommand[]) {
      // Retreats and losses roll nothing; a roll they lead to is cut off by `apply`.
      const next = apply(state, choice, chooser, PROBE_DICE, 0);
      if (!next) continue;
      const further = next.stopped ? [ending(before, next.state)] : explore(next.state);
      if (!further) return null;
      for (const each of further) endings.set(JSON.stringify(each), each);
    }
    const found = endings.size > 0 ? [...endings.values()] : [ending(before, state)];
    seen.set(key, found);
    return found;
  };
  return explore(start);
}
