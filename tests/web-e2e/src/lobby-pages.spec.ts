import { WargamesClient } from '@wargames/sdk';
import type { Page } from 'playwright-core';
import { launchBrowser, webUrl, type Browser } from './support/browser';
import { WAIT } from './support/play';
import { playRandomGame } from './support/sdk-games';

const apiUrl = () => process.env['WEB_E2E_API_URL'] as string;
const client = () => new WargamesClient({ url: apiUrl() });

/**
 * Every game the API lists with a status (and seating), newest first, read a page of 100 at a time; the ended ones as
 * the lobby asks for them, without the games called off before an opponent came.
 */
async function allGames(status: 'active' | 'ended', seating?: 'open' | 'full'): Promise<string[]> {
  const ids: string[] = [];
  for (let offset = 0; ; offset += 100) {
    const page = await client().games({ status, ...(seating ? { seating } : {}), ...(status === 'ended' ? { calledOff: false } : {}), limit: 100, offset });
    ids.push(...page.map((game) => game.id));
    if (page.length < 100) return ids;
  }
}

/** The short ids (the cards' titles name a game by its first 8 characters) of the cards in the lobby's sections. */
async function shownIds(page: Page, sections: readonly string[]): Promise<string[]> {
  const ids: string[] = [];
  for (const id of sections) {
    const titles = await page.locator(`section[aria-labelledby="${id}"] li p:first-child`).allTextContents();
    ids.push(...titles.map((title) => /game ([0-9a-f]{8})/.exec(title)?.[1] ?? title));
  }
  return ids;
}

const short = (ids: readonly string[]) => ids.map((id) => id.slice(0, 8));

