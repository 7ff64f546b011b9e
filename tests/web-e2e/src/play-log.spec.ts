import { WargamesClient } from '@wargames/sdk';
import type { Page } from 'playwright-core';
import { launchBrowser, webUrl, type Browser } from './support/browser';
import { WAIT } from './support/play';
import { playOn, playRandomGameUntil } from './support/sdk-games';

const apiUrl = () => process.env['WEB_E2E_API_URL'] as string;

/** The log's scrolled box as a reader sees it: how far it is scrolled, and whether its newest line is in view. */
async function logBox(page: Page) {
  return page.getByRole('region', { name: 'What happened' }).evaluate((box) => {
    const lines = box.querySelectorAll('li');
    const newest = lines[lines.length - 1]?.getBoundingClientRect();
    const shown = box.getBoundingClientRect();
    return {
      scrollTop: box.scrollTop,
      scrolls: box.scrollHeight > box.clientHeight + 8,
      newestInView: newest !== undefined && newest.top >= shown.top - 1 && newest.bottom <= shown.bottom + 1,
    };
  });
}

/** Plays `commands` more random legal commands through the API, then waits until the page shows the game's version. */
async function playMore(page: Page, game: { gameId: string; tokens: Readonly<Record<string, string>> }, seed: number, commands: number): Promise<void> {
  await playOn(apiUrl(), 'graf-spee', game.gameId, game.tokens, { seed, maxCommands: commands, marathon: true });
  const { version } = await new WargamesClient({ url: apiUrl() }).getGame(game.gameId);
  await page.waitForFunction((v) => Number(document.querySelector('[data-version]')?.getAttribute('data-version') ?? -1) >= v, version, { timeout: WAIT });
}

describe('the play page’s log of what happened', () => {
  let browser: Browser;
  beforeAll(async () => (browser = await launchBrowser()));
  afterAll(async () => browser.close());

  it('opens at the newest event and follows each new one, but stays where a reader scrolled back to read', async () => {
    // A Graf Spee game well under way (set-up, GS-3, and several quiet turns of GS-4 and GS-5), watched by a
    // spectator. A marathon may still end early (the Spee found and sunk): then another.
    const { game } = await playRandomGameUntil(apiUrl(), 'graf-spee', { seed: 20261205, maxCommands: 40, marathon: true, tries: 5, wanted: 'no end within 40 commands' }, (played) =>
      played.ended ? undefined : played,
    );
    const page = await browser.page();
    await page.goto(webUrl(`/en/games/${game.gameId}`));
    await page.locator('[data-version]').first().waitFor({ timeout: WAIT });

    const opened = await logBox(page);
    expect(opened).toMatchObject({ scrolls: true, newestInView: true });
    expect(opened.scrollTop).toBeGreaterThan(0);

    // New events while the reader is at the end: the log follows them.
    await playMore(page, game, 1, 4);
    expect(await logBox(page)).toMatchObject({ newestInView: true });

    // A reader who scrolled back to the start keeps reading there while new events arrive.
    await page.getByRole('region', { name: 'What happened' }).evaluate((box) => box.scrollTo({ top: 0 }));
    await playMore(page, game, 2, 4);
    const reading = await logBox(page);
    expect(reading.scrollTop).toBe(0);
    expect(reading.newestInView).toBe(false);

    // Back at the end, the log follows again.
    await page.getByRole('region', { name: 'What happened' }).evaluate((box) => box.scrollTo({ top: box.scrollHeight }));
    await playMore(page, game, 3, 4);
    expect(await logBox(page)).toMatchObject({ newestInView: true });
    await page.close();
  });
});
