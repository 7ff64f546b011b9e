import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';

/** Whether pgbench is installed (Debian: apt-get install postgresql-client). */
export function pgbenchAvailable(): boolean {
  return spawnSync('pgbench', ['--version'], { stdio: 'ignore' }).status === 0;
}

/**
 * pgbench's TPS for a one-row insert transaction on a scratch table of the benchmark's database, with `clients`
 * connections for `seconds`: what this Postgres stores at most, the yardstick for the API's commands/s.
 */
export async function pgbenchInsertTps(databaseUrl: string, clients: number, seconds: number): Promise<number> {
  const admin = new Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    await admin.query('CREATE TABLE IF NOT EXISTS bench_scratch (id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, payload jsonb NOT NULL)');
  } finally {
    await admin.end();
  }
  const dir = mkdtempSync(join(tmpdir(), 'wargames-pgbench-'));
  try {
    const script = join(dir, 'insert.sql');
    writeFileSync(script, `INSERT INTO bench_scratch (payload) VALUES ('{"type":"bench","n":1}');\n`);
    const url = new URL(databaseUrl);
    const result = spawnSync(
      'pgbench',
      ['-n', '-c', String(clients), '-j', '2', '-T', String(seconds), '-f', script, '-h', url.hostname, '-p', url.port || '5432', '-U', decodeURIComponent(url.username || 'postgres'), url.pathname.slice(1)],
      { encoding: 'utf8', env: { ...process.env, ...(url.password ? { PGPASSWORD: decodeURIComponent(url.password) } : {}) } },
    );
    const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(result.stdout ?? '')?.[1];
    if (!tps) throw new Error(`pgbench gave no figure: ${result.stderr || result.stdout}`);
    return Number(tps);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
