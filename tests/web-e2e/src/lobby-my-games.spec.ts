import { WargamesClient } from '@wargames/sdk';
import { randomUUID } from 'node:crypto';
import { launchBrowser, webUrl, type Browser } from './support/browser';
import { holdSeats } from './support/held-seats';
import { WAIT } from './support/play';
import { playRandomGame } from './support/sdk-games';

const apiUrl = () => process.env['WEB_E2E_API_URL'] as string;

describe('the lobby’s “my games”', () => {
  let browser: Browser;
  beforeAll(async () => (browser = await launchBrowser()));
  afterAll(async () => browser.close());

  it('says where each held game stands, the seats to play first: your turn, the other side to play, over, or gone from the server', async () => {
    // Graf Spee begins with the German's set-up (GS-3.1): the German seat is to play, the British one waits.
    const games = new WargamesClient({ url: apiUrl() }).game('graf-spee');
    const setUp = await games.create();
    const german = await games.claim(setUp.id, 'german');
    const british = await games.claim(setUp.id, 'british');
    const ended = await playRandomGame(apiUrl(), 'graf-spee', { seed: 20261205 });
    expect(ended.ended).toBe(true);
    const { outcome } = await new WargamesClient({ url: apiUrl() }).getGame(ended.gameId);
    const winner = outcome?.winner === 'german' ? 'the German' : 'the British';
    const vanished = randomUUID();

    const page = await browser.page();
    // Stored oldest first to newest last, so that the order shown is the page's own, not the storage's.
    const seats = [
      { gameId: setUp.id, role: 'german', token: german.token as string, savedAt: 1 },
      { gameId: vanished, role: 'german', token: 'not-a-token', savedAt: 2 },
      { gameId: ended.gameId, role: 'german', token: ended.tokens['german'] as string, savedAt: 3 },
      { gameId: setUp.id, role: 'british', token: british.token as string, savedAt: 4 },
    ].map((seat) => ({ ...seat, gameType: 'graf-spee' }));
    await holdSeats(page, seats);
    await page.reload();

    const list = page.locator('section[aria-labelledby="my-games"] li');
    await list.filter({ hasText: 'The server no longer knows this game' }).waitFor({ timeout: WAIT });
    const rows = (await list.allTextContents()).map((text) => text.replace(/\s+/g, ' '));
    expect(rows).toHaveLength(4);
    expect(rows[0]).toContain(`Graf Spee as the German ${setUp.id.slice(0, 8)}Your turn`);
    expect(rows[1]).toMatch(new RegExp(`Graf Spee as the British ${setUp.id.slice(0, 8)}.*German to play`));
    expect(rows[2]).toContain(`${ended.gameId.slice(0, 8)}Game over: ${winner} won`);
    // The finished games list says the same in a sentence: "The British won", never "British won".
    const finished = page.locator('section:not([aria-labelledby="my-games"]) li').filter({ hasText: ended.gameId.slice(0, 8) });
    await finished.filter({ hasText: `${winner === 'the German' ? 'The German' : 'The British'} won` }).first().waitFor({ timeout: WAIT });
    expect(rows[3]).toContain(`${vanished.slice(0, 8)}The server no longer knows this game: forget the seat.`);
    // A finished game opens in the replay; a vanished one only offers to forget its seat.
    expect(await list.nth(2).getByRole('link', { name: 'Replay' }).getAttribute('href')).toBe(`/en/games/${ended.gameId}/replay`);
    expect(await list.nth(3).getByRole('link').count()).toBe(0);
    await list.nth(3).getByRole('button', { name: 'Forget this seat' }).click();
    await list.filter({ hasText: 'The server no longer knows this game' }).waitFor({ state: 'detached', timeout: WAIT });
    expect(await list.count()).toBe(3);
    await page.close();
  });

  it('keeps a held game the lists do not show up to date: read again with every refresh of the lists', async () => {
    const client = new WargamesClient({ url: apiUrl() });
    const games = client.game('graf-spee');
    const setUp = await games.create();
    const german = await games.claim(setUp.id, 'german');
    const page = await browser.page();
    await holdSeats(page, [{ gameId: setUp.id, gameType: 'graf-spee', role: 'german', token: german.token as string, savedAt: 1 }]);
    // A page of the lists far past the last game: they hold none of the held games.
    await page.goto(webUrl('/en?open=999&running=999'));
    const row = page.locator('section[aria-labelledby="my-games"] li');
    await row.getByText('Your turn').waitFor({ timeout: WAIT });

    // The German's set-up (GS-3.1), through the API: the turn passes to the British.
    const session = games.open(setUp.id, { token: german.token as string });
    while ((await client.getGame(setUp.id)).pending.includes('german')) {
      const legal = await session.legal();
      await session.submit(legal.commands[0] as never, { expectedVersion: legal.version });
    }
    // The lobby reads its lists again every 15 s, and the held game with them; nobody has taken the British seat, so
    // the game waits for a player to come, not for a move.
    await row.getByText('Waiting for the British player to join', { exact: false }).waitFor({ timeout: WAIT });
    expect(await row.getByText('Your turn').count()).toBe(0);
    // With how long ago the game last moved, as its card in the lists says.
    expect(await row.locator('p').nth(1).textContent()).toMatch(/^Waiting for the British player to join · last move (now|\d+ seconds? ago|1 minute ago)$/);
    // Once a player takes the seat, the game waits for their move.
    await games.claim(setUp.id, 'british');
    await row.getByText('British to play').waitFor({ timeout: WAIT });
    await page.close();
  });
});
