import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { UNLIMITED_RATES } from '@wargames/api/testing/unlimited-rates';

export const workspaceRoot = join(__dirname, '..', '..', '..');
const devEntry = join(workspaceRoot, 'apps', 'api', 'src', 'main.ts');
/** The production build of the API, when `npm run build` has made one. */
export const builtEntry = join(workspaceRoot, 'dist', 'apps', 'api', 'main.js');

export interface ApiServer {
  readonly url: string;
  readonly pid: number;
  /** Milliseconds from spawning the process to its "listening" line. */
  readonly startupMs: number;
  /** Resident memory now, in MB (from /proc). */
  rssMb(): number;
  /** CPU seconds the process has used so far, in user and system mode (from /proc). */
  cpuTimes(): CpuTimes;
  stop(): Promise<void>;
}

export type ApiBuild = 'dev' | 'dist';

/**
 * Starts one API process on 127.0.0.1 on a free port, with rates unlimited (the benchmark would otherwise measure
 * the rate limiter), the default log level, and either the dev path (`@swc-node/register` on the sources, what
 * `npm start` runs) or the built `dist/apps/api/main.js`.
 */
export function startApi(env: Record<string, string>, build: ApiBuild = 'dev', extraNodeArgs: string[] = []): Promise<ApiServer> {
  const args = build === 'dist' ? [...extraNodeArgs, builtEntry] : [...extraNodeArgs, '-r', '@swc-node/register', devEntry];
  if (build === 'dist' && !existsSync(builtEntry)) throw new Error(`no ${builtEntry}: run npm run build first`);
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: workspaceRoot,
    env: {
      PATH: process.env['PATH'] ?? '',
      NODE_ENV: 'production',
      SWC_NODE_PROJECT: join(workspaceRoot, 'apps', 'api', 'tsconfig.runtime.json'),
      HOST: '127.0.0.1',
      PORT: '0',
      ...UNLIMITED_RATES,
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
      reject(new Error(`the API did not start within 120 s:\n${output.slice(-2000)}`));
    }, 120_000);
    let listening = false;
    const onData = (chunk: Buffer) => {
      // Request logs are read and dropped, as a log shipper would; only the start-up line matters here.
      if (listening) return;
      output += chunk.toString('utf8');
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) {
        listening = true;
        clearTimeout(timer);
        const pid = child.pid ?? -1;
        resolve({ url: match[1], pid, startupMs: performance.now() - started, rssMb: () => rssMbOf(pid), cpuTimes: () => cpuTimesOf(pid), stop });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      if (!listening) reject(new Error(`the API exited (${code}) before listening:\n${output.slice(-2000)}`));
    });
  });
}

/** VmRSS of a process, in MB; NaN where /proc is not there. */
export function rssMbOf(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1];
    return kb ? Number(kb) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

export interface CpuTimes {
  readonly user: number;
  readonly system: number;
}

/** User and system CPU seconds of a process (fields 14 and 15 of /proc/PID/stat, in ticks of 1/100 s); NaN without /proc. */
export function cpuTimesOf(pid: number): CpuTimes {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces: count the fields after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { user: Number(fields[11]) / 100, system: Number(fields[12]) / 100 };
  } catch {
    return { user: Number.NaN, system: Number.NaN };
  }
}
