import type { Translator } from './translator';

export type RoleText = Translator<'PlayRoles'>;

/** The sides of a game named and joined in the reader's language ("German and British"; "nobody" when none). */
export function sideList(roles: RoleText, sides: readonly string[]): string {
  const named = sides.map((role) => roles('role', { role }));
  return roles('list', { count: named.length, first: named[0] ?? '', second: named[1] ?? '' });
}
