import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checksumMatches, readMigrationFiles, sha256Hex } from './migration-files';
import { defaultMigrationsDir } from './workspace-paths';

describe('migration files', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'wargames-migrations-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const write = (name: string, script: string) => {
    mkdirSync(join(dir, name));
    writeFileSync(join(dir, name, 'migration.sql'), script);
  };

  it("reads Prisma's layout in folder-name order, skipping other files and folders", () => {
    write('20260102000000_second', 'SELECT 2;');
    write('20260101000000_first', 'SELECT 1;');
    mkdirSync(join(dir, 'not_a_migration'));
    writeFileSync(join(dir, 'migration_lock.toml'), 'provider = "postgresql"\n');
    expect(readMigrationFiles(dir).map((m) => [m.name, m.script])).toEqual([
      ['20260101000000_first', 'SELECT 1;'],
      ['20260102000000_second', 'SELECT 2;'],
    ]);
  });

  it('checksums the file bytes with SHA-256, as Prisma does', () => {
    const script = '-- ünïcode comment\r\nSELECT 1;\n';
    write('20260101000000_only', script);
    const [migration] = readMigrationFiles(dir);
    expect(migration?.checksum).toBe(createHash('sha256').update(Buffer.from(script, 'utf8')).digest('hex'));
    expect(migration?.checksum).toMatch(/^[0-9a-f]{64}$/);
  });

  it('matches a recorded checksum across LF and CRLF checkouts, and nothing else', () => {
    const lf = 'CREATE TABLE a ();\nCREATE TABLE b ();\n';
    const crlf = lf.replace(/\n/g, '\r\n');
    expect(checksumMatches(sha256Hex(lf), crlf)).toBe(true);
    expect(checksumMatches(sha256Hex(crlf), lf)).toBe(true);
    expect(checksumMatches(sha256Hex(lf), lf.replace('b', 'c'))).toBe(false);
  });

  it('names a missing folder', () => {
    expect(() => readMigrationFiles(join(dir, 'absent'))).toThrow(/migrations folder not found: .*absent/);
  });

  it('ships a Postgres lock file and at least one migration in the project', () => {
    expect(readFileSync(join(defaultMigrationsDir(), 'migration_lock.toml'), 'utf8')).toMatch(/^provider = "postgresql"$/m);
    expect(readMigrationFiles(defaultMigrationsDir()).length).toBeGreaterThan(0);
  });
});
