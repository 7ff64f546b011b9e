import { mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { launchBrowser, webUrl } from './support/browser';
import { SCREENSHOTS } from './support/paths';
const DEVICES = [
    { device: 'desktop', width: 1280, height: 800 },
    { device: 'phone', width: 390, height: 844 },
];
/** What to look at on each page: the page top, and the figures a player reads closely. */
const SHOTS = [
    { name: 'lobby', path: '', fullPage: true },
    { name: 'graf-spee', path: '/rules/graf-spee', fullPage: false },
    { name: 'graf-spee-map', path: '/rules/graf-spee', figure: 'figure' },
    { name: 'arras-map', path: '/rules/arras', figure: 'figure' },
    { name: 'arras-counters', path: '/rules/arras', figure: 'ul[aria-label]' },
    { name: 'arras-crt', path: '/rules/arras', figure: '[id="AR-8.4"]' },
];
describe('screenshots (tmp/screenshots, for people to look at)', () => {
    let browser;
    beforeAll(async () => {
        browser = await launchBrowser();
        mkdirSync(SCREENSHOTS, { recursive: true });
    });
    afterAll(async () => browser.close());
    describe.each(['en', 'ko', 'ja'])('%s', (locale) => {
        it.each(DEVICES)('at $device width', async ({ device, width, height }) => {
            const page = await browser.page({ width, height });
            let loaded = null;
            for (const shot of SHOTS) {
                // Shots of the same page share one load.
                if (shot.path !== loaded) {
                    await page.goto(webUrl(`/${locale}${shot.path}`), { waitUntil: 'load' });
                    await page.getByRole('heading', { level: 1 }).waitFor();
                    // Fonts in, then two animation frames, so the picture is of the painted page.
                    await page.evaluate(async () => {
                        await document.fonts.ready;
                        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
                    });
                    loaded = shot.path;
                }
                const file = join(SCREENSHOTS, `${locale}-${device}-${shot.name}.png`);
                if ('figure' in shot)
                    await page.locator(shot.figure).first().screenshot({ path: file });
                else
                    await page.screenshot({ path: file, fullPage: shot.fullPage });
                expect(statSync(file).size).toBeGreaterThan(5_000);
            }
            // Nothing sticks out sideways on any page: only the map frame may scroll.
            await page.goto(webUrl(`/${locale}/rules/arras`));
            expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
            await page.close();
        });
    });
});
//# sourceMappingURL=screenshots.spec.js.map