import { ABORTED } from '@wargames/engine';
import { Prisma } from './generated/prisma/client';

/**
 * The games a `calledOff` query asks for, as a Prisma filter on the stored outcome's reason: true, those called off
 * before everyone came (abort.ts's `aborted`); false, every other game, the running ones (no outcome yet) included.
 * Wrapped in AND so that its OR narrows the query instead of replacing another filter's.
 */
export function calledOffFilter(calledOff: boolean): Prisma.GameWhereInput {
  const aborted: Prisma.GameWhereInput = { outcome: { path: ['reason'], equals: ABORTED } };
  if (calledOff) return aborted;
  // A JSON path compared with a running game's missing outcome is neither equal nor unequal (SQL's NULL): said apart.
  return { AND: [{ OR: [{ outcome: { equals: Prisma.AnyNull } }, { NOT: aborted }] }] };
}
