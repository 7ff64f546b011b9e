import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './support/paths';
import { freePort, startProcess, waitFor } from './support/processes';

describe('npm start (tools/start.mjs)', () => {
  it('starts the web app beside the API, pointed at it, and prints where to open it', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'wargames-web-start-'));
    const webPort = await freePort();
    const start = startProcess('tools/start.mjs', process.execPath, [join(ROOT, 'tools', 'start.mjs'), '--skip-build'], {
      cwd: ROOT,
      env: { PORT: '0', WEB_PORT: String(webPort), WARGAMES_DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    });
    try {
      const announced = await waitFor('the web app URL', start, async () => /web app listening on (http:\/\/localhost:\d+)/.exec(start.output())?.[1] ?? null, 240_000);
      expect(announced).toBe(`http://localhost:${webPort}`);
      expect(start.output()).toMatch(/starting the web app on http:\/\/localhost:\d+ \(API at http:\/\/127\.0\.0\.1:\d+\)/);
      const response = await fetch(`http://127.0.0.1:${webPort}/en/rules/graf-spee`);
      expect(response.status).toBe(200);
      const html = await response.text();
      // The root element carries the language (and the fonts' class names beside it).
      expect(html).toMatch(/<html lang="en"[\s>]/);
      // The board figure came from that API: the map was drawn, not the "cannot be shown" note.
      expect(html).toContain('aria-label="Graf Spee map"');
    } finally {
      await start.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
    // Stopping npm start stops the web app too.
    const refused = await fetch(`http://127.0.0.1:${webPort}/en`).then(
      () => false,
      () => true,
    );
    expect(refused).toBe(true);
  }, 300_000);
});
