// Unit tests of the benchmark's own arithmetic; the benchmark itself is `npm run bench` and never a test.
const preset = require('../../jest.preset.js');

module.exports = {
  ...preset,
  displayName: '@wargames/bench',
  rootDir: __dirname,
};
