// `nx run @wargames/api:build` (part of `npm run build`): the API as plain JavaScript in dist/apps/api.
//   main.js     the service          (node --enable-source-maps dist/apps/api/main.js)
//   migrate.js  the migration runner (node dist/apps/api/migrate.js), reading prisma/migrations beside it
//   bot-worker.js  the bots' worker threads (main.js starts them from beside itself, apps/api/src/bots/bot-workers.ts)
// esbuild bundles the API with the workspace libraries it uses (engine, games, event store, the generated Prisma
// client) into one CommonJS file per entry, with source maps; SWC compiles each TypeScript file first because esbuild
// does not emit decorator metadata, which Nest's dependency injection and GraphQL types read at run time. Every npm
// package stays external and is checked to be a production dependency of the root package.json, so the output runs
// with `npm ci --omit=dev` (or tools/production-node-modules.mjs) and nothing else.
import { transform } from '@swc/core';
import { build } from 'esbuild';
import { builtinModules } from 'node:module';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const out = join(root, 'dist', 'apps', 'api');
const rootManifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const productionDependencies = new Set(Object.keys(rootManifest.dependencies ?? {}));

/** The npm package a bare import names: `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. */
function packageOf(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

const isBuiltin = (specifier) => specifier.startsWith('node:') || builtinModules.includes(packageOf(specifier));

/** Workspace packages (@wargames/…) are bundled from their TypeScript sources; every other package stays external. */
const externalPackages = {
  name: 'external-packages',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@wargames/') ? undefined : { path: args.path, external: true }));
  },
};

/** TypeScript through SWC with legacy decorators and their metadata, as the Jest preset and @swc-node/register do. */
const swcTypescript = {
  name: 'swc-typescript',
  setup(pluginBuild) {
    pluginBuild.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      const result = await transform(source, {
        filename: args.path,
        sourceMaps: 'inline',
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true },
          target: 'es2022',
          keepClassNames: true,
        },
        module: { type: 'es6' },
      });
      return { contents: result.code, loader: 'js', resolveDir: dirname(args.path) };
    });
  },
};

rmSync(out, { recursive: true, force: true });
const result = await build({
  absWorkingDir: root,
  entryPoints: { main: join(here, 'src', 'main.ts'), migrate: join(here, 'src', 'migrate.ts'), 'bot-worker': join(here, 'src', 'bots', 'bot-worker.ts') },
  outdir: out,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  sourcesContent: false,
  // Nest and GraphQL read class names at run time.
  keepNames: true,
  metafile: true,
  logLevel: 'warning',
  plugins: [externalPackages, swcTypescript],
});

// Every package the bundle requires must be a production dependency (else it would be missing at run time).
const external = new Set();
for (const output of Object.values(result.metafile.outputs)) {
  for (const entry of output.imports) if (entry.external && !isBuiltin(entry.path)) external.add(packageOf(entry.path));
}
const missing = [...external].filter((name) => !productionDependencies.has(name)).sort();
if (missing.length > 0) {
  console.error(`✗ the API bundle requires packages that are not in the root package.json's dependencies: ${missing.join(', ')}`);
  process.exit(1);
}

// The migration runner (and the service, which migrates on start) reads the SQL files beside the bundle.
cpSync(join(root, 'prisma', 'migrations'), join(out, 'prisma', 'migrations'), { recursive: true });

// The runtime's manifest: the root's production dependencies (Nest also loads some by name at run time, such as
// @as-integrations/fastify and graphql-ws, which the bundle does not name).
const manifest = { name: '@wargames/api-dist', private: true, type: 'commonjs', main: 'main.js', dependencies: rootManifest.dependencies };
writeFileSync(join(out, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
const inputs = Object.keys(result.metafile.inputs).length;
console.log(`built the API in ${relative(root, out).split(sep).join('/')} from ${inputs} files; it requires ${external.size} packages: ${[...external].sort().join(', ')}`);
