import { spawn, type ChildProcess } from 'node:child_process';

/** One built API process (node app/main.js) on a fixed port, so that it can be started again at the same address. */
export class Replica {
  private child: ChildProcess | null = null;
  private exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }> = Promise.resolve({ code: null, signal: null });
  /** Everything every run of this replica printed. */
  output = '';

  constructor(
    readonly name: string,
    readonly port: number,
    private readonly main: string,
    private readonly cwd: string,
    private readonly env: Record<string, string>,
  ) {}

  get running(): boolean {
    return this.child !== null && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Starts it and waits until it says where it listens. */
  start(timeoutMs = 120_000): Promise<void> {
    const child = spawn(process.execPath, ['--enable-source-maps', this.main], {
      cwd: this.cwd,
      env: { PATH: process.env['PATH'] ?? '', HOST: '127.0.0.1', PORT: String(this.port), LOG_LEVEL: 'warn', ...this.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    this.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
    const startedAt = this.output.length;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${this.name} did not start within ${timeoutMs} ms:\n${this.output.slice(startedAt)}`)), timeoutMs);
      const onData = (chunk: Buffer) => {
        this.output += chunk.toString('utf8');
        if (/listening on http:\/\//.test(this.output.slice(startedAt))) {
          clearTimeout(timer);
          resolve();
        }
      };
      child.stdout?.on('data', onData);
      child.stderr?.on('data', onData);
      void this.exited.then(({ code, signal }) => {
        clearTimeout(timer);
        reject(new Error(`${this.name} exited (${signal ?? code}) before listening:\n${this.output.slice(startedAt)}`));
      });
    });
  }

  /** Sends a signal and resolves how the process ended. */
  async stop(signal: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
    if (this.running) this.child?.kill(signal);
    return this.exited;
  }
}
