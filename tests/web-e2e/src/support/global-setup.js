import { ensureWebBuild } from './web-build';
import { startServers } from './servers';
/** Once per run: build the web app if its sources changed, start the API and the web app, tell the tests where. */
export default async function globalSetup() {
    ensureWebBuild();
    const servers = await startServers();
    globalThis.webE2eServers = servers;
    process.env['WEB_E2E_URL'] = servers.webUrl;
    process.env['WEB_E2E_API_URL'] = servers.apiUrl;
}
//# sourceMappingURL=global-setup.js.map