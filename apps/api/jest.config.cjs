// NestJS 12 ships ES modules only; Jest on Node 20 cannot require them, so SWC compiles them to CommonJS too.
const preset = require('../../jest.preset.js');

module.exports = {
  ...preset,
  displayName: '@wargames/api',
  rootDir: __dirname,
  // Many of these tests start the whole app and open sockets: at a load of 8-14 on 2 cores (a CI run beside other
  // work) that alone took more than Jest's default 5 s. A generous limit; no test asserts on time.
  testTimeout: 60_000,
  // The preset's exceptions (workspace packages, PGlite) plus @nestjs and @apidevtools (the OpenAPI validator's
  // reference parser ships ES modules only) and content-disposition (@fastify/static's, for Swagger UI: ES modules only).
  transformIgnorePatterns: preset.transformIgnorePatterns.map((pattern) => pattern.replace('/node_modules/(?!(', '/node_modules/(?!(@nestjs|@apidevtools|@fastify/static|content-disposition|')),
};
