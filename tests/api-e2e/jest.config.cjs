// API end-to-end tests over real HTTP. NestJS 12 ships ES modules only; SWC compiles them to CommonJS for Jest.
const preset = require('../../jest.preset.js');

module.exports = {
  ...preset,
  displayName: '@wargames/api-e2e',
  rootDir: __dirname,
  // The preset's exceptions (workspace packages, PGlite) plus @nestjs and content-disposition (@fastify/static's,
  // which serves Swagger UI under Fastify: ES modules only).
  transformIgnorePatterns: preset.transformIgnorePatterns.map((pattern) => pattern.replace('/node_modules/(?!(', '/node_modules/(?!(@nestjs|@fastify/static|content-disposition|')),
  testTimeout: 180_000,
};
