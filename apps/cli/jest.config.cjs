module.exports = { ...require('../../jest.preset.js'), displayName: '@wargames/cli', rootDir: __dirname };
