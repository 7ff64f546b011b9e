import { spawn } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..', '..', '..');
const MAIN = join(ROOT, 'apps', 'cli', 'src', 'main.ts');

export interface CliRun {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs the command-line client as its own process, as `npm run client -- …` does, and collects what it printed. */
export function runCli(args: readonly string[], env: Record<string, string>): Promise<CliRun> {
  return runNode(['-r', '@swc-node/register', MAIN, ...args], { SWC_NODE_PROJECT: join(ROOT, 'apps', 'cli', 'tsconfig.runtime.json'), ...env });
}

/**
 * Runs Node in the repository root without blocking this process (the API under test runs in it, so a synchronous
 * spawn would wait for a server that cannot answer).
 */
export function runNode(args: readonly string[], env: Record<string, string>): Promise<CliRun> {
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { PATH: process.env['PATH'] ?? '', HOME: process.env['HOME'] ?? '/tmp', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** A key to press once the screen shows `after` (counted from the start of the output, `times` occurrences). */
export interface KeyPress {
  readonly after: RegExp;
  readonly times?: number;
  readonly keys: string;
}

/**
 * Runs the client on a pseudo-terminal (util-linux `script`), pressing each key once the screen shows what it waits
 * for, so nothing depends on timing.
 */
export function runCliInTerminal(args: readonly string[], env: Record<string, string>, presses: readonly KeyPress[]): Promise<CliRun> {
  const command = [process.execPath, '-r', '@swc-node/register', MAIN, ...args].map((word) => `'${word.replace(/'/g, `'\\''`)}'`).join(' ');
  const child = spawn('script', ['-qec', command, '/dev/null'], {
    cwd: ROOT,
    env: { PATH: process.env['PATH'] ?? '', HOME: process.env['HOME'] ?? '/tmp', TERM: 'xterm', SWC_NODE_PROJECT: join(ROOT, 'apps', 'cli', 'tsconfig.runtime.json'), ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  const pending = [...presses];
  const pressDue = () => {
    const next = pending[0];
    if (!next) return;
    const seen = stdout.match(new RegExp(next.after.source, 'g'))?.length ?? 0;
    if (seen < (next.times ?? 1)) return;
    pending.shift();
    child.stdin.write(next.keys);
    pressDue();
  };
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString('utf8');
    pressDue();
  });
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}
