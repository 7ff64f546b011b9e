import { UNLIMITED_RATES } from '@wargames/api/testing/unlimited-rates';

/**
 * The environment of a benchmarked API process: production mode, rates unlimited (the benchmark would otherwise
 * measure the rate limiter) and the default log level (a log line per request is part of the cost measured).
 */
export function benchEnv(env: Record<string, string>): Record<string, string> {
  return { NODE_ENV: 'production', LOG_LEVEL: 'info', ...UNLIMITED_RATES, ...env };
}
