import { ConfigError, loadConfig } from './app-config';

describe('loadConfig', () => {
  it('has defaults for a local run: port 3000, PGlite, crypto dice', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.diceSeed).toBeUndefined();
    expect(config.production).toBe(false);
  });

  it('reads PORT, HOST, DATABASE_URL and the data folder, ignoring empty variables', () => {
    const config = loadConfig({ PORT: '8080', HOST: '0.0.0.0', DATABASE_URL: 'postgres://u@h/db', WARGAMES_DATA_DIR: '/tmp/x', LOG_LEVEL: '' });
    expect(config).toMatchObject({ port: 8080, host: '0.0.0.0', databaseUrl: 'postgres://u@h/db', dataDir: '/tmp/x', logLevel: 'info' });
  });

  it('reads the direct (session) database URL and the drain settings of a graceful shutdown', () => {
    expect(loadConfig({})).toMatchObject({ directUrl: undefined, shutdown: { drainDelayMs: 0, drainTimeoutMs: 10_000 } });
    const config = loadConfig({ DATABASE_URL: 'postgres://u@pgbouncer/db', DATABASE_DIRECT_URL: 'postgres://u@postgres/db', WARGAMES_DRAIN_DELAY_MS: '3000', WARGAMES_DRAIN_TIMEOUT_MS: '20000' });
    expect(config).toMatchObject({ directUrl: 'postgres://u@postgres/db', shutdown: { drainDelayMs: 3000, drainTimeoutMs: 20_000 } });
    expect(() => loadConfig({ DATABASE_DIRECT_URL: 'mysql://x' })).toThrow(/DATABASE_DIRECT_URL/);
  });

  it('reads the size of the Postgres pool (10 by default) and refuses a pool of none', () => {
    expect(loadConfig({}).databasePoolSize).toBe(10);
    expect(loadConfig({ DATABASE_POOL_SIZE: '24' }).databasePoolSize).toBe(24);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
  });

  it('keeps idle pooled connections open unless DATABASE_POOL_IDLE_TIMEOUT_MS says how long they may idle', () => {
    expect(loadConfig({}).databasePoolIdleTimeoutMs).toBe(0);
    expect(loadConfig({ DATABASE_POOL_IDLE_TIMEOUT_MS: '10000' }).databasePoolIdleTimeoutMs).toBe(10_000);
    expect(() => loadConfig({ DATABASE_POOL_IDLE_TIMEOUT_MS: '-1' })).toThrow(/DATABASE_POOL_IDLE_TIMEOUT_MS/);
  });

  it('reads how many worker threads decide for the bots (1 by default, at least 1), and refuses the test gate in production', () => {
    expect(loadConfig({}).botWorkers).toBe(1);
    expect(loadConfig({ WARGAMES_BOT_WORKERS: '4' }).botWorkers).toBe(4);
    expect(() => loadConfig({ WARGAMES_BOT_WORKERS: '0' })).toThrow(/WARGAMES_BOT_WORKERS/);
    expect(loadConfig({ WARGAMES_BOT_TEST_GATE: '/tmp/gate', NODE_ENV: 'test' }).botTestGate).toBe('/tmp/gate');
    expect(() => loadConfig({ WARGAMES_BOT_TEST_GATE: '/tmp/gate', NODE_ENV: 'production' })).toThrow(/WARGAMES_BOT_TEST_GATE/);
  });

  it('reads how long a game waits for a person\'s move before the win may be claimed (three days by default)', () => {
    expect(loadConfig({}).claimAfterMs).toBe(3 * 24 * 3_600_000);
    expect(loadConfig({ WARGAMES_CLAIM_AFTER_MS: '60000' }).claimAfterMs).toBe(60_000);
    expect(() => loadConfig({ WARGAMES_CLAIM_AFTER_MS: '0' })).toThrow(/WARGAMES_CLAIM_AFTER_MS/);
    expect(() => loadConfig({ WARGAMES_CLAIM_AFTER_MS: 'soon' })).toThrow(/WARGAMES_CLAIM_AFTER_MS/);
  });

  it('accepts a dice seed outside production', () => {
    expect(loadConfig({ WARGAMES_DICE_SEED: '42', NODE_ENV: 'test' }).diceSeed).toBe(42);
  });

  it('refuses to start with a dice seed in production', () => {
    expect(() => loadConfig({ WARGAMES_DICE_SEED: '42', NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ WARGAMES_DICE_SEED: '42', NODE_ENV: 'production' })).toThrow(/WARGAMES_DICE_SEED/);
  });

  it('has rate limits for real clients by default, each configurable, and refuses the retired per-token request limit', () => {
    expect(loadConfig({}).rateLimit).toEqual({
      windowMs: 60_000,
      perAddress: 6_000,
      commandsPerSecond: 5,
      commandBurst: 20,
      subscriptionsPerAddress: 50,
      subscriptionsPerToken: 5,
    });
    const benchmark = loadConfig({
      WARGAMES_RATE_LIMIT_ADDRESS: '100000000',
      WARGAMES_COMMAND_RATE: '100000',
      WARGAMES_COMMAND_BURST: '100000',
      WARGAMES_SUBSCRIPTIONS_PER_ADDRESS: '1000',
      WARGAMES_SUBSCRIPTIONS_PER_TOKEN: '100',
    });
    expect(benchmark.rateLimit).toMatchObject({ perAddress: 100_000_000, commandsPerSecond: 100_000, commandBurst: 100_000, subscriptionsPerAddress: 1000, subscriptionsPerToken: 100 });
    expect(loadConfig({ WARGAMES_COMMAND_RATE: '0.5' }).rateLimit.commandsPerSecond).toBe(0.5);
    expect(() => loadConfig({ WARGAMES_COMMAND_RATE: '0' })).toThrow(/WARGAMES_COMMAND_RATE/);
    expect(() => loadConfig({ WARGAMES_RATE_LIMIT_TOKEN: '300' })).toThrow(/WARGAMES_RATE_LIMIT_TOKEN is no longer read/);
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must be a postgres/);
  });
});
