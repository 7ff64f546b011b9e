import type { RuleError } from '@wargames/engine';
import { z } from 'zod';
import { GEOMETRY } from './board';
import { arrasError, ArrasErrors } from './errors';
import { reaches, searchMoves, type MoveSearch } from './move-search';
import { hexIdSchema, unitIdSchema } from './names';
import { hexIndex, hexLabel, positionOf, SIDE_CODE, sideOf, unitsAt, type Position } from './position';
import type { ArrasState } from './state';
import { everySourceGetsOne, everySourceReachesASink } from './unit-flow';

/**
 * AR-7.2: no stacking at the end of a phase. Within a movement phase a move may end on a friendly unit that has not
 * moved, is not disrupted and can still leave that hex to a hex where no friend stands; the phase may not end while two
 * units share a hex.
 *
 * Ruling: so that the phase can always be ended, a move is also refused when afterwards some stack could no longer be
 * undone by a legal move of the unit in it that has not moved — to a hex where no unit stands, or onto a friend that
 * has not moved and could go on to such a hex — with no two stacks counting on the same hex or friend. Every stack can
 * then be undone by a move, one after the other. Leaving the map westward (AR-4.1) is no hex and does not count (it ends
 * the game anyway).
 */

/** Units sharing a hex, as views show them. */
export const stackSchema = z
  .strictObject({
    hex: hexIdSchema.describe('The hex the units share'),
    units: z.array(unitIdSchema).readonly().describe('The units on it'),
  })
  .readonly()
  .describe('Units sharing a hex');
export type Stack = z.output<typeof stackSchema>;

/** Every hex where units are stacked now, rising. */
export function stacksOf(state: ArrasState, position: Position = positionOf(state)): Stack[] {
  return position.stacked.map((at) => ({ hex: hexLabel(at), units: unitsAt(state, hexLabel(at)) }));
}

/** Whether two units share a hex now (a quick look, for every `legal` and `end-phase`). */
export function anyStack(state: ArrasState): boolean {
  const seen = new Set<string>();
  for (const id in state.units) {
    const hex = state.units[id]?.hex;
    if (!hex) continue;
    if (seen.has(hex)) return true;
    seen.add(hex);
  }
  return false;
}

/** AR-7.2: ending a phase with a stack is refused, naming the hexes. */
export function stackedAtPhaseEnd(state: ArrasState): RuleError | null {
  if (!anyStack(state)) return null;
  const stacks = stacksOf(state);
  const named = stacks.map((s) => `${s.units.join(' and ')} share ${s.hex}`).join('; ');
  return arrasError(ArrasErrors.STACKED, 'AR-7.2', `${named}: no stacking at the end of a phase; move a unit that has not moved off first`);
}

/** Checks where moves may end under AR-7.2, for many moves of one position (each unit's search is made once). */
export interface StackGuard {
  /** Why a move of `unitId` may not end on hex index `to`, or null. */
  refusal(unitId: string, to: number): RuleError | null;
  /** The unit's move search in this position, made once (`searchMoves`). */
  search(unitId: string): MoveSearch | null;
}

const HEX_COUNT = GEOMETRY.ids.length;

