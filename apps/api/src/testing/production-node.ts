import { createRequire } from 'node:module';
import { join } from 'node:path';

interface ProductionNodeScript {
  /** The release production runs (docker/production-node/package.json), e.g. "26.12.1". */
  readonly PRODUCTION_NODE_VERSION: string;
  /** That release's binary on this machine, installed on first use; why not when it cannot be had here. */
  productionNode(): { ok: true; path: string; version: string } | { ok: false; reason: string };
  /** The same for a test that must run on it: without it, `required` (on CI) means fail, else skip and say why. */
  productionNodeForTests(): { ok: true; path: string; version: string } | { ok: false; reason: string; required: boolean };
}

/**
 * tools/production-node.cjs, which `npm test` runs the API's end-to-end tests with: the Node release production runs,
 * for the benchmark's servers and the web's standalone server test. A workspace script, not a package, so loaded by its path.
 */
export const { PRODUCTION_NODE_VERSION, productionNode, productionNodeForTests } = createRequire(__filename)(join(__dirname, '..', '..', '..', '..', 'tools', 'production-node.cjs')) as ProductionNodeScript;
