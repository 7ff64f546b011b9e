import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
/** Debian's Chromium, headless, with nothing that reaches the network on its own. */
const CHROMIUM_ARGS = [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
];
/** A fresh profile (its own --user-data-dir) for each test file. */
export async function launchBrowser() {
    const executablePath = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
    if (!existsSync(executablePath)) {
        throw new Error(`no Chromium at ${executablePath}: install it with \`apt-get install -y chromium fonts-noto-cjk\` (.ci/run does)`);
    }
    const userDataDir = mkdtempSync(join(tmpdir(), 'wargames-chromium-'));
    const context = await chromium.launchPersistentContext(userDataDir, {
        executablePath,
        headless: true,
        args: CHROMIUM_ARGS,
        viewport: { width: 1280, height: 800 },
        // Jumps to a paragraph happen at once (no smooth scrolling), as for readers who ask for less motion.
        reducedMotion: 'reduce',
        // No `locale` here: Playwright's locale emulation would override the Accept-Language a test asks for.
    });
    return {
        context,
        async page(options = {}) {
            const page = await context.newPage();
            await page.setViewportSize({ width: options.width ?? 1280, height: options.height ?? 800 });
            if (options.languages)
                await page.setExtraHTTPHeaders({ 'Accept-Language': options.languages });
            return page;
        },
        async close() {
            await context.close();
            rmSync(userDataDir, { recursive: true, force: true });
        },
    };
}
export function webUrl(path = '') {
    const base = process.env['WEB_E2E_URL'];
    if (!base)
        throw new Error('WEB_E2E_URL is not set: run these tests through their Jest config (global setup)');
    return `${base}${path}`;
}
//# sourceMappingURL=browser.js.map