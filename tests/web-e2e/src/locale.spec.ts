import { launchBrowser, webUrl, type Browser } from './support/browser';

describe('languages', () => {
  let browser: Browser;
  beforeAll(async () => (browser = await launchBrowser()));
  afterAll(async () => browser.close());
  beforeEach(async () => browser.context.clearCookies());

  it.each([
    ['ko-KR,ko;q=0.9,en;q=0.5', 'ko', '로비'],
    ['ja-JP,ja;q=0.9', 'ja', 'ロビー'],
    ['en-GB,en;q=0.8', 'en', 'Lobby'],
    ['fr-FR,fr;q=0.9', 'en', 'Lobby'],
  ])('a browser asking for %s gets the lobby in %s', async (languages, locale, heading) => {
    const page = await browser.page({ languages });
    await page.goto(webUrl('/'));
    expect(new URL(page.url()).pathname).toBe(`/${locale}`);
    expect(await page.getAttribute('html', 'lang')).toBe(locale);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(heading);
    await page.close();
  });

  it('the locale switcher changes the language on the same paragraph, and the choice is kept', async () => {
    const page = await browser.page({ languages: 'en' });
    await page.goto(webUrl('/en/rules/arras#AR-8.5'));
    await page.getByRole('combobox', { name: 'Language' }).selectOption('ja');
    await page.waitForURL(/\/ja\/rules\/arras#AR-8\.5$/);
    await page.waitForFunction(() => document.documentElement.lang === 'ja');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('アラス');
    expect(await page.getByRole('combobox', { name: '言語' }).inputValue()).toBe('ja');
    const cookie = (await browser.context.cookies()).find((c) => c.name === 'NEXT_LOCALE');
    expect(cookie?.value).toBe('ja');
    expect(cookie?.expires).toBeGreaterThan(Date.now() / 1000 + 300 * 24 * 3600);
    // A new visit to the bare address, from a browser that prefers English, comes back in Japanese.
    const again = await browser.page({ languages: 'en' });
    await again.goto(webUrl('/'));
    expect(new URL(again.url()).pathname).toBe('/ja');
    expect(await again.getAttribute('html', 'lang')).toBe('ja');
    await again.close();
    await page.close();
  });

  it.each([
    ['en', 'South Atlantic, from September 30, 1939'],
    ['ko', '남대서양, 1939년 9월 30일부터'],
    ['ja', '南大西洋、1939年9月30日から'],
  ])('dates are written the %s way', async (locale, text) => {
    const page = await browser.page();
    await page.goto(webUrl(`/${locale}`));
    expect(await page.getByText(text).count()).toBe(1);
    await page.close();
  });

  const NOT_FOUND = [
    ['en', '/en/nowhere', 'Page not found'],
    ['ko', '/ko/rules/chess', '페이지를 찾을 수 없습니다'],
    ['ja', '/ja/rules/graf-spee/extra', 'ページが見つかりません'],
    // Pages that find nothing themselves (a game id the API does not know): answered before the page renders, since
    // Next answers a page's own notFound() with its error shell, without lang.
    ['en', '/en/games/00000000-0000-4000-8000-000000000000/replay', 'Page not found'],
    ['ko', '/ko/games/00000000-0000-4000-8000-000000000000', '페이지를 찾을 수 없습니다'],
    ['ja', '/ja/games/not-a-game/replay?step=3', 'ページが見つかりません'],
  ] as const;

  it.each(NOT_FOUND)('the server answers a %s address that does not exist with a 404 page in that language', async (locale, path, heading) => {
    // The raw answer, before any script runs: what a crawler, a screen reader's first pass or a slow phone gets.
    const response = await fetch(webUrl(path), { redirect: 'manual' });
    expect(response.status).toBe(404);
    const html = await response.text();
    const htmlTag = /<html[^>]*>/.exec(html)?.[0] ?? '';
    expect(/\slang="([^"]*)"/.exec(htmlTag)?.[1]).toBe(locale);
    expect(html).toContain(`>${heading}</h1>`);
  });

  it.each(NOT_FOUND)('a path that does not exist gets the %s 404 page', async (locale, path, heading) => {
    const page = await browser.page();
    const response = await page.goto(webUrl(path));
    expect(response?.status()).toBe(404);
    expect(await page.getAttribute('html', 'lang')).toBe(locale);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(heading);
    await page.close();
  });
});
