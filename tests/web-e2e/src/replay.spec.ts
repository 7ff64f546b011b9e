import { WargamesClient, type ReplayFrame } from '@wargames/sdk';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { seriousViolations } from './support/axe';
import { launchBrowser, webUrl, type Browser } from './support/browser';
import { holdSeats } from './support/held-seats';
import { ROOT } from './support/paths';
import { allFramesLoaded, currentRowWordsInView, openReplay, perspectiveShown, shownReplay as shown, waitForPerspective, waitForStep, waitForStepRow } from './support/replay-page';
import { playMarathon, playRandomGameUntil, type MadeGame } from './support/sdk-games';

const WAIT = 60_000;
const apiUrl = () => process.env['WEB_E2E_API_URL'] as string;

type GrafSpeeFrame = ReplayFrame<'graf-spee'>;

async function britishFrames(gameId: string): Promise<GrafSpeeFrame[]> {
  const frames: GrafSpeeFrame[] = [];
  for await (const frame of new WargamesClient({ url: apiUrl() }).game('graf-spee').open(gameId).frames({ perspective: 'british' })) frames.push(frame);
  return frames;
}

/** A step of the game, after the set-up, at which the British know nothing of where the Spee is. */
const speeUnseen = (frame: GrafSpeeFrame) => frame.view.turn >= 1 && frame.view.spee.speeHex === null && frame.view.spee.lastKnown === null;

/** Waits until the URL holds this step (the replay writes it with a short debounce). */
async function urlStep(page: Page, step: number): Promise<void> {
  await page.waitForFunction((s) => new URL(window.location.href).searchParams.get('step') === String(s), step, { timeout: WAIT });
}

/** The Spee counter on the board, if the shown frame has her on the map. */
const speeOnBoard = (page: Page) => page.getByRole('group', { name: 'Graf Spee map' }).getByRole('img', { name: /^Admiral Graf Spee/ });

/** A step's button in the replay's move list. */
const stepButton = (page: Page, step: number) => page.locator(`[aria-labelledby="replay-moves"] [data-step="${step}"] button`);

/**
 * Watches the move list for a second after the reader moved it away from the current step's row, through the frames
 * in which the browser draws the groups of rows that came into view: 'stayed away' unless the list was pulled back to
 * the current row meanwhile, else how it moved.
 */
async function listStaysAwayFromCurrentRow(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const list = document.querySelector<HTMLElement>('[role="list"][aria-labelledby="replay-moves"]');
        const row = list?.querySelector<HTMLElement>('[aria-current="step"]')?.closest<HTMLElement>('[role="listitem"]');
        if (!list || !row) return resolve('no current row');
        const inView = () => {
          const box = list.getBoundingClientRect();
          const rowBox = row.getBoundingClientRect();
          return rowBox.bottom > box.top && rowBox.top < box.bottom;
        };
        // For a failure's message: how the list moved and how its groups of rows were drawn meanwhile.
        const heights = () => Array.from(list.children, (group) => Math.round(group.getBoundingClientRect().height)).join(',');
        const history = [`scrollTop ${list.scrollTop}, groups ${heights()}`];
        const scrolled = () => history.push(`scroll to ${list.scrollTop}`);
        list.addEventListener('scroll', scrolled);
        const done = (answer: string) => {
          list.removeEventListener('scroll', scrolled);
          resolve(answer);
        };
        if (inView()) return done('the current row is in view: the list was not moved away from it');
        const until = performance.now() + 1000;
        const look = () => {
          if (inView()) return done(`pulled back to the current row: ${history.join('; ')}; groups ${heights()}`);
          if (performance.now() > until) return done('stayed away');
          requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      }),
  );
}

