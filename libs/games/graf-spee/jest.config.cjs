module.exports = { ...require('../../../jest.preset.js'), displayName: '@wargames/graf-spee', rootDir: __dirname, passWithNoTests: true /* TODO remove once the project has tests */ };