export function stackGuard(state: ArrasState, position: Position = positionOf(state)): StackGuard {
  const { count } = position;
  const searches = new Map<string, MoveSearch | null>();
  const search = (id: string): MoveSearch | null => {
    let found = searches.get(id);
    if (found === undefined) searches.set(id, (found = searchMoves(state, id, position)));
    return found;
  };
  const canReach = (id: string, at: number): boolean => {
    const made = search(id);
    return made !== null && reaches(made, at);
  };
  const freeNow = new Map<string, number>();
  /** How many hexes where no unit stands now the unit's move could end on (`searchMoves`: fixed for a phase). */
  const freeNowOf = (id: string): number => {
    let found = freeNow.get(id);
    if (found === undefined) {
      found = 0;
      const made = search(id);
      for (let at = 0; made && at < HEX_COUNT; at++) if (count[at] === 0 && reaches(made, at)) found++;
      freeNow.set(id, found);
    }
    return found;
  };
  const mayStillMove = (id: string) => !state.moved.includes(id) && state.units[id]?.status === 'map' && !state.units[id]?.disrupted;
  /** The stacks now, each with the units that must leave it (all but the one that has moved). */
  const stacksNow = position.stacked.map((at) => {
    const units = unitsAt(state, hexLabel(at));
    return { at, units, leaving: units.filter(mayStillMove) };
  });

  return {
    search,
    refusal(unitId, to) {
      const standing = count[to] ?? 0;
      if (standing === 0 && stacksNow.length === 0) return null; // no stack before or after
      if (standing > 0 && position.sideAt[to] !== SIDE_CODE[sideOf(unitId)]) return null; // an enemy hex is never entered (AR-7.1)
      const hex = hexLabel(to);
      // AR-7.2: the friend moved onto has not moved, is not disrupted and can still leave
      if (standing > 1) return endsOnFriend(`${hex} already holds ${unitsAt(state, hex).join(' and ')}`);
      const friend = standing === 1 ? (position.occupant[to] as string) : undefined;
      if (friend !== undefined) {
        if (state.moved.includes(friend)) return endsOnFriend(`${friend} in ${hex} has already moved this phase and could not leave`);
        if (state.units[friend]?.disrupted) return endsOnFriend(`${friend} in ${hex} is disrupted and may not move off (AR-6.5)`);
      }
      const from = hexIndex(state.units[unitId]?.hex ?? '') as number;
      const countAfter = (at: number): number => (count[at] ?? 0) - (at === from ? 1 : 0) + (at === to ? 1 : 0);
      /** How many free hexes the unit could move to after this move: those free now, less `to`, plus `from` if emptied. */
      const freeCountAfter = (id: string): number => freeNowOf(id) - (standing === 0 && canReach(id, to) ? 1 : 0) + (countAfter(from) === 0 && canReach(id, from) ? 1 : 0);
      if (friend !== undefined && freeCountAfter(friend) === 0) return endsOnFriend(`${friend} could not then leave ${hex} to a hex where no unit stands`);
      if (stacksNow.length === 0) return null; // the one stack there will be can be undone: the friend can leave

      // Ruling: every stack left must still be undoable by a move of its own.
      const leavers: { unit: string; hex: string }[] = [];
      for (const stack of stacksNow) {
        if (countAfter(stack.at) < 2) continue; // the mover has left it
        if (stack.leaving.length < stack.units.length - 1) return cannotBeUndone(`${stack.units.join(' and ')} in ${hexLabel(stack.at)} have all moved`);
        for (const id of stack.leaving) leavers.push({ unit: id, hex: hexLabel(stack.at) });
      }
      if (friend !== undefined) leavers.push({ unit: friend, hex });
      // each leaver straight to a free hex of its own: the usual case, checked first (with as many free hexes each as
      // there are leavers, any choice in turn works)
      if (leavers.every((l) => freeCountAfter(l.unit) >= leavers.length)) return null;
      const freeOf = (id: string): number[] => {
        const out: number[] = [];
        const made = search(id);
        for (let at = 0; made && at < HEX_COUNT; at++) if (countAfter(at) === 0 && reaches(made, at)) out.push(at);
        return out;
      };
      if (everySourceGetsOne(leavers.map((l) => freeOf(l.unit)))) return null;
      // or onto a friend standing alone that has not moved, which then goes on to a free hex of its own
      const side = sideOf(unitId);
      const relays = Object.keys(state.units).filter((id) => {
        const at = hexIndex(state.units[id]?.hex ?? '');
        return id !== unitId && sideOf(id) === side && mayStillMove(id) && at !== undefined && countAfter(at) === 1;
      });
      const ways = leavers.map((leaver) => [
        ...freeOf(leaver.unit).map((at) => [at]),
        ...relays
          .filter((id) => canReach(leaver.unit, hexIndex(state.units[id]?.hex ?? '') as number))
          .flatMap((id) => freeOf(id).map((at) => [HEX_COUNT + relays.indexOf(id), at])),
      ]);
      if (everySourceReachesASink(ways)) return null;
      const who = leavers.map((l) => `${l.unit} in ${l.hex}`).join(', ');
      return cannotBeUndone(`${who} could not then each move off, to a hex where no unit stands or onto a friend that could go on to one, without two of them needing the same hex or friend`);
    },
  };
}

const endsOnFriend = (why: string): RuleError =>
  arrasError(ArrasErrors.ENDS_ON_FRIEND, 'AR-7.2', `a move may end on a friend only if that unit has not moved this phase, is not disrupted and can still leave: ${why}`);

const cannotBeUndone = (why: string): RuleError =>
  arrasError(ArrasErrors.STACK_CANNOT_BE_UNDONE, 'AR-7.2', `after this move a stack could no longer be undone before the end of the phase: ${why}`);
