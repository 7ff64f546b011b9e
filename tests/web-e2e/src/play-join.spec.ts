import { WargamesClient } from '@wargames/sdk';
import { launchBrowser, webUrl, type Browser } from './support/browser';
import { heldSeats } from './support/held-seats';
import { WAIT } from './support/play';

const apiUrl = () => process.env['WEB_E2E_API_URL'] as string;
const client = () => new WargamesClient({ url: apiUrl() });

describe('taking a free seat from the play page (someone sent the game’s address, not an invite)', () => {
  let browser: Browser;
  beforeAll(async () => (browser = await launchBrowser()));
  afterAll(async () => browser.close());

  it('offers the free seat to someone watching; taking it plays it at once, kept in this browser', async () => {
    const games = client().game('graf-spee');
    const created = await games.create({} as never);
    await games.claim(created.id, 'german');
    const page = await browser.page();
    await page.goto(webUrl(`/en/games/${created.id}`));
    await page.getByText('You are watching: you see what both players may see.').waitFor({ timeout: WAIT });
    const join = page.getByRole('region', { name: 'Join this game' });
    expect(await join.textContent()).toContain('The British seat is free: take it to play.');
    await join.getByRole('button', { name: 'Take the British seat' }).click();
    await page.getByText('You play the British side.').waitFor({ timeout: WAIT });
    await join.waitFor({ state: 'detached', timeout: WAIT });
    expect((await client().getGame(created.id)).seats).toEqual([
      expect.objectContaining({ role: 'german', claimed: true }),
      expect.objectContaining({ role: 'british', claimed: true, invited: false }),
    ]);
    expect((await heldSeats(page)).map((seat) => [seat.gameId, seat.role])).toContainEqual([created.id, 'british']);
    // Not the seat this browser now plays, nor anyone's: nothing more is offered after a reload.
    await page.reload();
    await page.getByText('You play the British side.').waitFor({ timeout: WAIT });
    expect(await page.getByRole('region', { name: 'Join this game' }).count()).toBe(0);
    await page.close();
  });

  it('in Korean, offers every seat of a game nobody has joined, and drops one taken elsewhere while watching', async () => {
    const games = client().game('arras');
    const created = await games.create({} as never);
    const watcher = await launchBrowser();
    const page = await watcher.page();
    await page.goto(webUrl(`/ko/games/${created.id}`));
    const join = page.getByRole('region', { name: '이 게임에 참가하기' });
    await join.getByText('모든 자리가 비어 있습니다. 한 자리에 앉아 플레이하세요.').waitFor({ timeout: WAIT });
    expect(await join.getByRole('button').allTextContents()).toEqual(['연합군 자리에 앉기', '독일군 자리에 앉기']);
    await games.claim(created.id, 'allied');
    await join.getByRole('button', { name: '연합군 자리에 앉기' }).waitFor({ state: 'detached', timeout: WAIT });
    expect(await join.getByRole('button').allTextContents()).toEqual(['독일군 자리에 앉기']);
    await watcher.close();
  });
});
