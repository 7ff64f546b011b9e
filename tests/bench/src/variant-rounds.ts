import { createTestDatabase } from '@wargames/event-store/testing';
import { parseVariants, type ApiVariant } from './api-variant';
import { roundOrder } from './round-order';

/** What a run of rounds needs of its database: where it is, and how to remove it afterwards. */
export interface RoundsDatabase {
  readonly url: string;
  drop(): Promise<void>;
}

/**
 * The A/B scripts' loop (ab-api.ts, pause-latency.ts): the variants named by `labels` (`defaultLabel` when none is given;
 * api-variant.ts), `rounds` rounds of them, each round in its rotated order (round-order.ts), all on one fresh test
 * database, dropped at the end whatever happens.
 */
export async function runVariantRounds(
  labels: readonly string[],
  defaultLabel: string,
  rounds: number,
  run: (variant: ApiVariant, round: number, databaseUrl: string) => Promise<void>,
  openDatabase: () => Promise<RoundsDatabase> = createTestDatabase,
): Promise<void> {
  const variants = parseVariants(labels, defaultLabel);
  const database = await openDatabase();
  try {
    for (let round = 1; round <= rounds; round++) {
      for (const variant of roundOrder(variants, round)) await run(variant, round, database.url);
    }
  } finally {
    await database.drop();
  }
}
