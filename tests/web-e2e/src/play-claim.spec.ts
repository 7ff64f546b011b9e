import { WargamesClient } from '@wargames/sdk';
import { launchBrowser, type Browser } from './support/browser';
import { openHeldSeat } from './support/held-seats';
import { WAIT } from './support/play';
import { openReplayAtEnd } from './support/replay-page';
import { startServers, type Servers } from './support/servers';

/** The API's wait before a silent opponent's game may be claimed, shortened (three days in production). */
const CLAIM_AFTER_MS = 3_000;

describe('claiming the win on the play page, once the other side, a person, has stopped playing', () => {
  // An API and a web app of their own: the shared ones wait three days, as production does.
  let servers: Servers;
  let browser: Browser;
  const sharedWeb = process.env['WEB_E2E_URL'];
  beforeAll(async () => {
    servers = await startServers({ WARGAMES_CLAIM_AFTER_MS: String(CLAIM_AFTER_MS) }, 'web-e2e-claim');
    process.env['WEB_E2E_URL'] = servers.webUrl;
    browser = await launchBrowser();
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await servers?.stop();
    process.env['WEB_E2E_URL'] = sharedWeb;
  });

  it('offers it only after the wait, at the time the API named, without a reload; asks first; ends the game with this side the winner, and every page says so', async () => {
    const client = new WargamesClient({ url: servers.apiUrl });
    const games = client.game('arras');
    const created = await games.create({} as never);
    const german = { gameId: created.id, gameType: 'arras', role: 'german', token: (await games.claim(created.id, 'german')).token as string };
    const allied = { gameId: created.id, gameType: 'arras', role: 'allied', token: (await games.claim(created.id, 'allied')).token as string };
    const page = await browser.page();
    await openHeldSeat(page, 'en', german);

    // The Allies play first (AR-5.1): the German waits, and at first may only resign.
    const open = page.getByRole('button', { name: 'Claim the win…' });
    await page.getByRole('button', { name: 'Resign…' }).waitFor({ timeout: WAIT });
    expect(await open.count()).toBe(0);

    // The Allies stay silent: at the time the API named (claimableAt), the page reads what it may offer again, with
    // no event and no reload.
    await open.waitFor({ timeout: CLAIM_AFTER_MS + 5_000 });
    expect(await page.getByRole('button', { name: 'Resign…' }).count()).toBe(1);
    const question = page.getByRole('group', { name: 'The Allied player has stopped playing: claim the win? The game ends at once with you the winner, and this cannot be undone.' });
    await open.click();
    await question.getByRole('button', { name: 'Keep waiting' }).click();
    await question.waitFor({ state: 'detached', timeout: WAIT });
    expect((await client.getGame(created.id)).status).toBe('active');

    await open.click();
    await question.getByRole('button', { name: 'Claim the win', exact: true }).click();
    const outcome = page.getByRole('region', { name: 'Game over' });
    await outcome.waitFor({ timeout: WAIT });
    expect(await outcome.textContent()).toContain('The German wins');
    expect(await outcome.textContent()).toContain('The other side stopped playing: the win was claimed.');
    await page.getByText('You claimed the win: the other side had stopped playing.').waitFor({ timeout: WAIT });
    expect(await open.count()).toBe(0);
    expect(await client.getGame(created.id)).toMatchObject({ status: 'ended', outcome: { winner: 'german', reason: 'victory-claimed' } });

    // The side that stopped, back at last (in Korean), finds the game over and why.
    const silent = await browser.page();
    await openHeldSeat(silent, 'ko', allied);
    await silent.getByText('독일군이 승리를 주장했습니다. 당신이 플레이를 멈췄기 때문입니다.').waitFor({ timeout: WAIT });
    expect(await silent.getByRole('region', { name: '게임 종료' }).textContent()).toContain('상대가 플레이를 멈춰 승리가 주장되었습니다.');

    // A spectator's replay ends on it.
    const replay = await browser.page();
    await openReplayAtEnd(replay, created.id);
    await replay.getByText('The German claimed the win: the other side had stopped playing.').first().waitFor({ timeout: WAIT });
    await replay.getByText('The other side stopped playing: the win was claimed.').first().waitFor({ timeout: WAIT });
    for (const each of [page, silent, replay]) await each.close();
  });
});
