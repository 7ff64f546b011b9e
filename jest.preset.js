// Shared Jest settings: TypeScript through SWC (fast, keeps Nest's decorator metadata).
const path = require('node:path');

module.exports = {
  reporters: ['default', path.join(__dirname, 'tools', 'jest-summary-reporter.cjs')],
  testEnvironment: 'node',
  transform: {
    '^.+\\.[tj]s$': [
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
    ],
  },
  moduleFileExtensions: ['ts', 'js', 'json'],
  testMatch: ['**/*.spec.ts'],
  // Workspace packages are symlinked into node_modules and point at TypeScript sources.
  transformIgnorePatterns: ['/node_modules/(?!@wargames/)'],
};
