// json-schema-to-typescript loads Prettier, whose CommonJS entry uses import(), which Jest cannot run without
// --experimental-vm-modules. The generator never formats with it (format: false, see game-types-source.ts).
module.exports = {
  ...require('../../jest.preset.js'),
  displayName: '@wargames/sdk-codegen',
  rootDir: __dirname,
  moduleNameMapper: { '^prettier$': '<rootDir>/src/testing/prettier-unused.cjs' },
  testTimeout: 120_000,
};
