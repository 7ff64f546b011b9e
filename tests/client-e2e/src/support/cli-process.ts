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
