module.exports = { ...require('../../../jest.preset.js'), displayName: '@wargames/games', rootDir: __dirname };
