// NestJS 12 ships ES modules only; Jest on Node 20 cannot require them, so SWC compiles them to CommonJS too.
const preset = require('../../jest.nest-app-preset.js');

module.exports = {
  ...preset,
  displayName: '@wargames/api',
  rootDir: __dirname,
  // Many of these tests start the whole app and open sockets: at a load of 8-14 on 2 cores (a CI run beside other
  // work) that alone took more than Jest's default 5 s. A generous limit; no test asserts on time.
  testTimeout: 60_000,
};
