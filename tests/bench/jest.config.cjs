// Unit tests of the benchmark's own arithmetic and tools; the benchmark itself is `npm run bench` and never a test.
const preset = require('../../jest.preset.js');

module.exports = {
  ...preset,
  displayName: '@wargames/bench',
  rootDir: __dirname,
  // bare-graphql-route.spec.ts starts the Nest app in process. NestJS 12 ships ES modules only, as do @apidevtools,
  // @fastify/static and content-disposition: SWC compiles them to CommonJS for Jest (as apps/api's config does).
  transformIgnorePatterns: preset.transformIgnorePatterns.map((pattern) => pattern.replace('/node_modules/(?!(', '/node_modules/(?!(@nestjs|@apidevtools|@fastify/static|content-disposition|')),
  // Starting the app takes a few seconds on a busy machine; no test asserts on time.
  testTimeout: 60_000,
};
