import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { defaultDataDir, defaultMigrationsDir, workspaceRoot } from './workspace-paths';

describe('workspace paths', () => {
  it('finds the monorepo root and puts the defaults under it', () => {
    const root = workspaceRoot();
    expect(existsSync(join(root, 'nx.json'))).toBe(true);
    expect(defaultMigrationsDir()).toBe(join(root, 'prisma', 'migrations'));
    expect(defaultDataDir()).toBe(join(root, '.data', 'pglite'));
  });
});
