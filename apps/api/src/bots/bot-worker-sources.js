// The bots' worker entry when the API runs from its TypeScript sources (npm start, Jest): a worker thread starts
// without the parent's @swc-node/register, so it registers it before loading bot-worker.ts.
process.env.SWC_NODE_PROJECT ??= require('node:path').join(__dirname, '..', '..', 'tsconfig.runtime.json');
require('@swc-node/register');
module.exports = require('./bot-worker.ts');
