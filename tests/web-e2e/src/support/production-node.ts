import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from './paths';

interface ProductionNodeScript {
  /** The release production runs (docker/production-node/package.json), e.g. "26.12.1". */
  readonly PRODUCTION_NODE_VERSION: string;
  /** That release's binary on this machine, installed on first use; why not when it cannot be had here. */
  productionNode(): { ok: true; path: string; version: string } | { ok: false; reason: string };
}

/** tools/production-node.cjs (which `npm test` and the benchmark use too): a workspace script, loaded by its path. */
export const { PRODUCTION_NODE_VERSION, productionNode } = createRequire(__filename)(join(ROOT, 'tools', 'production-node.cjs')) as ProductionNodeScript;
