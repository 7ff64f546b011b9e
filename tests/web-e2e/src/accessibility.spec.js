import { seriousViolations } from './support/axe';
import { launchBrowser, webUrl } from './support/browser';
const PAGES = ['', '/rules', '/rules/graf-spee', '/rules/arras', '/nowhere'];
describe('accessibility (axe-core): no serious or critical violation, and no error in the console', () => {
    let browser;
    beforeAll(async () => (browser = await launchBrowser()));
    afterAll(async () => browser.close());
    describe.each(['en', 'ko', 'ja'])('in %s', (locale) => {
        it.each(PAGES)(`on /${locale}%s`, async (path) => {
            const page = await browser.page();
            const errors = [];
            page.on('pageerror', (error) => errors.push(error.message));
            page.on('console', (message) => {
                // The 404 page's own status is logged by the browser as a failed resource; anything else is a fault.
                if (message.type() === 'error' && !(path === '/nowhere' && /status of 404/.test(message.text())))
                    errors.push(message.text());
            });
            await page.goto(webUrl(`/${locale}${path}`));
            expect(await seriousViolations(page)).toEqual([]);
            expect(errors).toEqual([]);
            await page.close();
        });
    });
    it('with a hex picked on the map', async () => {
        const page = await browser.page();
        await page.goto(webUrl('/en/rules/arras'));
        await page.getByRole('group', { name: 'Arras map' }).getByRole('button', { name: '0503, Arras', exact: true }).click();
        expect(await seriousViolations(page)).toEqual([]);
        await page.close();
    });
});
//# sourceMappingURL=accessibility.spec.js.map