import { ensureWebBuild } from './web-build';
import { startServers, type Servers } from './servers';

declare global {
  var webE2eServers: Servers | undefined;
}

/** Once per run: build the web app if its sources changed, start the API and the web app, tell the tests where. */
export default async function globalSetup(): Promise<void> {
  ensureWebBuild();
  const servers = await startServers();
  globalThis.webE2eServers = servers;
  process.env['WEB_E2E_URL'] = servers.webUrl;
  process.env['WEB_E2E_API_URL'] = servers.apiUrl;
}
