// Shared Jest settings: TypeScript through SWC (fast, keeps Nest's decorator metadata).
const path = require('node:path');

const swcTransform = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
    sourceMaps: 'inline',
  },
];

module.exports = {
  reporters: ['default', path.join(__dirname, 'tools', 'jest-summary-reporter.cjs')],
  testEnvironment: 'node',
  transform: {
    // PGlite's CommonJS build loads Node built-ins with import(), which Jest cannot run without
    // --experimental-vm-modules; compiling it turns those calls into require().
    '/node_modules/@electric-sql/pglite/dist/.+\\.c?js$': swcTransform,
    '^.+\\.[tj]s$': swcTransform,
  },
  moduleFileExtensions: ['ts', 'js', 'json'],
  testMatch: ['**/*.spec.ts'],
  // Workspace packages are symlinked into node_modules and point at TypeScript sources; PGlite: see above.
  transformIgnorePatterns: ['/node_modules/(?!(@wargames|@electric-sql/pglite)/)'],
};