describe('the replay viewer', () => {
  let browser: Browser;
  let finished: MadeGame;
  /** The finished game's frames as the British saw them. */
  let finishedBritish: GrafSpeeFrame[];
  beforeAll(async () => {
    browser = await launchBrowser();
    // A finished game that reaches turn 2 (PageUp and PageDown go from turn to turn) and has a step at which the
    // British do not see the Spee (the perspectives' test): a sinking or a raid in turn 1 could give neither.
    ({ game: finished, found: finishedBritish } = await playRandomGameUntil(apiUrl(), 'graf-spee', { seed: 20261201, wanted: 'an end after turn 2 with the Spee unseen by the British' }, async (played) => {
      const frames = await britishFrames(played.gameId);
      return played.ended && frames.some((frame) => frame.view.turn >= 2) && frames.some(speeUnseen) ? frames : undefined;
    }));
  }, 300_000);
  afterAll(async () => browser.close());

  it('steps through a finished game with the keys, the buttons and the slider; the URL follows and a link opens at its step', async () => {
    const page = await browser.page();
    await openReplay(page, `/en/games/${finished.gameId}/replay?perspective=omniscient&step=0`);
    const start = await shown(page);
    expect(start).toMatchObject({ step: 0, perspective: 'omniscient' });
    expect(start.frames).toBeGreaterThan(10);
    const last = start.frames - 1;

    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await waitForStep(page, 2);
    await urlStep(page, 2);
    await page.keyboard.press('ArrowLeft');
    await waitForStep(page, 1);
    await page.keyboard.press('End');
    await waitForStep(page, last);
    // The move list follows to its last row, though the groups of rows between were never drawn (estimated heights).
    await currentRowWordsInView(page);
    await page.keyboard.press('Home');
    await waitForStep(page, 0);
    await currentRowWordsInView(page);
    await page.keyboard.press('PageDown');
    const turnStart = (await shown(page)).step;
    expect(turnStart).toBeGreaterThan(0);
    await page.keyboard.press('PageDown');
    expect((await shown(page)).step).toBeGreaterThan(turnStart);
    await page.keyboard.press('PageUp');
    await waitForStep(page, turnStart);

    // The slider: a value set on it is the step shown, and the URL follows.
    const slider = page.getByRole('slider', { name: 'Step' });
    await slider.fill(String(Math.min(5, last)));
    await waitForStep(page, Math.min(5, last));
    await urlStep(page, Math.min(5, last));
    await currentRowWordsInView(page);
    expect(await page.getByRole('button', { name: 'Step 5', exact: true }).getAttribute('aria-current')).toBe('step');

    // A move in the list jumps there.
    await page.getByRole('button', { name: 'Step 3', exact: true }).click();
    await waitForStep(page, 3);
    await urlStep(page, 3);
    await page.getByRole('button', { name: 'Next step' }).click();
    await waitForStep(page, 4);
    await urlStep(page, 4);

    // Space plays (the step advances by itself) and pauses.
    await page.locator('h1').click();
    await page.keyboard.press(' ');
    await waitForStep(page, 5);
    await page.keyboard.press(' ');
    expect(await page.getByRole('button', { name: 'Play' }).getAttribute('aria-pressed')).toBe('false');

    // Play at the last step, where nothing is left to play, starts again from the first step (as lichess's autoplay
    // does) and plays on.
    await page.keyboard.press('End');
    await waitForStep(page, last);
    await page.getByRole('button', { name: 'Play' }).click();
    await waitForStep(page, 1);
    expect(await page.getByRole('button', { name: 'Pause' }).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: 'Pause' }).click();
    expect(await page.getByRole('button', { name: 'Play' }).getAttribute('aria-pressed')).toBe('false');
    await page.getByRole('button', { name: 'Step 4', exact: true }).click();
    await waitForStep(page, 4);

    // The link reopens exactly that position.
    const step = (await shown(page)).step;
    await urlStep(page, step);
    const link = page.url();
    const other = await browser.page();
    await openReplay(other, new URL(link).pathname + new URL(link).search);
    expect(await shown(other)).toMatchObject({ step, perspective: 'omniscient' });
    // A link to the last step opens there, its row in view in the move list.
    await openReplay(other, `/en/games/${finished.gameId}/replay?perspective=omniscient&step=${last}`);
    expect(await shown(other)).toMatchObject({ step: last, perspective: 'omniscient' });
    await currentRowWordsInView(other);
    await other.close();
    await page.close();
  });

  it('the move list stays where the reader scrolls it without a wheel or a pointer (find in page, focus, a screen reader), and a row reached so is the step played', async () => {
    // Rows in groups of the list not drawn yet (50 rows to a group): drawing a group once it comes into view used to
    // pull the list back to the current row, away from what the reader had scrolled to.
    // Long enough that row 250 comes with the frames' second batch of 200 (at 400), well before the last one below.
    // About one marathon in three ends before 800 commands (10 of 30 seeds, 5 December 2026; one gate met five in a
    // row), so it may take up to ten: all ten short about once in 60,000 runs.
    const long = await playMarathon(apiUrl(), { seed: 20261203, minCommands: 800, tries: 10 });
    const path = `/en/games/${long.gameId}/replay?perspective=omniscient&step=2`;
    const page = await browser.page();
    await openReplay(page, path);
    const last = (await shown(page)).frames - 1;
    expect(last).toBe(long.commands);

    // As find in page or a screen reader moves it: no wheel, touch or pointer.
    const found = Math.floor(last * 0.6);
    // The list's rows are rendered in the background after the frames arrive. (Found by their place in the list, not
    // by role and name: with ~1,600 rows a role query under two busy loops missed its 60 s twice in four runs, and
    // the names of steps past 999 carry a thousands separator, "Step 1,500".)
    await waitForStepRow(page, found);
    await stepButton(page, found).evaluate((button) => button.scrollIntoView({ block: 'center' }));
    expect(await listStaysAwayFromCurrentRow(page)).toBe('stayed away');
    expect((await shown(page)).step).toBe(2);
    await stepButton(page, found).click();
    await waitForStep(page, found);
    await currentRowWordsInView(page);

    // As Tab does: focus moves to a row out of view, which the browser scrolls to; Enter plays it.
    await openReplay(page, path);
    const focused = last - 1;
    await stepButton(page, focused).focus();
    expect(await listStaysAwayFromCurrentRow(page)).toBe('stayed away');
    await page.keyboard.press('Enter');
    await waitForStep(page, focused);
    await currentRowWordsInView(page);

    // While the list is still filling (another perspective's frames arriving over a slow network, 200 at a time): rows
    // that arrive after the reader moved the list leave it where the reader put it.
    await openReplay(page, path);
    const perspective = 'german';
    const ndjson = await fetch(`${apiUrl()}/api/games/${long.gameId}/frames?perspective=${perspective}`);
    expect(ndjson.status).toBe(200);
    const bytes = (await ndjson.arrayBuffer()).byteLength;
    const network = await page.context().newCDPSession(page);
    await network.send('Network.enable');
    // About twelve seconds for the whole stream.
    await network.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: Math.ceil(bytes / 12), uploadThroughput: -1 });
    await page.locator(`input[type="radio"][value="${perspective}"]`).check();
    const early = 250;
    await perspectiveShown(page, perspective);
    await waitForStepRow(page, early);
    await stepButton(page, early).evaluate((button) => button.scrollIntoView({ block: 'center' }));
    // Still loading once the list was moved, or this part would prove nothing.
    expect(await page.getByRole('status').filter({ hasText: /Loading the frames/ }).count()).toBe(1);
    await waitForPerspective(page, perspective);
    await network.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await waitForStepRow(page, last);
    expect(await listStaysAwayFromCurrentRow(page)).toBe('stayed away');
    expect((await shown(page)).step).toBe(2);
    await network.detach();
    await page.close();
    // Its marathon may take several games (above), and one can last 3,000 commands (17 s here).
  }, 240_000);

  it('after the end: the omniscient frame shows the Spee where the British frame does not, and draws her hidden path', async () => {
    // A step in the first turn, after the Spee has moved and before anything reveals her.
    const hidden = finishedBritish.find(speeUnseen);
    expect(hidden).toBeDefined();
    const step = hidden?.step as number;

    const page = await browser.page();
    await openReplay(page, `/en/games/${finished.gameId}/replay?perspective=british&step=${step}`);
    expect(await shown(page)).toMatchObject({ step, perspective: 'british' });
    expect(await speeOnBoard(page).count()).toBe(0);
    const offered = await page.getByRole('group', { name: 'Perspective' }).getByRole('radio').evaluateAll((radios) => radios.map((radio) => (radio as HTMLInputElement).value));
    expect(offered).toEqual(['german', 'british', 'spectator', 'omniscient']);

    await page.getByRole('radio', { name: /^Omniscient/ }).check();
    await waitForPerspective(page, 'omniscient');
    expect((await shown(page)).step).toBe(step);
    expect(await speeOnBoard(page).count()).toBe(1);
    await page.waitForFunction(() => new URL(window.location.href).searchParams.get('perspective') === 'omniscient', null, { timeout: WAIT });
    expect(await seriousViolations(page)).toEqual([]);

    // At the end, the Spee's whole hidden path is drawn for the omniscient viewer, never for the British. (The radio
    // keeps the arrow keys for itself: the step keys work once focus has left it.)
    await page.locator('h1').click();
    await page.keyboard.press('End');
    await waitForStep(page, finishedBritish.length - 1);
    expect(await page.getByText('The red line is the Spee’s hidden path so far.').count()).toBe(1);
    expect(await page.getByRole('group', { name: 'Graf Spee map' }).locator('polyline').count()).toBe(1);
    await page.getByRole('radio', { name: 'British' }).check();
    await waitForPerspective(page, 'british');
    expect(await page.getByRole('group', { name: 'Graf Spee map' }).locator('polyline').count()).toBe(0);
    await page.close();
  });

  it('while the game runs: only the seat this browser holds is offered, and the API refuses the others', async () => {
    // Twelve commands rarely end a game (a Spee found and sunk in turn 1 would): then another.
    const { game: running } = await playRandomGameUntil(apiUrl(), 'graf-spee', { seed: 7, maxCommands: 12, tries: 5, wanted: 'no end within 12 commands' }, (played) =>
      played.ended ? undefined : played,
    );
    const page = await browser.page();
    await holdSeats(page, [{ gameId: running.gameId, gameType: 'graf-spee', role: 'british', token: running.tokens['british'] as string, savedAt: Date.now() }]);
    await openReplay(page, `/en/games/${running.gameId}/replay?perspective=omniscient`);
    const radios = page.getByRole('group', { name: 'Perspective' }).getByRole('radio');
    expect(await radios.evaluateAll((all) => all.map((radio) => (radio as HTMLInputElement).value))).toEqual(['british']);
    expect((await shown(page)).perspective).toBe('british');
    await expect(page.getByText('This game is still being played').count()).resolves.toBe(1);

    // Asked directly (with this seat's token), the API refuses another seat's eyes and omniscient.
    const session = new WargamesClient({ url: apiUrl() }).game('graf-spee').open(running.gameId, { token: running.tokens['british'] as string });
    for (const perspective of ['german', 'omniscient'] as const) {
      await expect(session.frames({ perspective }).next()).rejects.toMatchObject({ code: 'ERR_PERSPECTIVE_FORBIDDEN', status: 403 });
    }
    await page.close();
  });

  it('uploads an exported record and replays it', async () => {
    const record = await new WargamesClient({ url: apiUrl() }).game('graf-spee').open(finished.gameId).record();
    const dir = join(ROOT, 'tmp', 'web-e2e-records');
    mkdirSync(dir, { recursive: true });
    const file = join(dir, 'graf-spee.record.json');
    writeFileSync(file, JSON.stringify(record));
    const page = await browser.page();
    await page.goto(webUrl('/en/games/import'));
    await page.getByLabel('Record file').setInputFiles(file);
    await page.getByRole('button', { name: 'Import and replay' }).click();
    await page.waitForURL(/\/en\/games\/[^/]+\/replay/, { timeout: WAIT });
    const importedId = new URL(page.url()).pathname.split('/')[3] ?? '';
    expect(importedId).not.toBe(finished.gameId);
    await allFramesLoaded(page);
    expect((await shown(page)).frames).toBe(record.steps.length + 1);
    await page.getByText('This game was imported from a record file: nobody played it on this server.').waitFor({ timeout: WAIT });

    // The lobby lists it among the finished games as imported, with no seats; the game it came from names its players.
    await page.goto(webUrl('/en'));
    const finishedGames = page.getByRole('region', { name: 'Finished games' });
    const importedCard = finishedGames.getByRole('listitem').filter({ hasText: `game ${importedId.slice(0, 8)}` });
    await importedCard.getByText('From a record file: nobody played it on this server.').waitFor({ timeout: WAIT });
    expect(await importedCard.textContent()).toMatch(/Imported /);
    const playedCard = finishedGames.getByRole('listitem').filter({ hasText: `game ${finished.gameId.slice(0, 8)}` });
    expect(await playedCard.textContent()).toContain('German: a player · British: a player');
    expect(await finishedGames.textContent()).not.toMatch(/: free|: taken/);

    // A file that is not a record gets the app's own message for the API's code.
    writeFileSync(file, JSON.stringify({ not: 'a record' }));
    await page.goto(webUrl('/en/games/import'));
    await page.getByLabel('Record file').setInputFiles(file);
    await page.getByRole('button', { name: 'Import and replay' }).click();
    await page.getByRole('alert').filter({ hasText: 'This file is not a game record.' }).waitFor({ timeout: WAIT });
    rmSync(dir, { recursive: true, force: true });
    await page.close();
  });
});