describe('the lobby’s pages of games', () => {
  let browser: Browser;
  beforeAll(async () => (browser = await launchBrowser()));
  afterAll(async () => browser.close());

  it('pages through the finished games, 20 at a time, newest first, with links that keep the other list’s page', async () => {
    // More finished games than a page holds: a played game's record imported 21 times (imported games are finished).
    const played = await playRandomGame(apiUrl(), 'graf-spee', { seed: 20261206 });
    expect(played.ended).toBe(true);
    const record = await client().game('graf-spee').open(played.gameId).record();
    for (let i = 0; i < 21; i++) await client().importRecord(record);
    const finished = await allGames('ended');
    expect(finished.length).toBeGreaterThanOrEqual(22);

    const page = await browser.page();
    await page.goto(webUrl('/en'));
    const pager = page.getByRole('navigation', { name: 'Pages of finished games' });
    expect(await shownIds(page, ['finished-games'])).toEqual(short(finished.slice(0, 20)));
    expect(await pager.getByRole('link').allTextContents()).toEqual(['Older games →']);
    expect(await pager.locator('[aria-current="page"]').textContent()).toBe('Page 1');

    await pager.getByRole('link', { name: 'Older games' }).click();
    await page.waitForURL(/\/en\?finished=2#finished-games$/, { timeout: WAIT });
    await page.getByRole('heading', { name: 'Finished games · page 2' }).waitFor({ timeout: WAIT });
    expect(await shownIds(page, ['finished-games'])).toEqual(short(finished.slice(20, 40)));
    expect(await pager.locator('[aria-current="page"]').textContent()).toBe('Page 2');
    // The games under way stay on their first page.
    await page.getByRole('heading', { name: 'Open games', exact: true }).waitFor({ timeout: WAIT });

    await pager.getByRole('link', { name: 'Newer games' }).click();
    await page.waitForURL(/\/en#finished-games$/, { timeout: WAIT });
    await page.getByRole('heading', { name: 'Finished games', exact: true }).waitFor({ timeout: WAIT });
    expect(await shownIds(page, ['finished-games'])).toEqual(short(finished.slice(0, 20)));

    // Past the end: says so, and leads back.
    await page.goto(webUrl(`/en?finished=${Math.ceil(finished.length / 20) + 3}`));
    await page.getByText('No games on this page.').waitFor({ timeout: WAIT });
    expect(await pager.getByRole('link').allTextContents()).toEqual(['← Newer games']);
    // An address that is not a page number opens the first page.
    await page.goto(webUrl('/en?finished=two'));
    expect(await shownIds(page, ['finished-games'])).toEqual(short(finished.slice(0, 20)));
    await page.close();
  });

  it('pages through the open games, 30 at a time, apart from the games in progress, which keep their own page, in every language', async () => {
    const games = client().game('graf-spee');
    // One game in progress at least (both seats taken), and more open games than a page holds.
    const running = await games.create();
    for (const role of ['german', 'british'] as const) await games.claim(running.id, role);
    const missing = 31 - (await allGames('active', 'open')).length;
    for (let i = 0; i < missing; i++) await games.create();
    const open = await allGames('active', 'open');
    const full = await allGames('active', 'full');
    expect(open.length).toBeGreaterThanOrEqual(31);
    expect(full).toContain(running.id);

    const page = await browser.page();
    await page.goto(webUrl('/en?finished=2'));
    expect(await shownIds(page, ['open-games'])).toEqual(short(open.slice(0, 30)));
    expect(await shownIds(page, ['running-games'])).toEqual(short(full.slice(0, 30)));
    await page.getByRole('navigation', { name: 'Pages of open games' }).getByRole('link', { name: 'Older games' }).click();
    // The finished games' page is kept.
    await page.waitForURL(/\/en\?open=2&finished=2#open-games$/, { timeout: WAIT });
    await page.getByRole('heading', { name: 'Open games · page 2' }).waitFor({ timeout: WAIT });
    expect(await shownIds(page, ['open-games'])).toEqual(short(open.slice(30, 60)));
    // The games in progress stay on their first page, under their own heading.
    await page.getByRole('heading', { name: 'Games in progress', exact: true }).waitFor({ timeout: WAIT });
    expect(await shownIds(page, ['running-games'])).toEqual(short(full.slice(0, 30)));

    await page.goto(webUrl('/ko?open=2'));
    await page.getByRole('heading', { name: '참가할 수 있는 게임 · 2페이지' }).waitFor({ timeout: WAIT });
    expect(await page.getByRole('navigation', { name: '참가할 수 있는 게임 목록 페이지' }).getByRole('link').first().textContent()).toBe('← 최근 게임');
    await page.goto(webUrl('/ja?open=2'));
    expect(await page.getByRole('navigation', { name: '参加できるゲームのページ' }).locator('[aria-current="page"]').textContent()).toBe('2ページ');
    await page.close();
  });

  it('narrows the lists to one game and back, keeping it across pages, in every language', async () => {
    const arras = await client().game('arras').create();
    const spee = await client().game('graf-spee').create();
    expect(await allGames('active', 'open')).toEqual(expect.arrayContaining([arras.id, spee.id]));
    const page = await browser.page();
    const titles = async () => page.locator('section[aria-labelledby="open-games"] li p:first-child').allTextContents();
    await page.goto(webUrl('/en'));
    const filter = page.getByRole('navigation', { name: 'Games listed' });
    expect(await filter.locator('[aria-current="page"]').textContent()).toBe('All games');
    await filter.getByRole('link', { name: 'Arras' }).click();
    await page.waitForURL(/\/en\?game=arras#open-games$/, { timeout: WAIT });
    await filter.locator('[aria-current="page"]', { hasText: 'Arras' }).waitFor({ timeout: WAIT });
    const arrasTitles = await titles();
    expect(arrasTitles.length).toBeGreaterThan(0);
    expect(arrasTitles.every((title) => title.startsWith('Arras'))).toBe(true);
    expect(arrasTitles.join()).toContain(arras.id.slice(0, 8));
    expect(arrasTitles.join()).not.toContain(spee.id.slice(0, 8));

    // More open Graf Spee games than a page holds (the test above made them): the pages keep the game.
    await filter.getByRole('link', { name: 'Graf Spee' }).click();
    await page.waitForURL(/\/en\?game=graf-spee#open-games$/, { timeout: WAIT });
    await filter.locator('[aria-current="page"]', { hasText: 'Graf Spee' }).waitFor({ timeout: WAIT });
    expect((await titles()).every((title) => title.startsWith('Graf Spee'))).toBe(true);
    await page.getByRole('navigation', { name: 'Pages of open games' }).getByRole('link', { name: 'Older games' }).click();
    await page.waitForURL(/\/en\?game=graf-spee&open=2#open-games$/, { timeout: WAIT });
    await page.getByRole('heading', { name: 'Open games · page 2' }).waitFor({ timeout: WAIT });
    expect((await titles()).every((title) => title.startsWith('Graf Spee'))).toBe(true);
    await filter.getByRole('link', { name: 'All games' }).click();
    await page.waitForURL(/\/en#open-games$/, { timeout: WAIT });

    await page.goto(webUrl('/ko?game=arras'));
    expect(await page.getByRole('navigation', { name: '목록에 보일 게임' }).locator('[aria-current="page"]').textContent()).toBe('아라스');
    await page.goto(webUrl('/ja?game=chess'));
    expect(await page.getByRole('navigation', { name: '一覧に表示するゲーム' }).locator('[aria-current="page"]').textContent()).toBe('すべてのゲーム');
    await page.close();
  });

  it('dates a finished card by when the game ended, as the list is ordered, and a card under way by its start and its last move, in every language', async () => {
    const played = await playRandomGame(apiUrl(), 'graf-spee', { seed: 20261207 });
    expect(played.ended).toBe(true);
    const summary = await client().getGame(played.gameId);
    expect(Date.parse(summary.endedAt as string)).toBeGreaterThan(Date.parse(summary.createdAt));
    // Both seats taken and two commands played: it heads the running list, with how long ago it moved.
    const moving = await playRandomGame(apiUrl(), 'graf-spee', { seed: 20261208, maxCommands: 2 });
    expect((await client().getGame(moving.gameId)).lastMoveAt).not.toBeNull();
    const waiting = await client().game('graf-spee').create();
    const page = await browser.page();
    for (const [locale, started, ended, lastMove, moved] of [
      ['en', /^Started /, /^Ended /, 'last move', /^Started .+ · last move (now|\d+ seconds? ago|1 minute ago) · /],
      ['ko', / 시작 · /, / 종료 · /, '마지막 수', / 시작 · 마지막 수 (지금|\d+초 전|1분 전) · /],
      ['ja', / 開始 · /, / 終了 · /, '最後の手', / 開始 · 最後の手 (今|\d+ 秒前|1 分前) · /],
    ] as const) {
      await page.goto(webUrl(`/${locale}`));
      // The latest-ended game heads the finished list; the newest game the open ones.
      const finished = page.locator('section[aria-labelledby="finished-games"] li').first();
      expect(await finished.locator('p').first().textContent()).toContain(played.gameId.slice(0, 8));
      expect(await finished.locator('p').nth(1).textContent()).toMatch(ended);
      const open = page.locator('section[aria-labelledby="open-games"] li').first();
      expect(await open.locator('p').first().textContent()).toContain(waiting.id.slice(0, 8));
      expect(await open.locator('p').nth(1).textContent()).toMatch(started);
      // No command yet: nothing to say of a last move.
      expect(await open.locator('p').nth(1).textContent()).not.toContain(lastMove);
      const running = page.locator('section[aria-labelledby="running-games"] li').first();
      expect(await running.locator('p').first().textContent()).toContain(moving.gameId.slice(0, 8));
      expect(await running.locator('p').nth(1).textContent()).toMatch(moved);
      // A finished card is dated by its end alone.
      expect(await finished.locator('p').nth(1).textContent()).not.toContain(lastMove);
    }
    await page.close();
  });

  it('in Japanese, a seat someone took a moment before the click is refused in Japanese, not in the API’s English', async () => {
    const games = client().game('arras');
    const created = await games.create({} as never);
    const page = await browser.page();
    await page.goto(webUrl('/ja'));
    const card = page.locator('section[aria-labelledby="open-games"] li').filter({ hasText: created.id.slice(0, 8) });
    const take = card.getByRole('button', { name: 'ドイツ軍の席に着く' });
    await take.waitFor({ timeout: WAIT });
    // Someone else takes it first: the card still offers it until the lobby is read again.
    await games.claim(created.id, 'german');
    await take.click();
    const refused = card.getByRole('alert');
    await refused.waitFor({ timeout: WAIT });
    expect(await refused.textContent()).toMatch(/^席に着けませんでした：/);
    expect(await refused.textContent()).not.toMatch(/claimed|seat/);
    expect(page.url()).toBe(webUrl('/ja'));
    await page.close();
  });
});
