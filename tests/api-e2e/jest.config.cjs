// API end-to-end tests over real HTTP. NestJS 12 ships ES modules only; SWC compiles them to CommonJS for Jest.
const preset = require('../../jest.nest-app-preset.js');

module.exports = {
  ...preset,
  displayName: '@wargames/api-e2e',
  rootDir: __dirname,
  testTimeout: 180_000,
};
