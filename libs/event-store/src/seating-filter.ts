import type { Prisma } from './generated/prisma/client';
import type { SeatingQuery } from './event-store';

/**
 * The games a seating query asks for, as a Prisma filter: of each named game type, those with a role that no seat row
 * holds (open), or those whose every role has one (full): one NOT EXISTS / EXISTS per role. A game type not named is
 * not listed.
 *
 * Its cost grows with the seats stored: Postgres hashes each role's seat rows once per listing rather than probing
 * the primary key per game (measured 5 December 2026 on 20,000 games with 39,000 seats: 26–32 ms a page of 31, against
 * 4 ms without a seating). A per-game count of the seats, one primary-key probe per game scanned, planned worse
 * still at deep offsets (a sort of every running game: 107 ms at offset 300). A count of free seats kept on the game
 * by each claim, with an index, is the way to make it an index scan.
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
