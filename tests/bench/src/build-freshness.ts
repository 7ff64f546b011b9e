import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The newest modification time (ms) of any file under `paths` (folders walked, node_modules and dot-folders skipped). */
export function newestModification(paths: readonly string[]): number {
  let newest = 0;
  const visit = (path: string): void => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (!stat.isDirectory()) {
      newest = Math.max(newest, stat.mtimeMs);
      return;
    }
    for (const entry of readdirSync(path)) if (entry !== 'node_modules' && !entry.startsWith('.')) visit(join(path, entry));
  };
  for (const path of paths) visit(path);
  return newest;
}

/**
 * Whether a build at `entry` exists and is newer than every source file it is made from. A build older than its
 * sources measures code that is no longer there (or no longer starts: a build from before a dependency was removed).
 */
export function buildState(entry: string, sources: readonly string[]): 'missing' | 'stale' | 'current' {
  if (!existsSync(entry)) return 'missing';
  return statSync(entry).mtimeMs >= newestModification(sources) ? 'current' : 'stale';
}
