module.exports = { ...require('../../../jest.preset.js'), displayName: '@wargames/arras', rootDir: __dirname };
