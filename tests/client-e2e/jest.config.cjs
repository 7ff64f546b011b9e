// The SDK and the command-line client against the real API on PGlite. NestJS 12 ships ES modules only; SWC compiles
// them to CommonJS for Jest, and content-disposition (@fastify/static's, for Swagger UI: ES modules only) too.
const preset = require('../../jest.preset.js');

module.exports = {
  ...preset,
  displayName: '@wargames/client-e2e',
  rootDir: __dirname,
  transformIgnorePatterns: preset.transformIgnorePatterns.map((pattern) => pattern.replace('/node_modules/(?!(', '/node_modules/(?!(@nestjs|@fastify/static|content-disposition|')),
  testTimeout: 600_000,
};
