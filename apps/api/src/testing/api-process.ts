import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseProcStat } from './proc-stat';

const workspaceRoot = join(__dirname, '..', '..', '..', '..');
const devEntry = join(workspaceRoot, 'apps', 'api', 'src', 'main.ts');
/** The production build of the API, when `npm run build` has made one. */
export const builtApiEntry = join(workspaceRoot, 'dist', 'apps', 'api', 'main.js');

/**
 * `dev`: the sources through @swc-node/register, as `npm start` runs them; `dist`: the built dist/apps/api/main.js;
 * `{ builtEntry }`: another build's main.js (a worktree of another commit, for the benchmark's A/B of two commits).
 */
export type ApiBuild = 'dev' | 'dist' | { readonly builtEntry: string };

export interface ApiProcessOptions {
  /** Added to the defaults (NODE_ENV=test, LOG_LEVEL=warn, HOST=127.0.0.1, PORT=0) and winning over them. */
  readonly env?: Readonly<Record<string, string>>;
  readonly build?: ApiBuild;
  /** Node options before the entry (--cpu-prof, --enable-source-maps). */
  readonly nodeArgs?: readonly string[];
  /** The Node that runs it (production's release: tools/production-node.cjs); default this process's own. */
  readonly nodeBinary?: string;
  /** How long it may take to say where it listens. Default 120 s. */
  readonly timeoutMs?: number;
}

export interface ApiProcess {
  readonly url: string;
  readonly pid: number;
  /** Milliseconds from spawning the process to its "listening" line. */
  readonly startupMs: number;
  /** The end of what the process printed (about its last 64 KB: a load test's request logs are not all kept). */
  output(): string;
  /** Resident memory now, in MB (from /proc; NaN where there is none). */
  rssMb(): number;
  /** CPU seconds the process has used so far, in user and system mode (from /proc). */
  cpuTimes(): CpuTimes;
  /** SIGTERM, then SIGKILL after 10 s; resolves once the process has exited. */
  stop(): Promise<void>;
}

const KEPT_OUTPUT = 64 * 1024;

/**
 * Starts the API as its own process on a free port of 127.0.0.1 and waits until it says where it listens: for the
 * end-to-end tests that need a real process (two replicas, a database that goes away, start-up) and the benchmarks.
 */
export function startApiProcess(options: ApiProcessOptions = {}): Promise<ApiProcess> {
  const { env = {}, build = 'dev', nodeArgs = [], nodeBinary = process.execPath, timeoutMs = 120_000 } = options;
  const built = build === 'dist' ? builtApiEntry : build === 'dev' ? undefined : build.builtEntry;
  if (built !== undefined && !existsSync(built)) return Promise.reject(new Error(`no ${built}: run npm run build first`));
  const args = built !== undefined ? [...nodeArgs, built] : [...nodeArgs, '-r', '@swc-node/register', devEntry];
  const started = performance.now();
  const child = spawn(nodeBinary, args, {
    cwd: workspaceRoot,
    env: {
      PATH: process.env['PATH'] ?? '',
      NODE_ENV: 'test',
      SWC_NODE_PROJECT: join(workspaceRoot, 'apps', 'api', 'tsconfig.runtime.json'),
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The end of the output, as chunks: dropping whole chunks keeps a busy process's logs cheap to hold.
  const chunks: string[] = [];
  let kept = 0;
  const output = () => chunks.join('');
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
      reject(new Error(`the API process did not start within ${timeoutMs} ms:\n${output().slice(-2000)}`));
    }, timeoutMs);
    let listening = false;
    const onData = (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      chunks.push(text);
      kept += text.length;
      while (chunks.length > 1 && kept - (chunks[0] as string).length >= KEPT_OUTPUT) kept -= (chunks.shift() as string).length;
      if (listening) return;
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output());
      if (match?.[1]) {
        listening = true;
        clearTimeout(timer);
        const pid = child.pid ?? -1;
        resolve({ url: match[1], pid, startupMs: performance.now() - started, output, rssMb: () => rssMbOf(pid), cpuTimes: () => cpuTimesOf(pid), stop });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      if (!listening) reject(new Error(`the API process exited (${code}) before listening:\n${output().slice(-2000)}`));
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

/** User and system CPU seconds of a process (from /proc/PID/stat); NaN without /proc. */
export function cpuTimesOf(pid: number): CpuTimes {
  try {
    const stat = parseProcStat(readFileSync(`/proc/${pid}/stat`, 'utf8'));
    if (stat) return { user: stat.user, system: stat.system };
  } catch {
    // No /proc, or the process has ended.
  }
  return { user: Number.NaN, system: Number.NaN };
}
