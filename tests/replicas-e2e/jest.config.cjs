// The built API (dist/apps/api) as three processes behind HAProxy. Needs Debian's haproxy (.ci/run installs it) and
// Postgres; NestJS 12 ships ES modules only, so SWC compiles them to CommonJS for Jest (the helpers import api testing code).
const preset = require('../../jest.preset.js');

module.exports = {
  ...preset,
  displayName: '@wargames/replicas-e2e',
  rootDir: __dirname,
  transformIgnorePatterns: preset.transformIgnorePatterns.map((pattern) => pattern.replace('/node_modules/(?!(', '/node_modules/(?!(@nestjs|@fastify/static|content-disposition|')),
  testTimeout: 600_000,
  // Two files run the API build, which rewrites dist/apps/api: one file at a time.
  maxWorkers: 1,
};
