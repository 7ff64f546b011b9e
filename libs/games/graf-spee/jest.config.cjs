module.exports = { ...require('../../../jest.preset.js'), displayName: '@wargames/graf-spee', rootDir: __dirname };
