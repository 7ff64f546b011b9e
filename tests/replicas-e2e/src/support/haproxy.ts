import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { workspaceRoot } from './production-install';

/** docker/haproxy.cfg, the file compose runs, with its variables pointed at this test's ports. */
export const HAPROXY_CONFIG = join(workspaceRoot, 'docker', 'haproxy.cfg');

export function haproxyEnv(bind: string, replicas: readonly string[]): Record<string, string> {
  return { HAPROXY_BIND: bind, ...Object.fromEntries(replicas.map((address, index) => [`API_${index + 1}`, address])) };
}

/** Whether Debian's haproxy is installed (`.ci/run` installs it). */
export function haproxyInstalled(): boolean {
  return spawnSync('haproxy', ['-v'], { stdio: 'ignore' }).status === 0;
}

/** Checks the configuration with these variables (haproxy -c). */
export function checkHaproxyConfig(env: Record<string, string>): { ok: boolean; output: string } {
  const result = spawnSync('haproxy', ['-c', '-f', HAPROXY_CONFIG], { env: { PATH: process.env['PATH'] ?? '', ...env }, encoding: 'utf8' });
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
}

/** HAProxy in the foreground (-db) with docker/haproxy.cfg. */
export class Haproxy {
  private readonly child: ChildProcess;
  output = '';

  constructor(env: Record<string, string>) {
    this.child = spawn('haproxy', ['-db', '-f', HAPROXY_CONFIG], { env: { PATH: process.env['PATH'] ?? '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    const onData = (chunk: Buffer) => (this.output += chunk.toString('utf8'));
    this.child.stdout?.on('data', onData);
    this.child.stderr?.on('data', onData);
  }

  stop(): Promise<void> {
    return new Promise((resolve) => {
      if (this.child.exitCode !== null || this.child.signalCode !== null) return resolve();
      this.child.once('exit', () => resolve());
      this.child.kill('SIGTERM');
    });
  }
}
