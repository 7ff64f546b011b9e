// Browser end-to-end tests of the web app. The global setup builds apps/web when its sources changed, starts the API
// (on a temporary PGlite folder) and the web app on free ports, and the teardown stops them. One worker: one browser
// at a time on a 2-core machine.
const preset = require('../../jest.preset.js');

module.exports = {
  ...preset,
  displayName: '@wargames/web-e2e',
  rootDir: __dirname,
  globalSetup: '<rootDir>/src/support/global-setup.ts',
  globalTeardown: '<rootDir>/src/support/global-teardown.ts',
  maxWorkers: 1,
  testTimeout: 120_000,
  // apps/web's board-data schemas use zod; next-intl is not loaded here.
  transformIgnorePatterns: preset.transformIgnorePatterns,
};
