import { spawnSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { staleFiles } from './stale-files';
import { ROOT } from './root';

describe('the SDK generated files', () => {
  // A subprocess, as a developer runs it: GraphQL Code Generator loads ES modules that Jest cannot.
  it('are what `npm run sdk:generate` writes now (run it after changing a game schema or apps/api/schema.graphql)', () => {
    const run = spawnSync(process.execPath, ['-r', '@swc-node/register', join(__dirname, 'main.ts'), '--check'], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, SWC_NODE_PROJECT: join(ROOT, 'tools', 'tsconfig.json') },
    });
    expect({ status: run.status, stderr: run.stderr }).toEqual({ status: 0, stderr: '' });
    expect(run.stdout).toContain('SDK generated files are up to date');
  });

  describe('staleFiles', () => {
    let root: string;
    beforeEach(() => {
      root = mkdtempSync(join(tmpdir(), 'sdk-codegen-'));
      mkdirSync(join(root, 'gen', 'games'), { recursive: true });
      writeFileSync(join(root, 'gen', 'games', 'a.ts'), 'A');
      writeFileSync(join(root, 'gen', 'games', 'gone.ts'), 'old game');
      writeFileSync(join(root, 'gen', 'b.ts'), 'old B');
    });
    afterEach(() => rmSync(root, { recursive: true, force: true }));

    it('lists files whose content differs, files missing and files of games no longer offered', () => {
      const files = [
        { path: join('gen', 'games', 'a.ts'), content: 'A' },
        { path: join('gen', 'b.ts'), content: 'new B' },
        { path: join('gen', 'c.ts'), content: 'C' },
      ];
      expect(staleFiles(files, root, join('gen', 'games'))).toEqual({
        changed: [join('gen', 'b.ts'), join('gen', 'c.ts')],
        removed: [join('gen', 'games', 'gone.ts')],
      });
    });

    it('lists nothing when every file is as generated', () => {
      const files = [
        { path: join('gen', 'games', 'a.ts'), content: 'A' },
        { path: join('gen', 'games', 'gone.ts'), content: 'old game' },
        { path: join('gen', 'b.ts'), content: 'old B' },
      ];
      expect(staleFiles(files, root, join('gen', 'games'))).toEqual({ changed: [], removed: [] });
    });
  });
});
