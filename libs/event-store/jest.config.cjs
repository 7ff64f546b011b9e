module.exports = { ...require('../../jest.preset.js'), displayName: '@wargames/event-store', rootDir: __dirname, passWithNoTests: true /* TODO remove once the project has tests */ };
