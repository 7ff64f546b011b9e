import { WargamesClient } from '@wargames/sdk';
import { launchBrowser, type Browser } from './support/browser';
import { holdSeats, openHeldSeat } from './support/held-seats';
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

  it('after this seat\'s own last move, offers the claim when the other side stays silent, and takes it back when that side moves, with no reload', async () => {
    const client = new WargamesClient({ url: servers.apiUrl });
    const games = client.game('arras');
    const created = await games.create({} as never);
    const allied = { gameId: created.id, gameType: 'arras', role: 'allied', token: (await games.claim(created.id, 'allied')).token as string };
    const germanSeat = games.open(created.id, { token: (await games.claim(created.id, 'german')).token as string, role: 'german' as never });
    const page = await browser.page();
    await openHeldSeat(page, 'en', allied);
    // The Allies play first (AR-5.1): they begin and end each of their phases without a move, and the game waits for
    // the German.
    const status = page.getByRole('status', { name: 'Game status' });
    const phaseButton = page.getByRole('button', { name: /^(End the phase|Begin the \w+ phase)$/ }).first();
    for (let step = 0; step < 8 && !(await status.textContent())?.includes('Waiting for the German player'); step++) {
      const before = await page.locator('[data-version]').getAttribute('data-version');
      await phaseButton.click({ timeout: WAIT });
      await page.waitForFunction((v) => document.querySelector('[data-version]')?.getAttribute('data-version') !== v, before, { timeout: WAIT });
    }
    await status.getByText('Waiting for the German player.').waitFor({ timeout: WAIT });
    const open = page.getByRole('button', { name: 'Claim the win…' });
    expect(await open.count()).toBe(0);
    await open.waitFor({ timeout: CLAIM_AFTER_MS + 5_000 });

    // The German comes back and moves (his turn goes on): the offer goes at once, with no reload, and comes back after
    // a new wait.
    const germanLegal = await germanSeat.legal();
    await germanSeat.submit(germanLegal.commands[0] as never, { expectedVersion: germanLegal.version });
    await open.waitFor({ state: 'detached', timeout: WAIT });
    await open.waitFor({ timeout: CLAIM_AFTER_MS + 5_000 });
    await page.close();
  });

  it('"my games" in the lobby says when the other side has stopped playing, and lists that game right after the seats to play', async () => {
    const client = new WargamesClient({ url: servers.apiUrl });
    const games = client.game('arras');
    const silentGame = await games.create({} as never);
    const waiting = { gameId: silentGame.id, gameType: 'arras', role: 'german', token: (await games.claim(silentGame.id, 'german')).token as string, savedAt: 3 };
    await games.claim(silentGame.id, 'allied');
    // A game where this browser's seat is to play (the Allies play first), and one whose other seat nobody took.
    const ownTurnGame = await games.create({} as never);
    const toPlay = { gameId: ownTurnGame.id, gameType: 'arras', role: 'allied', token: (await games.claim(ownTurnGame.id, 'allied')).token as string, savedAt: 2 };
    const openGame = await games.create({} as never);
    const unjoined = { gameId: openGame.id, gameType: 'arras', role: 'german', token: (await games.claim(openGame.id, 'german')).token as string, savedAt: 1 };
    const page = await browser.page();
    await holdSeats(page, [unjoined, waiting, toPlay]);
    await page.reload();
    const mine = page.getByRole('region', { name: 'My games' });
    // The line comes at the API's claimableAt, read with the seat's legal commands, not at the lobby's clock's next tick
    // (every 15 s, later than this wait allows).
    await mine.getByText(/^The Allied player has stopped playing: you may claim the win/).waitFor({ timeout: CLAIM_AFTER_MS + 10_000 });
    const entries = await mine.getByRole('listitem').allInnerTexts();
    expect(entries.map((entry) => entry.split('\n').filter((line) => line.trim() !== '')[1])).toEqual([
      expect.stringMatching(/^Your turn/),
      expect.stringMatching(/^The Allied player has stopped playing: you may claim the win/),
      // A seat nobody came to is called off, never claimed.
      expect.stringMatching(/^Waiting for the Allied player to join/),
    ]);
    // Resuming that game offers the claim.
    await mine.getByRole('listitem').nth(1).getByRole('link', { name: 'Resume' }).click();
    await page.getByRole('button', { name: 'Claim the win…' }).waitFor({ timeout: WAIT });
    await page.close();
  }, 120_000);
});
