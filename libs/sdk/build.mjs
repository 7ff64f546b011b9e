// `nx run @wargames/sdk:build`: the publishable package in dist/libs/sdk — CommonJS with type declarations, and a
// package.json whose entry points are the built files (the source package.json points at the TypeScript sources,
// for this monorepo).
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const out = join(root, 'dist', 'libs', 'sdk');

rmSync(out, { recursive: true, force: true });
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
execFileSync(process.execPath, [tsc, '-p', join(here, 'tsconfig.lib.json')], { stdio: 'inherit' });

const { nx: _nx, ...source } = JSON.parse(readFileSync(join(here, 'package.json'), 'utf8'));
const entry = { types: './src/index.d.ts', default: './src/index.js' };
// The built files are CommonJS; the source package names no type, so bundlers (Next's Turbopack) read its ES syntax.
const manifest = { ...source, type: 'commonjs', main: entry.default, types: entry.types, exports: { '.': entry, './package.json': './package.json' } };
mkdirSync(out, { recursive: true });
writeFileSync(join(out, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
copyFileSync(join(here, 'README.md'), join(out, 'README.md'));
console.log(`built ${manifest.name}@${manifest.version} in ${out}`);
