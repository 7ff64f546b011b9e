import type { Role } from './game-definition';

/**
 * A platform wrapper (resigning, calling off) marks the state it ended with one key beside the game's own, naming the
 * role that ended it; the game's functions are never given that key, so a state the game made is never reshaped.
 */

/** The role a wrapper's key names in `state`, or undefined while it is absent. */
export const markedBy = (state: unknown, key: string): Role | undefined => (state as Readonly<Record<string, Role | undefined>>)[key];

/** The state with the key marked by `role`. */
export const marked = <State extends object>(state: State, key: string, role: Role): State => ({ ...state, [key]: role });

/** The game's own state: `state` without the wrapper's key. */
export function unmarked<State extends object>(state: State, key: string): State {
  if (markedBy(state, key) === undefined) return state;
  const { [key]: _marker, ...own } = state as State & Record<string, unknown>;
  return own as State;
}
