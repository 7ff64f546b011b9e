import { WargamesClient } from '@wargames/sdk';
import { launchBrowser, webUrl, type Browser } from './support/browser';
import { openHeldSeat } from './support/held-seats';
import { WAIT } from './support/play';
import { openReplayAtEnd } from './support/replay-page';

const apiUrl = () => process.env['WEB_E2E_API_URL'] as string;
const client = () => new WargamesClient({ url: apiUrl() });

describe('calling a game off on the play page, while nobody has come to the other seat', () => {
  let browser: Browser;
  beforeAll(async () => (browser = await launchBrowser()));
  afterAll(async () => browser.close());

  it('offers it instead of resigning, asks first, and ends the game with no result: the page, the lobby and the replay say so', async () => {
    const games = client().game('arras');
    const created = await games.create({} as never);
    const german = { gameId: created.id, gameType: 'arras', role: 'german', token: (await games.claim(created.id, 'german')).token as string };
    const page = await browser.page();
    await openHeldSeat(page, 'en', german);

    // Alone at the table: no resignation (it would hand the game to an empty seat), but calling it off.
    const open = page.getByRole('button', { name: 'Call the game off…' });
    await open.waitFor({ timeout: WAIT });
    expect(await page.getByRole('button', { name: 'Resign…' }).count()).toBe(0);
    const question = page.getByRole('group', { name: 'Call this game off? Nobody has taken the Allied seat: the game ends with no result, and this cannot be undone.' });
    await open.click();
    await question.getByRole('button', { name: 'Keep waiting' }).click();
    await question.waitFor({ state: 'detached', timeout: WAIT });
    expect((await client().getGame(created.id)).status).toBe('active');

    await open.click();
    await question.getByRole('button', { name: 'Call it off' }).click();
    const outcome = page.getByRole('region', { name: 'Game over' });
    await outcome.waitFor({ timeout: WAIT });
    expect(await outcome.textContent()).toContain('Called off');
    expect(await outcome.textContent()).toContain('The game was called off before an opponent came.');
    await page.getByText('You called the game off before an opponent came: no result.').waitFor({ timeout: WAIT });
    // Nothing is left to do or to hand out: no invite, no control, and the API agrees.
    expect(await open.count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Make an invite link' }).count()).toBe(0);
    expect(await client().getGame(created.id)).toMatchObject({ status: 'ended', outcome: { winner: null, reason: 'aborted' } });

    // The lobby: "my games" says it was called off; neither the open games nor the finished ones (nothing to replay) list it.
    await page.goto(webUrl('/en'));
    const mine = page.locator('section[aria-labelledby="my-games"] li').filter({ hasText: created.id.slice(0, 8) });
    await mine.getByText('Called off: no result').waitFor({ timeout: WAIT });
    await page.getByRole('heading', { name: 'Finished games' }).waitFor({ timeout: WAIT });
    expect(await page.locator('li').filter({ hasText: created.id.slice(0, 8) }).count()).toBe(1);

    // A spectator's replay ends on it.
    const replay = await browser.page();
    await openReplayAtEnd(replay, created.id);
    await replay.getByText('The German called the game off before an opponent came: no result.').first().waitFor({ timeout: WAIT });
    await replay.getByText('The game was called off before an opponent came.').first().waitFor({ timeout: WAIT });
    for (const each of [page, replay]) await each.close();
  });

  it('turns into resigning once the opponent comes, without a reload (in Korean); in Japanese it ends a game whose invite nobody took', async () => {
    const games = client().game('graf-spee');
    const created = await games.create({} as never);
    const german = { gameId: created.id, gameType: 'graf-spee', role: 'german', token: (await games.claim(created.id, 'german')).token as string };
    const page = await browser.page();
    await openHeldSeat(page, 'ko', german);
    await page.getByRole('button', { name: '게임 취소…' }).waitFor({ timeout: WAIT });
    // The opponent takes the seat elsewhere: the page, following the seats, offers resigning instead.
    await games.claim(created.id, 'british');
    await page.getByRole('button', { name: '기권…' }).waitFor({ timeout: WAIT });
    expect(await page.getByRole('button', { name: '게임 취소…' }).count()).toBe(0);
    await page.close();

    const invited = await games.create({} as never);
    const host = { gameId: invited.id, gameType: 'graf-spee', role: 'british', token: (await games.claim(invited.id, 'british')).token as string };
    const invite = await games.open(invited.id, { token: host.token, role: 'british' }).invite('german');
    const japanese = await browser.page();
    await openHeldSeat(japanese, 'ja', host);
    await japanese.getByRole('button', { name: 'ゲームを取り消す…' }).click();
    await japanese.getByRole('group', { name: 'このゲームを取り消しますか？ドイツ軍の席にはまだ誰も着いていません。ゲームは結果なしで終わり、元に戻せません。' }).getByRole('button', { name: '取り消す', exact: true }).click();
    const outcome = japanese.getByRole('region', { name: 'ゲーム終了' });
    await outcome.waitFor({ timeout: WAIT });
    expect(await outcome.textContent()).toContain('相手が来る前にゲームが取り消されました。');
    await japanese.getByText('相手が来る前にあなたがゲームを取り消しました。結果はありません。').waitFor({ timeout: WAIT });
    expect(await client().getGame(invited.id)).toMatchObject({ status: 'ended', outcome: { winner: null, reason: 'aborted' } });
    await japanese.close();

    // The guest opens the link afterwards: no seat, and the page says why while it shows the game called off.
    const guest = await launchBrowser();
    const guestPage = await guest.page();
    await guestPage.goto(webUrl(`/en/games/${invited.id}#invite=german.${invite}`));
    await guestPage.getByText('This invite link is for a game that has ended: the German seat can no longer be taken, and you are watching the game.').waitFor({ timeout: WAIT });
    expect(await guestPage.getByRole('region', { name: 'Game over' }).textContent()).toContain('Called off');
    expect(await guestPage.getByText('You play the German side.').count()).toBe(0);
    await guest.close();
  });
});
