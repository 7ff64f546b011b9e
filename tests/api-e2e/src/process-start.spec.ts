import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startApiProcess } from '@wargames/api/testing/api-process';

const root = join(__dirname, '..', '..', '..');

/** Runs a command to its end (or kills it after `timeoutMs`) and returns its exit code and output. */
function runToEnd(args: string[], env: Record<string, string>, timeoutMs: number, onOutput?: (output: string, stop: () => void) => void) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, args, { cwd: root, env: { PATH: process.env['PATH'] ?? '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const stop = () => child.kill('SIGTERM');
    const timer = setTimeout(stop, timeoutMs);
    const collect = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      onOutput?.(output, stop);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

describe('starting the API', () => {
  it('refuses to start with seeded dice in production', async () => {
    const started = startApiProcess({ env: { NODE_ENV: 'production', WARGAMES_DICE_SEED: '42', WARGAMES_DATA_DIR: 'memory://' }, timeoutMs: 60_000 });
    await expect(started).rejects.toThrow(/exited \(2\)[\s\S]*WARGAMES_DICE_SEED is refused when NODE_ENV=production/);
  });

  it('tools/start.mjs migrates the embedded database, starts the API, prints its URLs and stops with it', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'wargames-start-'));
    try {
      let health: unknown = null;
      const run = await runToEnd(
        // The API alone: tests/web-e2e starts the web app beside it (and may be building it at the same time).
        [join(root, 'tools', 'start.mjs'), '--skip-build', '--no-web'],
        { PORT: '0', WARGAMES_DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
        120_000,
        (output, stop) => {
          const url = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
          if (url && health === null) {
            health = 'pending';
            void fetch(`${url}/health/ready`)
              .then((response) => response.json())
              .then((body) => (health = body))
              .catch((error: Error) => (health = error.message))
              .finally(stop);
          }
        },
      );
      expect(run.output).toMatch(/applied \d+_\w+(, \d+_\w+)* to PGlite/);
      expect(run.output).toMatch(/OpenAPI\s+http:\/\/127\.0\.0\.1:\d+\/api\/openapi\.json/);
      expect(run.output).toMatch(/GraphQL\s+http:\/\/127\.0\.0\.1:\d+\/graphql/);
      expect(health).toMatchObject({ status: 'ok', info: { database: { status: 'up' } } });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
