// Unit tests of the web app: messages, rules anchors, geometry, scenes and the Board's markup (rendered on the server
// with react-dom/server, so no browser is needed here; tests/web-e2e drives a real one).
const preset = require('../../jest.preset.js');

const swcTsx = [
  '@swc/jest',
  {
    jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' },
    module: { type: 'commonjs' },
    sourceMaps: 'inline',
  },
];

module.exports = {
  ...preset,
  displayName: '@wargames/web',
  rootDir: __dirname,
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.spec.tsx'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'json'],
  transform: { '^.+\\.(t|j|mj)sx?$': swcTsx },
  // next-intl, use-intl and formatjs ship ES modules only.
  transformIgnorePatterns: ['/node_modules/(?!(@wargames|next-intl|use-intl|icu-minify|intl-messageformat|@formatjs)/)'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/src/$1',
    '\\.css$': '<rootDir>/test/css-module.cjs',
  },
};
