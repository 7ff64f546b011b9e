module.exports = { ...require('../../jest.preset.js'), displayName: '@wargames/bots', rootDir: __dirname };
