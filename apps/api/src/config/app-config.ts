import { z } from 'zod';

/** Everything the service reads from its environment. */
export interface AppConfig {
  readonly production: boolean;
  readonly port: number;
  readonly host: string;
  /** Real Postgres when set; otherwise embedded PGlite in `dataDir`. */
  readonly databaseUrl: string | undefined;
  /** A session connection for LISTEN and the migrations' advisory lock, when DATABASE_URL goes through a transaction pooler. */
  readonly directUrl: string | undefined;
  /** Connections of this process's Postgres pool (DATABASE_POOL_SIZE). */
  readonly databasePoolSize: number;
  /** How long a pooled connection may stay idle before it is closed (DATABASE_POOL_IDLE_TIMEOUT_MS); 0 keeps it. */
  readonly databasePoolIdleTimeoutMs: number;
  readonly dataDir: string | undefined;
  /** Reproducible dice for tests; refused in production. */
  readonly diceSeed: number | undefined;
  /** Largest accepted request body, in bytes. */
  readonly bodyLimitBytes: number;
  readonly rateLimit: {
    readonly windowMs: number;
    /** Requests per window from one address: a ceiling against floods, not a pace for clients. */
    readonly perAddress: number;
    /** Commands one seat may submit per second, sustained (the refill rate of its token bucket). */
    readonly commandsPerSecond: number;
    /** Commands one seat may submit at once (the size of its token bucket). */
    readonly commandBurst: number;
    /** Live feeds (graphql-ws subscriptions and SSE streams) open at once from one address. */
    readonly subscriptionsPerAddress: number;
    /** Live feeds open at once with one seat token. */
    readonly subscriptionsPerToken: number;
  };
  readonly graphql: {
    readonly maxDepth: number;
    readonly maxComplexity: number;
    /** Largest GraphQL document, in lexical tokens; the parser stops there, before any rule looks at it. */
    readonly maxTokens: number;
  };
  /** Proxies in front of the service whose X-Forwarded-For is believed for the client address (1 behind HAProxy). */
  readonly trustedProxies: number;
  readonly shutdown: {
    /** After SIGTERM, how long the replica keeps serving while /health/ready answers 503, so balancers stop routing to it. */
    readonly drainDelayMs: number;
    /** How long it then waits for requests in flight before it closes anyway. */
    readonly drainTimeoutMs: number;
  };
  /** Whether this process plays the bot seats (WARGAMES_PLAY_BOTS); off for a process that only serves requests. */
  readonly playBots: boolean;
  /** Worker threads that make the bots' decisions (WARGAMES_BOT_WORKERS), so a search never holds up the event loop. */
  readonly botWorkers: number;
  /**
   * Tests only (WARGAMES_BOT_TEST_GATE, refused in production): a bot's decision spins its worker's CPU, as a long
   * search does, until this file exists, so a test can show that the API answers others meanwhile.
   */
  readonly botTestGate: string | undefined;
  /**
   * How long a game waits for a person's move before the other side may claim the win (WARGAMES_CLAIM_AFTER_MS;
   * three days by default, a postcard game's pace).
   */
  readonly claimAfterMs: number;
  readonly logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
}

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

const integer = (fallback: number, min: number, max = Number.MAX_SAFE_INTEGER) =>
  z.coerce.number().int().min(min).max(max).default(fallback);

