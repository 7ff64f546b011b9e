import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startApiOnPglite, type Server } from './support/api';
import { runNode } from './support/cli-process';

const ROOT = join(__dirname, '..', '..', '..');

/** The ```ts blocks of the README's Examples section, in order, as one script (imports first, the rest in an async body). */
export function readmeScript(markdown: string): string {
  const section = markdown.split(/^## Examples$/m)[1]?.split(/^## /m)[0] ?? '';
  const code = [...section.matchAll(/```ts\n([\s\S]*?)```/g)].map((match) => match[1] as string);
  const lines = code.join('\n').split('\n');
  const imports = lines.filter((line) => line.startsWith('import '));
  const body = lines.filter((line) => !line.startsWith('import '));
  return `${imports.join('\n')}\n\nvoid (async () => {\n${body.join('\n')}\n})().catch((error: unknown) => {\n  console.error(error);\n  process.exit(1);\n});\n`;
}

describe('the SDK README', () => {
  let server: Server;
  const dir = join(ROOT, 'tmp', 'sdk-readme');
  beforeAll(async () => {
    server = await startApiOnPglite();
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
  });
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await server?.close();
  });

  it('has examples that type-check and run against the API: create, claim, play, follow live, replay, export', async () => {
    const script = readmeScript(readFileSync(join(ROOT, 'libs', 'sdk', 'README.md'), 'utf8'));
    expect(script).toContain("client.game('graf-spee')");
    writeFileSync(join(dir, 'examples.ts'), script);
    writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ extends: '../../tsconfig.base.json', compilerOptions: { noEmit: true }, include: ['examples.ts'], exclude: [] }));

    const typecheck = await runNode([require.resolve('typescript/bin/tsc'), '-p', join(dir, 'tsconfig.json')], {});
    expect({ code: typecheck.code, output: typecheck.stdout }).toEqual({ code: 0, output: '' });

    const run = await runNode(['-r', '@swc-node/register', join(dir, 'examples.ts')], { WARGAMES_URL: server.url, SWC_NODE_PROJECT: join(ROOT, 'tools', 'tsconfig.json') });
    expect({ code: run.code, stderr: run.stderr }).toEqual({ code: 0, stderr: '' });
    const out = run.stdout;
    expect(out).toContain('games offered: graf-spee, arras');
    expect(out).toMatch(/created [0-9a-f-]{36}: Graf Spee, waiting for german$/m);
    expect(out).toMatch(/refused: ERR_\w+ \(GS-[\d.]+, HTTP 422\)/);
    expect(out).toMatch(/game over after \d+ events: .+/);
    expect(out).toMatch(/\d+ frames from the set-up \(german to act\) to the end/);
    expect(out).toMatch(/[1-9]\d* omniscient frames in one request/);
    expect(out).toMatch(/the British saw \d+ events; the record has \d+ commands; imported as ended/);
  });
});
