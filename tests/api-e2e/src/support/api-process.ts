import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

const root = join(__dirname, '..', '..', '..', '..');
const api = join(root, 'apps', 'api');

export interface ApiProcess {
  readonly url: string;
  readonly pid: number;
  /** Everything the process printed. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts the API as its own process, the way `npm start` runs it (apps/api/src/main.ts through @swc-node/register),
 * on a free port, and waits until it says where it listens.
 */
export function startApiProcess(env: Record<string, string>, timeoutMs = 90_000): Promise<ApiProcess> {
  const child: ChildProcess = spawn(process.execPath, ['-r', '@swc-node/register', join(api, 'src', 'main.ts')], {
    cwd: root,
    env: {
      PATH: process.env['PATH'] ?? '',
      NODE_ENV: 'test',
      SWC_NODE_PROJECT: join(api, 'tsconfig.runtime.json'),
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
    });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`the API process did not start within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ url: match[1], pid: child.pid ?? -1, output: () => output, stop });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the API process exited (${code}) before listening:\n${output}`));
    });
  });
}