const envSchema = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: integer(3000, 0, 65535),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL').optional(),
  DATABASE_DIRECT_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL').optional(),
  DATABASE_POOL_SIZE: integer(10, 1, 1000),
  DATABASE_POOL_IDLE_TIMEOUT_MS: integer(0, 0, 86_400_000),
  WARGAMES_DATA_DIR: z.string().min(1).optional(),
  WARGAMES_DICE_SEED: z.coerce.number().int().min(0).max(2 ** 32 - 1).optional(),
  WARGAMES_BODY_LIMIT_BYTES: integer(1_000_000, 1024),
  WARGAMES_RATE_WINDOW_MS: integer(60_000, 1),
  WARGAMES_RATE_LIMIT_ADDRESS: integer(6_000, 1),
  WARGAMES_COMMAND_RATE: z.coerce.number().positive().max(Number.MAX_SAFE_INTEGER).default(5),
  WARGAMES_COMMAND_BURST: integer(20, 1),
  WARGAMES_SUBSCRIPTIONS_PER_ADDRESS: integer(50, 1),
  WARGAMES_SUBSCRIPTIONS_PER_TOKEN: integer(5, 1),
  WARGAMES_GRAPHQL_MAX_DEPTH: integer(12, 2),
  WARGAMES_GRAPHQL_MAX_COMPLEXITY: integer(500, 10),
  WARGAMES_GRAPHQL_MAX_TOKENS: integer(2000, 100),
  WARGAMES_TRUSTED_PROXIES: integer(0, 0, 10),
  WARGAMES_DRAIN_DELAY_MS: integer(0, 0, 600_000),
  WARGAMES_DRAIN_TIMEOUT_MS: integer(10_000, 0, 600_000),
  WARGAMES_PLAY_BOTS: z.enum(['true', 'false']).default('true'),
  WARGAMES_BOT_WORKERS: integer(1, 1, 256),
  WARGAMES_BOT_TEST_GATE: z.string().min(1).optional(),
  WARGAMES_CLAIM_AFTER_MS: integer(3 * 86_400_000, 100),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

/**
 * Reads and checks the configuration. An empty variable counts as unset. Refuses a dice seed in production:
 * production dice are crypto-random, and a seed would make them predictable.
 */
export function loadConfig(env: Readonly<Record<string, string | undefined>>): AppConfig {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`bad configuration: ${problems.join('; ')}`);
  }
  if (present['WARGAMES_RATE_LIMIT_TOKEN'] !== undefined) {
    throw new ConfigError('WARGAMES_RATE_LIMIT_TOKEN is no longer read: a seat is limited by WARGAMES_COMMAND_RATE and WARGAMES_COMMAND_BURST');
  }
  const values = parsed.data;
  const production = values.NODE_ENV === 'production';
  if (production && values.WARGAMES_DICE_SEED !== undefined) {
    throw new ConfigError('WARGAMES_DICE_SEED is refused when NODE_ENV=production: production dice are crypto-random');
  }
  if (production && values.WARGAMES_BOT_TEST_GATE !== undefined) {
    throw new ConfigError('WARGAMES_BOT_TEST_GATE is refused when NODE_ENV=production: it holds every bot decision for a test');
  }
  return {
    production,
    port: values.PORT,
    host: values.HOST,
    databaseUrl: values.DATABASE_URL,
    directUrl: values.DATABASE_DIRECT_URL,
    databasePoolSize: values.DATABASE_POOL_SIZE,
    databasePoolIdleTimeoutMs: values.DATABASE_POOL_IDLE_TIMEOUT_MS,
    dataDir: values.WARGAMES_DATA_DIR,
    diceSeed: values.WARGAMES_DICE_SEED,
    bodyLimitBytes: values.WARGAMES_BODY_LIMIT_BYTES,
    rateLimit: {
      windowMs: values.WARGAMES_RATE_WINDOW_MS,
      perAddress: values.WARGAMES_RATE_LIMIT_ADDRESS,
      commandsPerSecond: values.WARGAMES_COMMAND_RATE,
      commandBurst: values.WARGAMES_COMMAND_BURST,
      subscriptionsPerAddress: values.WARGAMES_SUBSCRIPTIONS_PER_ADDRESS,
      subscriptionsPerToken: values.WARGAMES_SUBSCRIPTIONS_PER_TOKEN,
    },
    graphql: {
      maxDepth: values.WARGAMES_GRAPHQL_MAX_DEPTH,
      maxComplexity: values.WARGAMES_GRAPHQL_MAX_COMPLEXITY,
      maxTokens: values.WARGAMES_GRAPHQL_MAX_TOKENS,
    },
    trustedProxies: values.WARGAMES_TRUSTED_PROXIES,
    shutdown: { drainDelayMs: values.WARGAMES_DRAIN_DELAY_MS, drainTimeoutMs: values.WARGAMES_DRAIN_TIMEOUT_MS },
    playBots: values.WARGAMES_PLAY_BOTS === 'true',
    botWorkers: values.WARGAMES_BOT_WORKERS,
    botTestGate: values.WARGAMES_BOT_TEST_GATE,
    claimAfterMs: values.WARGAMES_CLAIM_AFTER_MS,
    logLevel: values.LOG_LEVEL,
  };
}
