import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
export async function launchPlayers() {
    const executablePath = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
    if (!existsSync(executablePath))
        throw new Error(`no Chromium at ${executablePath}: install it with \`apt-get install -y chromium fonts-noto-cjk\` (.ci/run does)`);
    const browser = await chromium.launch({
        executablePath,
        headless: true,
        args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    return {
        async player(options = {}) {
            const context = await browser.newContext({ viewport: { width: options.width ?? 1280, height: options.height ?? 800 }, reducedMotion: 'reduce' });
            return context.newPage();
        },
        async tab(page) {
            return page.context().newPage();
        },
        async close() {
            await browser.close();
        },
    };
}
//# sourceMappingURL=players.js.map