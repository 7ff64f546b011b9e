import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultDataDir, defaultMigrationsDir, workspaceRoot } from './workspace-paths';

describe('workspace paths', () => {
  it('finds the monorepo root and puts the defaults under it', () => {
    const root = workspaceRoot();
    expect(existsSync(join(root, 'nx.json'))).toBe(true);
    expect(defaultMigrationsDir()).toBe(join(root, 'prisma', 'migrations'));
    expect(defaultDataDir()).toBe(join(root, '.data', 'pglite'));
  });

  it('prefers the migrations the build copied beside the bundle (dist/apps/api/prisma/migrations)', () => {
    const bundleDir = mkdtempSync(join(tmpdir(), 'wargames-bundle-'));
    try {
      expect(defaultMigrationsDir(bundleDir)).toBe(join(workspaceRoot(), 'prisma', 'migrations'));
      mkdirSync(join(bundleDir, 'prisma', 'migrations'), { recursive: true });
      expect(defaultMigrationsDir(bundleDir)).toBe(join(bundleDir, 'prisma', 'migrations'));
    } finally {
      rmSync(bundleDir, { recursive: true, force: true });
    }
  });
});
