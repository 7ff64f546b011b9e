import { WargamesClient, type GrafSpeeView } from '@wargames/sdk';
import { launchBrowser, webUrl, type Browser } from './support/browser';
import { WAIT } from './support/play';
import { playRandomGame } from './support/sdk-games';

const apiUrl = () => process.env['WEB_E2E_API_URL'] as string;

describe('the play page’s status line', () => {
  let browser: Browser;
  beforeAll(async () => (browser = await launchBrowser()));
  afterAll(async () => browser.close());

  it('tallies the British losses as the view gives them, for a spectator too (GS-5.7, GS-6.4)', async () => {
    // Random games until one has a British loss (a dummy found with the Spee, a ship damaged or sunk): the server
    // rolls the dice, so which seed gives one varies; ten without any would be a fault.
    const spee = new WargamesClient({ url: apiUrl() }).game('graf-spee');
    let found: { gameId: string; losses: GrafSpeeView['british']['losses'] } | null = null;
    for (let seed = 20261207; found === null && seed < 20261217; seed++) {
      const game = await playRandomGame(apiUrl(), 'graf-spee', { seed, long: true });
      const { view } = await spee.open(game.gameId).view();
      const losses = view.british.losses;
      if (losses.sunk + losses.damaged + losses.dummiesRemoved > 0) found = { gameId: game.gameId, losses };
    }
    expect(found).not.toBeNull();
    const { gameId, losses } = found as NonNullable<typeof found>;
    const page = await browser.page();
    await page.goto(webUrl(`/en/games/${gameId}`));
    await page.locator('[data-version]').first().waitFor({ timeout: WAIT });
    const dummies = `${losses.dummiesRemoved} ${losses.dummiesRemoved === 1 ? 'dummy' : 'dummies'}`;
    const status = (await page.getByRole('status').first().textContent()) ?? '';
    expect(status).toContain(`British losses: ${losses.sunk} sunk, ${losses.damaged} damaged, ${dummies} removed`);
    await page.close();
  }, 300_000);
});
