import type { Prisma } from './generated/prisma/client';
import type { SeatingQuery } from './event-store';

/**
 * The games a seating query asks for, as a Prisma filter: of each named game type, those with a role that no seat row
 * holds (open), or those whose every role has one (full). Each role is one NOT EXISTS / EXISTS on the seats' primary
 * key (game_id, role); a game type not named is not listed.
 */
export function seatingFilter({ seating, rolesByType }: SeatingQuery): Prisma.GameWhereInput {
  const byType = Object.entries(rolesByType).map(([gameType, roles]): Prisma.GameWhereInput =>
    seating === 'open'
      ? { gameType, OR: roles.map((role) => ({ seats: { none: { role } } })) }
      : { gameType, AND: roles.map((role) => ({ seats: { some: { role } } })) },
  );
  // Wrapped in AND so that it narrows the query's own gameType filter instead of replacing it.
  return { AND: [{ OR: byType }] };
}
