import { seriousViolations } from './support/axe';
import { launchBrowser, webUrl } from './support/browser';
const PAGES = ['', '/rules', '/rules/graf-spee', '/rules/arras', '/nowhere'];
describe('accessibility (axe-core): no serious or critical violation', () => {
    let browser;
    beforeAll(async () => (browser = await launchBrowser()));
    afterAll(async () => browser.close());
    describe.each(['en', 'ko', 'ja'])('in %s', (locale) => {
        it.each(PAGES)('on /%s%s', async (path) => {
            const page = await browser.page();
            await page.goto(webUrl(`/${locale}${path}`));
            expect(await seriousViolations(page)).toEqual([]);
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