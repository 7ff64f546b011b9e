// The SDK and the command-line client against the real API on PGlite. NestJS 12 ships ES modules only; SWC compiles
// them to CommonJS for Jest, and content-disposition (@fastify/static's, for Swagger UI: ES modules only) too.
const preset = require('../../jest.nest-app-preset.js');

module.exports = {
  ...preset,
  displayName: '@wargames/client-e2e',
  rootDir: __dirname,
  testTimeout: 600_000,
};
