import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One migration in Prisma's layout: `<migrations>/<timestamp_name>/migration.sql`. */
export interface MigrationFile {
  readonly name: string;
  readonly script: string;
  /** What Prisma stores in `_prisma_migrations.checksum`: the SHA-256 of the file, in hex. */
  readonly checksum: string;
}

export function sha256Hex(content: string | Buffer): string {
  return createHash('sha256').update(content).digest('hex');
}

/**
 * Whether a recorded checksum still matches the file. Like Prisma, a checkout that only turned LF into CRLF (or back)
 * still counts as the same migration.
 */
export function checksumMatches(recorded: string, script: string): boolean {
  const lf = script.replace(/\r\n/g, '\n');
  return [sha256Hex(script), sha256Hex(lf), sha256Hex(lf.replace(/\n/g, '\r\n'))].includes(recorded);
}

/** The migrations in `dir`, in the order Prisma applies them (by folder name). */
export function readMigrationFiles(dir: string): MigrationFile[] {
  if (!existsSync(dir)) throw new Error(`migrations folder not found: ${dir}`);
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, 'migration.sql')))
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const bytes = readFileSync(join(dir, name, 'migration.sql'));
      return { name, script: bytes.toString('utf8'), checksum: sha256Hex(bytes) };
    });
}
