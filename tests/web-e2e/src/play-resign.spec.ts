import { WargamesClient } from '@wargames/sdk';
import { launchBrowser, webUrl, type Browser } from './support/browser';
import { openHeldSeat } from './support/held-seats';
import { WAIT } from './support/play';
import { openReplayAtEnd } from './support/replay-page';

const apiUrl = () => process.env['WEB_E2E_API_URL'] as string;
const client = () => new WargamesClient({ url: apiUrl() });

describe('resigning a game on the play page', () => {
  let browser: Browser;
  beforeAll(async () => (browser = await launchBrowser()));
  afterAll(async () => browser.close());

  it('asks first, keeps playing on "Keep playing", and on "Resign" ends the game for both seats, in their languages', async () => {
    const games = client().game('graf-spee');
    const created = await games.create({} as never);
    const german = { gameId: created.id, gameType: 'graf-spee', role: 'german', token: (await games.claim(created.id, 'german')).token as string };
    const british = { gameId: created.id, gameType: 'graf-spee', role: 'british', token: (await games.claim(created.id, 'british')).token as string };

    const germanPage = await browser.page();
    await openHeldSeat(germanPage, 'en', german);
    const britishPage = await browser.page();
    await openHeldSeat(britishPage, 'ko', british);

    // The British waits while the German sets up (GS-3.4): no move, but he may still give the game up.
    await britishPage.getByText('지금은 할 일이 없습니다.').waitFor({ timeout: WAIT });
    await britishPage.getByRole('button', { name: '기권…' }).waitFor({ timeout: WAIT });

    // The German is asked before anything is sent, "Keep playing" focused; Escape or "Keep playing" leaves the game as it
    // was, the focus back on the button that asked.
    const open = germanPage.getByRole('button', { name: 'Resign…' });
    const question = germanPage.getByRole('group', { name: 'Give this game up? The British side wins at once; this cannot be undone.' });
    await open.click();
    await question.waitFor({ timeout: WAIT });
    expect(await question.getByRole('button', { name: 'Keep playing' }).evaluate((button) => button === document.activeElement)).toBe(true);
    await germanPage.keyboard.press('Escape');
    await question.waitFor({ state: 'detached', timeout: WAIT });
    expect(await open.evaluate((button) => button === document.activeElement)).toBe(true);
    await open.click();
    await question.getByRole('button', { name: 'Keep playing' }).click();
    await question.waitFor({ state: 'detached', timeout: WAIT });
    expect((await client().getGame(created.id)).status).toBe('active');

    // Asked again, he resigns: the outcome names the winner and why, with no rule (resigning follows none) and a replay.
    await open.click();
    await question.getByRole('button', { name: 'Resign', exact: true }).click();
    const outcome = germanPage.getByRole('region', { name: 'Game over' });
    await outcome.waitFor({ timeout: WAIT });
    expect(await outcome.textContent()).toContain('The British win');
    expect(await outcome.textContent()).toContain('The losing side resigned.');
    expect(await outcome.textContent()).not.toContain('resign.');
    await outcome.getByRole('link', { name: 'Watch the replay' }).waitFor({ timeout: WAIT });
    await germanPage.getByText('You resigned: the British win.').waitFor({ timeout: WAIT });
    expect(await open.count()).toBe(0);
    // The status line believes the API: over, nobody's turn, though the view it was resigned in waited for the German.
    const status = germanPage.getByRole('status').filter({ hasText: 'Setting up' });
    expect(await status.textContent()).toContain('Game over');
    expect(await status.textContent()).not.toContain('Your turn');

    const ended = await client().getGame(created.id);
    expect(ended).toMatchObject({ status: 'ended', outcome: { winner: 'british', reason: 'resigned' } });

    // The other seat sees it live, in Korean: the winner, the reason and the log line that speaks to him.
    const koreanOutcome = britishPage.getByRole('region', { name: '게임 종료' });
    await koreanOutcome.waitFor({ timeout: WAIT });
    expect(await koreanOutcome.textContent()).toContain('영국군 승리');
    expect(await koreanOutcome.textContent()).toContain('진 쪽이 기권했습니다.');
    await britishPage.getByText('독일군이 기권했습니다. 당신의 승리입니다.').waitFor({ timeout: WAIT });
    expect(await britishPage.getByRole('button', { name: '기권…' }).count()).toBe(0);

    // The replay ends on the resignation, told to a spectator.
    const replay = await browser.page();
    await openReplayAtEnd(replay, created.id);
    await replay.getByText('The German resigned: the British win.').first().waitFor({ timeout: WAIT });
    await replay.getByText('The losing side resigned.').first().waitFor({ timeout: WAIT });
    for (const page of [germanPage, britishPage, replay]) await page.close();
  });

  it('lets a seat resign while the game waits for the other (in Japanese): the other side wins at once', async () => {
    const games = client().game('graf-spee');
    const created = await games.create({} as never);
    await games.claim(created.id, 'german');
    const british = { gameId: created.id, gameType: 'graf-spee', role: 'british', token: (await games.claim(created.id, 'british')).token as string };
    const page = await browser.page();
    await openHeldSeat(page, 'ja', british);
    await page.getByText('いまはすることがありません。').waitFor({ timeout: WAIT });
    await page.getByRole('button', { name: '投了…' }).click();
    await page.getByRole('group', { name: 'このゲームを投了しますか？ドイツ軍がただちに勝利し、取り消せません。' }).getByRole('button', { name: '投了する' }).click();
    const outcome = page.getByRole('region', { name: 'ゲーム終了' });
    await outcome.waitFor({ timeout: WAIT });
    expect(await outcome.textContent()).toContain('ドイツ軍の勝利');
    await page.getByText('あなたが投了しました。ドイツ軍の勝利です。').waitFor({ timeout: WAIT });
    expect(await client().getGame(created.id)).toMatchObject({ status: 'ended', outcome: { winner: 'german', reason: 'resigned' } });
    await page.close();
  });

  it('resigns a waiting seat even when the other side moved after the page last read the game (no stale refusal)', async () => {
    const games = client().game('graf-spee');
    const created = await games.create({} as never);
    const german = await games.claim(created.id, 'german');
    const british = { gameId: created.id, gameType: 'graf-spee', role: 'british', token: (await games.claim(created.id, 'british')).token as string };
    const page = await browser.page();
    await openHeldSeat(page, 'en', british);
    await page.getByText('Nothing to do right now.').waitFor({ timeout: WAIT });
    const readVersion = Number(await page.locator('[data-version]').getAttribute('data-version'));
    // A spectator's page (a browser holding no seat) offers no resignation: the API lists nothing a spectator may send.
    const watcher = await launchBrowser();
    const spectator = await watcher.page();
    await spectator.goto(webUrl(`/en/games/${created.id}`));
    await spectator.getByText('You are watching: you see what both players may see.').waitFor({ timeout: WAIT });
    await spectator.locator('[data-version]').waitFor({ timeout: WAIT });
    expect(await spectator.getByRole('button', { name: 'Resign…' }).count()).toBe(0);
    await watcher.close();

    // The German sets up while the British resignation is on its way: the page's version is behind when it arrives.
    let germanMoved = false;
    await page.route('**/graphql', async (route) => {
      if (!germanMoved && route.request().method() === 'POST' && /"type":"resign"/.test(route.request().postData() ?? '')) {
        germanMoved = true;
        const legal = await german.legal();
        await german.submit(legal.commands[0] as never, { expectedVersion: legal.version });
      }
      await route.continue();
    });
    await page.getByRole('button', { name: 'Resign…' }).click();
    await page.getByRole('group', { name: /^Give this game up\?/ }).getByRole('button', { name: 'Resign', exact: true }).click();
    await page.getByRole('region', { name: 'Game over' }).waitFor({ timeout: WAIT });
    await page.getByText('You resigned: the German wins.').waitFor({ timeout: WAIT });
    expect(germanMoved).toBe(true);
    const ended = await client().getGame(created.id);
    expect(ended).toMatchObject({ status: 'ended', outcome: { winner: 'german', reason: 'resigned' } });
    // The German's setup was stored first, then the resignation: the version the page had read was behind.
    expect(ended.version).toBeGreaterThan(readVersion + 1);
    await page.close();
  });
});
