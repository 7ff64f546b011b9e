import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WEB } from './paths';
import { freePort, startProcess, waitFor, type RunningProcess } from './processes';
import { webAnswers } from './servers';
import { STANDALONE_SERVER } from './web-build';

export interface StandaloneWeb {
  readonly url: string;
  readonly process: RunningProcess;
  /** Stops the server and removes its folder. */
  stop(): Promise<void>;
}

/**
 * The web app as its Docker image runs it (docker/web.Dockerfile): Next's standalone output copied into a folder of
 * its own, the static files beside it, started with `node apps/web/server.js` and the image's environment. Copied,
 * not run in place: in place, Node would find a module the output's tracing missed in the repository's node_modules
 * above it, which the image does not have.
 */
export async function startStandaloneWeb(nodePath: string, apiUrl: string): Promise<StandaloneWeb> {
  if (!existsSync(STANDALONE_SERVER)) throw new Error(`no standalone build at ${STANDALONE_SERVER}: ensureWebBuild() makes it`);
  const app = mkdtempSync(join(tmpdir(), 'wargames-web-standalone-'));
  cpSync(join(WEB, '.next', 'standalone'), app, { recursive: true, verbatimSymlinks: true });
  cpSync(join(WEB, '.next', 'static'), join(app, 'apps', 'web', '.next', 'static'), { recursive: true });
  if (existsSync(join(WEB, 'public'))) cpSync(join(WEB, 'public'), join(app, 'apps', 'web', 'public'), { recursive: true });
  const port = await freePort();
  const web = startProcess('web app (standalone)', nodePath, [join('apps', 'web', 'server.js')], {
    cwd: app,
    env: {
      NODE_ENV: 'production',
      MALLOC_ARENA_MAX: '1',
      NEXT_TELEMETRY_DISABLED: '1',
      HOSTNAME: '127.0.0.1',
      PORT: String(port),
      API_URL: apiUrl,
      PUBLIC_API_URL: apiUrl,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await web.stop();
    rmSync(app, { recursive: true, force: true });
  };
  try {
    await waitFor('the standalone web app', web, () => webAnswers(url), 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, process: web, stop };
}
