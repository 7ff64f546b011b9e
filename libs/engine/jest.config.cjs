module.exports = { ...require('../../jest.preset.js'), displayName: '@wargames/engine', rootDir: __dirname };
