// The built API (dist/apps/api) as three processes behind HAProxy. Needs Debian's haproxy (.ci/run installs it) and
// Postgres; NestJS 12 ships ES modules only, so SWC compiles them to CommonJS for Jest (the helpers import api testing code).
const preset = require('../../jest.nest-app-preset.js');

module.exports = {
  ...preset,
  displayName: '@wargames/replicas-e2e',
  rootDir: __dirname,
  testTimeout: 600_000,
  // Two files run the API build, which rewrites dist/apps/api: one file at a time.
  maxWorkers: 1,
};
