import { runVariantRounds, type RoundsDatabase } from './variant-rounds';

function fakeDatabase(): RoundsDatabase & { dropped: number } {
  return {
    url: 'postgresql://fake/rounds',
    dropped: 0,
    async drop() {
      this.dropped++;
    },
  };
}

describe('runVariantRounds', () => {
  it('runs every variant in every round, rotated, on one database it drops at the end', async () => {
    const database = fakeDatabase();
    const calls: string[] = [];
    const record = async (variant: { label: string }, round: number, url: string) => {
      calls.push(`${round}:${variant.label}@${url}`);
    };
    await runVariantRounds(['dist', 'dist own-core'], '', 3, record, async () => database);
    expect(calls).toEqual([
      '1:dist@postgresql://fake/rounds',
      '1:dist own-core@postgresql://fake/rounds',
      '2:dist own-core@postgresql://fake/rounds',
      '2:dist@postgresql://fake/rounds',
      '3:dist@postgresql://fake/rounds',
      '3:dist own-core@postgresql://fake/rounds',
    ]);
    expect(database.dropped).toBe(1);
  });

  it('runs the default variant when none is named, parsed as any other', async () => {
    const seen: Array<{ label: string; build: unknown; ownCore: boolean }> = [];
    await runVariantRounds([], 'dist own-core', 1, async ({ label, build, ownCore }) => void seen.push({ label, build, ownCore }), async () => fakeDatabase());
    expect(seen).toEqual([{ label: 'dist own-core', build: 'dist', ownCore: true }]);
  });

  it('drops the database when a round fails, and passes the failure on', async () => {
    const database = fakeDatabase();
    const failing = async () => {
      throw new Error('the API did not start');
    };
    await expect(runVariantRounds(['dist'], '', 2, failing, async () => database)).rejects.toThrow('the API did not start');
    expect(database.dropped).toBe(1);
  });
});
