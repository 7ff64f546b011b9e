import { ARRAS_RULE_IDS, GRAF_SPEE_RULE_IDS } from '@wargames/web/rules/rule-ids';
import { launchBrowser, webUrl } from './support/browser';
const LOCALES = ['en', 'ko', 'ja'];
const GAMES = [
    { game: 'graf-spee', ids: GRAF_SPEE_RULE_IDS },
    { game: 'arras', ids: ARRAS_RULE_IDS },
];
/** The paragraph the URL's hash points at, and whether it is on screen. */
const targetState = (page) => page.evaluate(() => {
    const target = document.querySelector(':target');
    const rect = target?.getBoundingClientRect();
    return { id: target?.id ?? null, onScreen: rect ? rect.top >= -1 && rect.top < window.innerHeight : false };
});
describe('rules pages', () => {
    let browser;
    beforeAll(async () => (browser = await launchBrowser()));
    afterAll(async () => browser.close());
    describe.each(LOCALES)('in %s', (locale) => {
        it.each(GAMES)('/$game has an anchor for every rule id (GS-1 … GS-9, AR-2 … AR-9)', async ({ game, ids }) => {
            const page = await browser.page();
            const response = await page.goto(webUrl(`/${locale}/rules/${game}`));
            expect(response?.status()).toBe(200);
            expect(await page.getAttribute('html', 'lang')).toBe(locale);
            const missing = await page.evaluate((wanted) => wanted.filter((id) => !document.getElementById(id)), [...ids]);
            expect(missing).toEqual([]);
            // Every paragraph shows its id as a link to itself.
            const selfLinks = await page.evaluate((wanted) => wanted.filter((id) => document.querySelector(`a[href="#${CSS.escape(id)}"]`)), [...ids]);
            expect(selfLinks).toEqual([...ids]);
            await page.close();
        });
    });
    it('a RuleLink on the lobby lands on its paragraph of the rules page', async () => {
        const page = await browser.page();
        await page.goto(webUrl('/en'));
        await page.getByRole('link', { name: 'Rule GS-4, Graf Spee' }).click();
        await page.waitForURL(/\/en\/rules\/graf-spee#GS-4$/);
        await page.waitForFunction(() => document.querySelector(':target')?.id === 'GS-4');
        expect(await targetState(page)).toEqual({ id: 'GS-4', onScreen: true });
        await page.close();
    });
    it('a RuleLink inside the rules text (GS-4.6 → GS-6.7) lands on its paragraph, in Korean too', async () => {
        const page = await browser.page();
        await page.goto(webUrl('/ko/rules/graf-spee#GS-4.6'));
        const paragraph = page.locator('[id="GS-4.6"]');
        await paragraph.getByRole('link', { name: '규칙 GS-6.7, 그라프 슈페' }).click();
        await page.waitForURL(/\/ko\/rules\/graf-spee#GS-6\.7$/);
        await page.waitForFunction(() => document.querySelector(':target')?.id === 'GS-6.7');
        expect(await targetState(page)).toEqual({ id: 'GS-6.7', onScreen: true });
        await page.close();
    });
    it('respects reduced motion: smooth scrolling to a paragraph only for readers who do not ask for less motion', async () => {
        const page = await browser.page();
        await page.goto(webUrl('/en/rules/arras'));
        const scrollBehavior = () => page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior);
        expect(await scrollBehavior()).toBe('auto');
        await page.emulateMedia({ reducedMotion: 'no-preference' });
        expect(await scrollBehavior()).toBe('smooth');
        await page.close();
    });
    it('marks Rulings and Reconstructions as such', async () => {
        const page = await browser.page();
        await page.goto(webUrl('/en/rules/arras'));
        expect(await page.locator('[id="AR-4.1"]').textContent()).toContain('Ruling');
        expect(await page.locator('[id="AR-8.4"]').textContent()).toContain('Reconstruction');
        expect(await page.locator('[id="AR-5.2"]').textContent()).not.toContain('Ruling');
        await page.goto(webUrl('/ja/rules/graf-spee'));
        expect(await page.locator('[id="GS-4.1"]').textContent()).toContain('裁定');
        await page.close();
    });
});
//# sourceMappingURL=rules-pages.spec.js.map