import { WargamesClient, type GrafSpeeView } from '@wargames/sdk';
import { launchBrowser, webUrl, type Browser } from './support/browser';
import { WAIT } from './support/play';
import { openReplay, waitForStep } from './support/replay-page';
import { playRandomGame, type MadeGame } from './support/sdk-games';

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
    // Random games to their end until one has a British loss (a dummy found with the Spee, a ship damaged or sunk):
    // the server rolls the dice, so which seed gives one varies; ten without any would be a fault.
    const spee = new WargamesClient({ url: apiUrl() }).game('graf-spee');
    for (let seed = 20261207; seed < 20261217; seed++) {
      const played = await playRandomGame(apiUrl(), 'graf-spee', { seed });
      const { view } = await spee.open(played.gameId).view();
      const { sunk, damaged, dummiesRemoved } = view.british.losses;
      if (played.ended && sunk + damaged + dummiesRemoved > 0) {
        game = played;
        losses = view.british.losses;
        break;
      }
    }
    expect(game).toBeDefined();
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
