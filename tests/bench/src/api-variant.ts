import { join } from 'node:path';
import { startApi, type ApiBuild, type ApiServer } from './api-server';

/** One way of starting the API in an A/B run. */
export interface ApiVariant {
  readonly label: string;
  readonly build: ApiBuild;
  readonly env: Record<string, string>;
  readonly nodeArgs: string[];
  /** The folder of Postgres's Unix socket, to reach it without TCP (`socket=/var/run/postgresql`). */
  readonly socketDir?: string;
  /** How many API processes to start on the one database, the clients split between them (`processes=2`). */
  readonly processes: number;
  /** The API alone on a core, Postgres and the clients on the others (`own-core`, core-layout.ts). */
  readonly ownCore: boolean;
  /** The Node that runs the API (`node=machine`: this process's; `node=PATH`); absent: production's (server-node.ts). */
  readonly nodeBinary?: string;
}

/** The database URL a variant uses: the same database, through the Unix socket when the variant names one. */
export function databaseUrlFor(variant: ApiVariant, url: string): string {
  if (!variant.socketDir) return url;
  const parsed = new URL(url);
  return `postgresql://${parsed.username}@localhost${parsed.pathname}?host=${encodeURIComponent(variant.socketDir)}`;
}

/** One API process started as `variant` on the database at `databaseUrl`; `leadingNodeArgs` go before the variant's flags. */
export function startApiAs(variant: ApiVariant, databaseUrl: string, leadingNodeArgs: string[] = []): Promise<ApiServer> {
  return startApi({ DATABASE_URL: databaseUrlFor(variant, databaseUrl), ...variant.env }, variant.build, [...leadingNodeArgs, ...variant.nodeArgs], variant.nodeBinary);
}

function processCount(text: string): number {
  const count = Number(text);
  if (!Number.isInteger(count) || count < 1) throw new Error(`processes=${text}: a whole number of API processes, at least 1`);
  return count;
}

/**
 * Space-separated words: `dist` runs the built API, `dist=FOLDER` the API built in another tree FOLDER (a `git worktree` of
 * another commit, built there: two commits compared end to end), `socket=DIR` reaches Postgres through its Unix socket in DIR,
 * `processes=N` starts N API processes and splits the clients between them (as replicas behind a balancer), `own-core` gives the API a
 * core of its own (Postgres and the clients on the others), `node=machine` runs the API on this process's Node instead of
 * production's release (`node=PATH` on that binary), `KEY=value` sets an environment variable, any other word is a Node flag.
 */
export function parseVariant(label: string): ApiVariant {
  const env: Record<string, string> = {};
  const nodeArgs: string[] = [];
  let build: ApiBuild = 'dev';
  let socketDir: string | undefined;
  let processes = 1;
  let ownCore = false;
  let nodeBinary: string | undefined;
  for (const word of label.split(/\s+/).filter(Boolean)) {
    if (word === 'dist') build = 'dist';
    else if (word.startsWith('dist=')) build = { builtEntry: join(word.slice('dist='.length), 'dist', 'apps', 'api', 'main.js') };
    else if (word.startsWith('socket=')) socketDir = word.slice('socket='.length);
    else if (word.startsWith('processes=')) processes = processCount(word.slice('processes='.length));
    else if (word === 'own-core') ownCore = true;
    else if (word.startsWith('node=')) nodeBinary = word === 'node=machine' ? process.execPath : word.slice('node='.length);
    else if (/^[A-Z_][A-Z0-9_]*=/.test(word)) env[word.slice(0, word.indexOf('='))] = word.slice(word.indexOf('=') + 1);
    else nodeArgs.push(word);
  }
  return { label: label || '(default)', build, env, nodeArgs, processes, ownCore, ...(socketDir ? { socketDir } : {}), ...(nodeBinary ? { nodeBinary } : {}) };
}

/** The variants a script's arguments name, or its one default variant when they name none. */
export function parseVariants(labels: readonly string[], defaultLabel: string): ApiVariant[] {
  return (labels.length > 0 ? labels : [defaultLabel]).map(parseVariant);
}
