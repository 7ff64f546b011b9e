#!/usr/bin/env node
// node tools/production-node-modules.mjs <target-folder>
// Puts into <target-folder>/node_modules what a production install (`npm ci --omit=dev`) of the root package.json
// holds: the packages of `dependencies` and, transitively, theirs (optional and peer dependencies when installed),
// taken from this workspace's node_modules as hard links (a copy where links are impossible). The Docker image of the
// API and the replica test (tests/replicas-e2e) run dist/apps/api with exactly this folder beside it and nothing else.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Where Node would find `name` when required from a package in `fromDir`: the nearest node_modules/<name> above it. */
function locate(name, fromDir) {
  for (let dir = fromDir; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dir === root || dirname(dir) === dir) return undefined;
  }
}

/** The installed package folders (relative to the workspace root) that the root's production dependencies need. */
export function productionPackages() {
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const found = new Set();
  const pending = Object.keys(manifest.dependencies ?? {}).map((name) => ({ name, from: root, required: true }));
  while (pending.length > 0) {
    const { name, from, required } = pending.pop();
    const dir = locate(name, from);
    if (!dir) {
      if (required) throw new Error(`${name} (needed by ${relative(root, from) || 'the root package.json'}) is not installed: run npm ci`);
      continue;
    }
    if (found.has(dir)) continue;
    found.add(dir);
    const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    const optionalPeers = new Set(Object.entries(pkg.peerDependenciesMeta ?? {}).filter(([, meta]) => meta?.optional).map(([peer]) => peer));
    for (const dep of Object.keys(pkg.dependencies ?? {})) pending.push({ name: dep, from: dir, required: true });
    for (const dep of Object.keys(pkg.optionalDependencies ?? {})) pending.push({ name: dep, from: dir, required: false });
    for (const dep of Object.keys(pkg.peerDependencies ?? {})) pending.push({ name: dep, from: dir, required: !optionalPeers.has(dep) });
  }
  return [...found].map((dir) => relative(root, dir)).sort();
}

/** Copies those folders under `target`, keeping their places (nested node_modules included). */
export function copyProductionNodeModules(target) {
  const packages = productionPackages();
  const copied = [];
  for (const path of packages) {
    // A package nested in one already copied came along with it.
    if (copied.some((done) => path.startsWith(`${done}${sep}`))) continue;
    const destination = join(target, path);
    mkdirSync(dirname(destination), { recursive: true });
    const linked = spawnSync('cp', ['-al', join(root, path), destination]);
    if (linked.status !== 0) {
      // Another file system (no hard links across): start again with a plain copy.
      rmSync(destination, { recursive: true, force: true });
      const plain = spawnSync('cp', ['-a', join(root, path), destination], { stdio: 'inherit' });
      if (plain.status !== 0) throw new Error(`could not copy ${path} to ${destination}`);
    }
    copied.push(path);
  }
  return packages;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const target = process.argv[2];
  if (!target) {
    console.error('usage: node tools/production-node-modules.mjs <target-folder>');
    process.exit(2);
  }
  const packages = copyProductionNodeModules(resolve(target));
  console.log(`${packages.length} production packages in ${join(resolve(target), 'node_modules')}`);
}
