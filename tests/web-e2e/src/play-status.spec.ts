import { WargamesClient, type GrafSpeeView } from '@wargames/sdk';
import { launchBrowser, webUrl, type Browser } from './support/browser';
import { WAIT } from './support/play';
import { openReplay, waitForStep } from './support/replay-page';
import { playRandomGameUntil, type MadeGame } from './support/sdk-games';

const apiUrl = () => process.env['WEB_E2E_API_URL'] as string;

type Losses = GrafSpeeView['british']['losses'];
const tally = (losses: Losses) =>
  `British losses: ${losses.sunk} sunk, ${losses.damaged} damaged, ${losses.dummiesRemoved} ${losses.dummiesRemoved === 1 ? 'dummy' : 'dummies'} removed`;

describe('the British losses, told on the play page and in the replay', () => {
  let browser: Browser;
  let game: MadeGame;
  let losses: Losses;
  beforeAll(async () => {
    browser = await launchBrowser();
    // A game to its end with a British loss: a dummy found with the Spee, a ship damaged or sunk.
    const spee = new WargamesClient({ url: apiUrl() }).game('graf-spee');
    ({ game, found: losses } = await playRandomGameUntil(apiUrl(), 'graf-spee', { seed: 20261207, wanted: 'a British loss and an end' }, async (played) => {
      const { view } = await spee.open(played.gameId).view();
      const { sunk, damaged, dummiesRemoved } = view.british.losses;
      return played.ended && sunk + damaged + dummiesRemoved > 0 ? view.british.losses : undefined;
    }));
  }, 300_000);
  afterAll(async () => browser.close());

  it('the play page’s status tallies them as the view gives them, for a spectator too (GS-5.7, GS-6.4)', async () => {
    const page = await browser.page();
    await page.goto(webUrl(`/en/games/${game.gameId}`));
    await page.locator('[data-version]').first().waitFor({ timeout: WAIT });
    expect((await page.getByRole('status').first().textContent()) ?? '').toContain(tally(losses));
    await page.close();
  });

  it('the replay tells them at the steps after the first loss, not before', async () => {
    const page = await browser.page();
    await openReplay(page, `/en/games/${game.gameId}/replay?perspective=omniscient&step=${game.commands}`);
    await waitForStep(page, game.commands);
    // The line above the board: step, turn, score, losses, who moved.
    const status = page.locator('[data-step] p[aria-live="polite"]');
    expect((await status.textContent()) ?? '').toContain(tally(losses));
    await page.locator('h1').click();
    await page.keyboard.press('Home');
    await waitForStep(page, 0);
    expect((await status.textContent()) ?? '').not.toContain('British losses');
    await page.close();
  });
});
