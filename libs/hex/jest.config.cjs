module.exports = { ...require('../../jest.preset.js'), displayName: '@wargames/hex', rootDir: __dirname };
