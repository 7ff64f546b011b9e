import { WargamesClient, type GrafSpeeView } from '@wargames/sdk';
import { launchBrowser, webUrl, type Browser } from './support/browser';
import { gameStatus, WAIT } from './support/play';
import { openReplay, waitForStep } from './support/replay-page';
import { playRandomGameUntil, type MadeGame } from './support/sdk-games';

const apiUrl = () => process.env['WEB_E2E_API_URL'] as string;

type Losses = GrafSpeeView['british']['losses'];
const tally = (losses: Losses) =>
  `British losses: ${losses.sunk} sunk, ${losses.damaged} damaged, ${losses.dummiesRemoved} ${losses.dummiesRemoved === 1 ? 'dummy' : 'dummies'} removed`;

describe('the British losses and the final score, told on the play page and in the replay', () => {
  let browser: Browser;
  let game: MadeGame;
  let losses: Losses;
  let ending: { readonly score: number; readonly reason: string };
  beforeAll(async () => {
    browser = await launchBrowser();
    // A game to its end with a British loss: a dummy found with the Spee, a ship damaged or sunk.
    const spee = new WargamesClient({ url: apiUrl() }).game('graf-spee');
    ({ game, found: { losses, ending } } = await playRandomGameUntil(apiUrl(), 'graf-spee', { seed: 20261207, wanted: 'a British loss and an end' }, async (played) => {
      const { view, outcome } = await spee.open(played.gameId).view();
      const { sunk, damaged, dummiesRemoved } = view.british.losses;
      return played.ended && sunk + damaged + dummiesRemoved > 0 ? { losses: view.british.losses, ending: { score: view.score, reason: outcome?.reason as string } } : undefined;
    }));
  }, 300_000);
  afterAll(async () => browser.close());

  it('the play page’s status tallies them as the view gives them, for a spectator too (GS-5.7, GS-6.4)', async () => {
    const page = await browser.page();
    await page.goto(webUrl(`/en/games/${game.gameId}`));
    await page.locator('[data-version]').first().waitFor({ timeout: WAIT });
    expect((await gameStatus(page).textContent()) ?? '').toContain(tally(losses));
    await page.close();
  });

  it('the outcome tells the final score against the winning line, and what a sunk or scuttled Spee cost (GS-8.1 to GS-8.4)', async () => {
    const points = `${ending.score} ${ending.score === 1 || ending.score === -1 ? 'point' : 'points'}`;
    const line = `The German’s final score: ${points}; ${ending.reason === 'german-21-points' ? '21 or more win at once' : '15 or more win'}.`;
    const cost = { 'spee-sunk': 'The sinking cost', 'spee-scuttled': 'Scuttling cost' }[ending.reason];
    const page = await browser.page();
    await page.goto(webUrl(`/en/games/${game.gameId}`));
    const panel = page.locator('section[aria-labelledby="outcome-heading"]');
    // The score line comes with the log's closing event, which may follow the view by a moment.
    await panel.getByText('final score').waitFor({ timeout: WAIT });
    const told = (await panel.textContent()) ?? '';
    expect(told).toContain(line);
    if (cost) expect(told).toContain(cost);
    else expect(told).not.toMatch(/cost \d/);

    await openReplay(page, `/en/games/${game.gameId}/replay?perspective=omniscient&step=${game.commands}`);
    await waitForStep(page, game.commands);
    // Under the board at the last step, beside the winner; not at the step before.
    const scoreLine = page.locator('[data-frames] p', { hasText: 'The German’s final score' });
    expect(await scoreLine.allTextContents()).toEqual([expect.stringContaining(line)]);
    await page.locator('h1').click();
    await page.keyboard.press('ArrowLeft');
    await waitForStep(page, game.commands - 1);
    expect(await scoreLine.count()).toBe(0);
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
