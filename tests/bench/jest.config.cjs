// Unit tests of the benchmark's own arithmetic and tools (bare-graphql-route.spec.ts starts the Nest app in process);
// the benchmark itself is `npm run bench` and never a test.
const preset = require('../../jest.nest-app-preset.js');

module.exports = {
  ...preset,
  displayName: '@wargames/bench',
  rootDir: __dirname,
  // Starting the app takes a few seconds on a busy machine; no test asserts on time.
  testTimeout: 60_000,
};
