module.exports = { ...require('../../jest.preset.js'), displayName: '@wargames/event-store', rootDir: __dirname };
