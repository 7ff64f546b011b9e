import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { workspaceRoot } from './support/production-install';

const out = join(workspaceRoot, 'dist', 'apps', 'api');
const packageOf = (specifier: string) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');

describe('the built API (npm run build → dist/apps/api)', () => {
  beforeAll(() => {
    execFileSync(process.execPath, [join(workspaceRoot, 'apps', 'api', 'build.mjs')], { cwd: workspaceRoot, stdio: 'pipe' });
  });

  it.each(['main.js', 'migrate.js', 'bot-worker.js'])('%s is plain CommonJS that requires only Node built-ins and production dependencies', (file) => {
    const code = readFileSync(join(out, file), 'utf8');
    const dependencies = Object.keys(JSON.parse(readFileSync(join(workspaceRoot, 'package.json'), 'utf8')).dependencies);
    const loaded = [...code.matchAll(/\b(?:require|import)\("([^"]+)"\)/g)].map((match) => match[1] as string);
    expect(loaded.length).toBeGreaterThan(0);
    // The workspace libraries are inside the bundle; nothing else of the workspace is reached at run time.
    expect(loaded.filter((specifier) => specifier.startsWith('@wargames/') || specifier.startsWith('.'))).toEqual([]);
    const undeclared = loaded.filter((specifier) => !specifier.startsWith('node:') && !builtinModules.includes(specifier) && !dependencies.includes(packageOf(specifier)));
    expect(undeclared).toEqual([]);
  });

  it('keeps the decorator metadata Nest reads and maps back to the TypeScript sources', () => {
    const code = readFileSync(join(out, 'main.js'), 'utf8');
    expect(code).toMatch(/"design:paramtypes"/);
    expect(code.trimEnd()).toMatch(/\/\/# sourceMappingURL=main\.js\.map$/);
    const map = JSON.parse(readFileSync(join(out, 'main.js.map'), 'utf8')) as { sources: string[] };
    expect(map.sources).toEqual(expect.arrayContaining([expect.stringMatching(/apps\/api\/src\/main\.ts$/), expect.stringMatching(/libs\/event-store\/src\/create-event-store\.ts$/)]));
  });

  it('carries the SQL migrations beside the bundle, byte for byte', () => {
    const source = join(workspaceRoot, 'prisma', 'migrations');
    const copied = join(out, 'prisma', 'migrations');
    const names = readdirSync(source, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
    expect(names.length).toBeGreaterThan(0);
    expect(readdirSync(copied).sort()).toEqual(readdirSync(source).sort());
    for (const name of names) expect(readFileSync(join(copied, name, 'migration.sql'))).toEqual(readFileSync(join(source, name, 'migration.sql')));
  });
});
