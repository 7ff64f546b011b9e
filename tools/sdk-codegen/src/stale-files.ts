import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

export interface GeneratedFile {
  /** Relative to the repository root. */
  readonly path: string;
  readonly content: string;
}

/**
 * What differs between the generated files and the files on disk: files to write (changed or missing) and files to
 * remove (in `ownedDir`, a folder only the generator writes, but no longer generated: a game no longer offered).
 */
export function staleFiles(files: readonly GeneratedFile[], root: string, ownedDir: string): { changed: string[]; removed: string[] } {
  const changed = files
    .filter((file) => {
      const path = join(root, file.path);
      return !existsSync(path) || readFileSync(path, 'utf8') !== file.content;
    })
    .map((file) => file.path);
  const wanted = new Set(files.map((file) => file.path));
  const owned = existsSync(join(root, ownedDir)) ? readdirSync(join(root, ownedDir)).sort() : [];
  const removed = owned.map((name) => join(ownedDir, name)).filter((path) => !wanted.has(path));
  return { changed, removed };
}
