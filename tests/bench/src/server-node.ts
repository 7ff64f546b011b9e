import { PRODUCTION_NODE_VERSION, productionNode } from '@wargames/api/testing/production-node';

/** The Node that runs the servers measured: production's release (the API's Docker image), or why this machine's. */
export interface ServerNode {
  readonly path: string;
  readonly version: string;
  /** Why the servers run on this process's Node instead of production's; absent when they run on production's. */
  readonly fallback?: string;
}

let chosen: ServerNode | undefined;

/**
 * The API and boardgame.io's server run on the Node release production runs (docker/production-node, installed on
 * first use), so that the figures are those of the deployed runtime; the clients stay on this process's Node. Where
 * that release cannot be had, this process's Node, saying why. Chosen once per run.
 */
export function serverNode(): ServerNode {
  if (chosen) return chosen;
  const production = productionNode();
  chosen = production.ok
    ? { path: production.path, version: production.version }
    : { path: process.execPath, version: process.version.slice(1), fallback: `production's Node ${PRODUCTION_NODE_VERSION} is not available here (${production.reason})` };
  return chosen;
}

/** "Node v26.12.1, production's (docker/production-node)" or "Node v20.20.2, this machine's: <why>", for the run's heading. */
export function describeServerNode(node: ServerNode = serverNode()): string {
  return node.fallback ? `Node v${node.version}, this machine's: ${node.fallback}` : `Node v${node.version}, production's (docker/production-node)`;
}
