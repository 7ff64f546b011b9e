import { WargamesClient } from '@wargames/sdk';
import type { Locator, Page } from 'playwright-core';
import { launchBrowser, webUrl, type Browser } from './support/browser';
import { heldSeats, holdSeats } from './support/held-seats';
import { WAIT } from './support/play';
import { playRandomGame } from './support/sdk-games';

const apiUrl = () => process.env['WEB_E2E_API_URL'] as string;
const client = () => new WargamesClient({ url: apiUrl() });

/** Holds one seat in the page's browser, as taking it in the lobby would, and opens that game's play page. */
async function holdSeat(page: Page, seat: { gameId: string; role: string; token: string; gameType?: string }): Promise<void> {
  await holdSeats(page, [{ gameType: 'graf-spee', ...seat, savedAt: 1 }]);
  await page.goto(webUrl(`/en/games/${seat.gameId}`));
}

/** Clicks "As the {side}" in the page's play-again group and answers the new game's id once its page says the seat. */
async function playAgainAs(page: Page, again: Locator, side: string, finishedId: string): Promise<string> {
  await again.getByRole('button', { name: `As the ${side}` }).click();
  await page.waitForURL((url) => /^\/en\/games\/[0-9a-f-]{36}$/.test(url.pathname) && !url.pathname.endsWith(finishedId), { timeout: WAIT });
  await page.getByText(`You play the ${side} side.`).waitFor({ timeout: WAIT });
  return new URL(page.url()).pathname.split('/')[3] as string;
}

/** The German's commands in a game against the computer, ending it as soon as a command can (an exit, GS-4.5; scuttling, GS-8.4). */
async function playGermanToTheEnd(gameId: string, token: string): Promise<void> {
  const session = client().game('graf-spee').open(gameId, { token });
  for (let i = 0; i < 2_000; i++) {
    const summary = await client().getGame(gameId);
    if (summary.status === 'ended') return;
    if (!summary.pending.includes('german')) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      continue;
    }
    const legal = await session.legal();
    const ending = legal.commands.find((command) => {
      const c = command as { type?: string; path?: string[] };
      return c.type === 'scuttle' || (c.type === 'move-spee' && ['atlantic', 'indian'].includes(c.path?.[c.path.length - 1] ?? ''));
    });
    const moving = legal.commands.filter((command) => (command as { type?: string }).type === 'move-spee');
    const command = ending ?? moving[i % Math.max(1, moving.length)] ?? legal.commands[0];
    await session.submit(command as never, { expectedVersion: legal.version }).catch(() => undefined);
  }
  throw new Error(`game ${gameId} did not end`);
}

describe('playing again after the end', () => {
  let browser: Browser;
  beforeAll(async () => (browser = await launchBrowser()));
  afterAll(async () => browser.close());

  it('starts a game like a finished one between people, on the side chosen, with its options and the other seat to invite', async () => {
    const finished = await playRandomGame(apiUrl(), 'graf-spee', { seed: 20261207, gameOptions: { surePointsPerIcon: true } });
    expect(finished.ended).toBe(true);

    const page = await browser.page();
    await holdSeat(page, { gameId: finished.gameId, role: 'german', token: finished.tokens['german'] as string });
    const again = page.getByRole('group', { name: 'Play again, with the same options:' });
    await again.waitFor({ timeout: WAIT });
    // The side played first, then the other.
    expect(await again.getByRole('button').allTextContents()).toEqual(['As the German', 'As the British']);
    const newId = await playAgainAs(page, again, 'British', finished.gameId);
    await page.getByRole('region', { name: 'Invite your opponent' }).waitFor({ timeout: WAIT });

    const made = await client().getGame(newId);
    expect(made.status).toBe('active');
    expect(made.options).toEqual(expect.objectContaining({ surePointsPerIcon: true }));
    expect(made.seats).toEqual(expect.arrayContaining([expect.objectContaining({ role: 'british', claimed: true, bot: null }), expect.objectContaining({ role: 'german', claimed: false, bot: null })]));
    expect((await heldSeats(page))[0]).toEqual(expect.objectContaining({ gameId: newId, role: 'british' }));
    await page.close();
  });

  it('against the computer, keeps the computer and its level in the other seat, whichever side is chosen', async () => {
    const games = client().game('graf-spee');
    const created = await games.create({} as never, { bots: { british: 'random' } as never });
    const token = (await games.claim(created.id, 'german')).token as string;
    await playGermanToTheEnd(created.id, token);

    const page = await browser.page();
    await holdSeat(page, { gameId: created.id, role: 'german', token });
    const again = page.getByRole('group', { name: 'Play again against the computer, with the same options:' });
    const newId = await playAgainAs(page, again, 'British', created.id);
    const made = await client().getGame(newId);
    expect(made.seats).toEqual(expect.arrayContaining([expect.objectContaining({ role: 'german', bot: 'random' }), expect.objectContaining({ role: 'british', claimed: true, bot: null })]));
    // No invite: the computer holds the other seat, and it plays the German's set-up by itself (GS-3.1).
    expect(await page.getByRole('region', { name: 'Invite your opponent' }).count()).toBe(0);
    await page.getByText('The computer is playing the German side…').or(page.getByText('Your turn')).first().waitFor({ timeout: WAIT });
    await page.close();
  });

  it('offers the same for Arras, with the 17th Brigade kept (AR-2.2)', async () => {
    const finished = await playRandomGame(apiUrl(), 'arras', { seed: 20261208, gameOptions: { brigade17: true } });
    expect(finished.ended).toBe(true);

    const page = await browser.page();
    await holdSeat(page, { gameId: finished.gameId, role: 'german', token: finished.tokens['german'] as string, gameType: 'arras' });
    const again = page.getByRole('group', { name: 'Play again, with the same options:' });
    await again.waitFor({ timeout: WAIT });
    expect(await again.getByRole('button').allTextContents()).toEqual(['As the German', 'As the Allied']);
    const newId = await playAgainAs(page, again, 'Allied', finished.gameId);
    const made = await client().getGame(newId);
    expect(made.gameType).toBe('arras');
    expect(made.options).toEqual(expect.objectContaining({ brigade17: true }));
    expect(made.seats).toEqual(expect.arrayContaining([expect.objectContaining({ role: 'allied', claimed: true }), expect.objectContaining({ role: 'german', claimed: false, bot: null })]));
    await page.close();
  });
});
