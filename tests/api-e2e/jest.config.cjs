module.exports = { ...require('../../jest.preset.js'), displayName: '@wargames/api-e2e', rootDir: __dirname, passWithNoTests: true /* TODO remove once the project has tests */ };
