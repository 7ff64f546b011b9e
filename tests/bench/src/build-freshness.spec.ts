import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildState, newestModification } from './build-freshness';

describe('whether the built API is older than its sources', () => {
  let dir: string;
  const at = (path: string, seconds: number) => {
    writeFileSync(path, 'x');
    utimesSync(path, seconds, seconds);
  };

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'build-freshness-'));
    mkdirSync(join(dir, 'src', 'deep'), { recursive: true });
    mkdirSync(join(dir, 'src', 'node_modules'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('finds the newest file in nested folders, skipping node_modules', () => {
    at(join(dir, 'src', 'a.ts'), 1_000);
    at(join(dir, 'src', 'deep', 'b.ts'), 2_000);
    at(join(dir, 'src', 'node_modules', 'c.js'), 9_000);
    expect(newestModification([join(dir, 'src'), join(dir, 'absent')])).toBe(2_000_000);
  });

  it('calls a build missing, stale when a source changed after it, and current otherwise', () => {
    const entry = join(dir, 'main.js');
    expect(buildState(entry, [join(dir, 'src')])).toBe('missing');
    at(join(dir, 'src', 'a.ts'), 1_000);
    at(entry, 2_000);
    expect(buildState(entry, [join(dir, 'src')])).toBe('current');
    at(join(dir, 'src', 'deep', 'b.ts'), 3_000);
    expect(buildState(entry, [join(dir, 'src')])).toBe('stale');
  });
});
