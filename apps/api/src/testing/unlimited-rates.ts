/**
 * Rate limits far above anything a test sends, for end-to-end tests that play whole games as fast as they can (the
 * limits themselves are tested in apps/api/src/throttling). The same settings serve a local benchmark.
 */
export const UNLIMITED_RATES: Readonly<Record<string, string>> = {
  WARGAMES_RATE_LIMIT_ADDRESS: '1000000000',
  WARGAMES_COMMAND_RATE: '1000000',
  WARGAMES_COMMAND_BURST: '1000000',
  WARGAMES_SUBSCRIPTIONS_PER_ADDRESS: '100000',
  WARGAMES_SUBSCRIPTIONS_PER_TOKEN: '100000',
};
