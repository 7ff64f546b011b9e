import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API, NEXT_BIN, ROOT, WEB } from './paths';
import { UNLIMITED_RATES } from '@wargames/api/testing/unlimited-rates';
import { freePort, startProcess, waitFor, type RunningProcess } from './processes';

export interface Servers {
  readonly apiUrl: string;
  readonly webUrl: string;
  stop(): Promise<void>;
}

/** The API as `npm start` runs it, on a free port with its own temporary PGlite folder; `env` adds to its settings. */
export async function startApi(dataDir: string, env: Record<string, string> = {}): Promise<{ url: string; process: RunningProcess }> {
  const api = startProcess('API', process.execPath, ['-r', '@swc-node/register', join(API, 'src', 'main.ts')], {
    cwd: ROOT,
    env: { NODE_ENV: 'test', SWC_NODE_PROJECT: join(API, 'tsconfig.runtime.json'), PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', WARGAMES_DATA_DIR: dataDir, ...UNLIMITED_RATES, ...env },
  });
  const url = await waitFor('the API', api, async () => /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(api.output())?.[1] ?? null, 120_000);
  return { url, process: api };
}

/** Whether the web app at `url` serves its English lobby yet: a probe for `waitFor`. */
export async function webAnswers(url: string): Promise<true | null> {
  return (await fetch(`${url}/en`, { redirect: 'manual' })).ok ? true : null;
}

/** The built web app (next start) on a free port, talking to the API at `apiUrl`. */
export async function startWeb(apiUrl: string): Promise<{ url: string; process: RunningProcess }> {
  const port = await freePort();
  const web = startProcess('web app', process.execPath, [NEXT_BIN, 'start', '--port', String(port), '--hostname', '127.0.0.1'], {
    cwd: WEB,
    env: { NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', API_URL: apiUrl, NEXT_PUBLIC_API_URL: apiUrl },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor('the web app', web, () => webAnswers(url), 60_000);
  return { url, process: web };
}

/** Both, for a test run (`apiEnv` adds to the API's settings); `stop` ends them and removes the database folder. */
export async function startServers(apiEnv: Record<string, string> = {}, logName = 'web-e2e'): Promise<Servers> {
  const dataDir = mkdtempSync(join(tmpdir(), 'wargames-web-e2e-'));
  const api = await startApi(dataDir, apiEnv);
  let web: Awaited<ReturnType<typeof startWeb>>;
  try {
    web = await startWeb(api.url);
  } catch (error) {
    await api.process.stop();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    apiUrl: api.url,
    webUrl: web.url,
    async stop() {
      await web.process.stop();
      await api.process.stop();
      rmSync(dataDir, { recursive: true, force: true });
      // What the servers printed (warnings and errors: the API logs at warn), for a failed run to be read afterwards.
      const logs = join(ROOT, 'tmp', 'logs');
      mkdirSync(logs, { recursive: true });
      writeFileSync(join(logs, `${logName}-api.log`), api.process.output());
      writeFileSync(join(logs, `${logName}-web.log`), web.process.output());
    },
  };
}
