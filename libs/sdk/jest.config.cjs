module.exports = { ...require('../../jest.preset.js'), displayName: '@wargames/sdk', rootDir: __dirname };
