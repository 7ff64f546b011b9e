// Shared Jest settings for the suites that load the Nest app (the API's own tests and those that start it): the
// preset's, and SWC also compiles the packages the app loads that ship ES modules only, which Jest on Node 20 cannot
// require: NestJS 12, @fastify/static and its content-disposition (Swagger UI), @apidevtools (the OpenAPI validator's
// reference parser), and Mercurius, whose dynamic import of quick-lru (ES modules only) Jest cannot run untransformed.
const preset = require('./jest.preset.js');

const ES_MODULES_ONLY = ['@nestjs', '@apidevtools', '@fastify/static', 'content-disposition', 'mercurius', 'quick-lru'];

module.exports = {
  ...preset,
  transformIgnorePatterns: preset.transformIgnorePatterns.map((pattern) => pattern.replace('/node_modules/(?!(', `/node_modules/(?!(${ES_MODULES_ONLY.join('|')}|`)),
};
