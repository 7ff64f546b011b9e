import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { webUrl } from './browser';
import { SCREENSHOTS } from './paths';

const WAIT = 60_000;

/** The step, perspective and frame count the replay viewer shows (its root's data attributes). */
export async function shownReplay(page: Page): Promise<{ step: number; perspective: string; frames: number }> {
  const root = page.locator('[data-perspective]');
  return {
    step: Number(await root.getAttribute('data-step')),
    perspective: (await root.getAttribute('data-perspective')) as string,
    frames: Number(await root.getAttribute('data-frames')),
  };
}

/** Waits until the viewer says every frame of its perspective has arrived. */
export const allFramesLoaded = (page: Page) => page.getByRole('status').filter({ hasText: /All [\d,]+ frames loaded/ }).waitFor({ timeout: WAIT });

/** Opens a replay address and waits for all its frames. */
export async function openReplay(page: Page, path: string): Promise<void> {
  await page.goto(webUrl(path));
  await allFramesLoaded(page);
}

/** Opens a finished game's replay from its first step and goes to its last with the End key, as a reader would. */
export async function openReplayAtEnd(page: Page, gameId: string, locale = 'en'): Promise<void> {
  await openReplay(page, `/${locale}/games/${gameId}/replay?step=0`);
  const { frames } = await shownReplay(page);
  await page.keyboard.press('End');
  await waitForStep(page, frames - 1);
}

/**
 * Waits until the viewer shows this step. On a timeout the error says what it shows instead, and a screenshot of the
 * page is left in tmp/screenshots, so that a failure seen once (a CI run keeps no files, but its log) can be read.
 */
export async function waitForStep(page: Page, step: number): Promise<void> {
  try {
    await page.waitForFunction((s) => document.querySelector('[data-perspective]')?.getAttribute('data-step') === String(s), step, { timeout: WAIT });
  } catch (error) {
    throw await notShown(page, `step ${step}`, `failed-wait-for-step-${step}`, error);
  }
}

/**
 * Waits until the move list holds this step's row (the list is rendered in the background after the frames arrive),
 * failing as waitForStep does, with how many rows the list held.
 */
export async function waitForStepRow(page: Page, step: number): Promise<void> {
  try {
    await page.waitForFunction((s) => document.querySelector(`[aria-labelledby="replay-moves"] [data-step="${s}"] button`) !== null, step, { timeout: WAIT });
  } catch (error) {
    const rows = await page.locator('[aria-labelledby="replay-moves"] [data-step]').count().catch(() => -1);
    throw await notShown(page, `a move list holding step ${step}'s row (it holds ${rows} rows)`, `failed-wait-for-step-row-${step}`, error);
  }
}

/** Waits until the viewer shows this perspective, whether or not its frames have all arrived. */
export const perspectiveShown = (page: Page, perspective: string) =>
  page.waitForFunction((p) => document.querySelector('[data-perspective]')?.getAttribute('data-perspective') === p, perspective, { timeout: WAIT });

/** Waits until the viewer shows this perspective, then for all of its frames (failing as waitForStep does). */
export async function waitForPerspective(page: Page, perspective: string): Promise<void> {
  try {
    await perspectiveShown(page, perspective);
    await allFramesLoaded(page);
  } catch (error) {
    throw await notShown(page, `the ${perspective} perspective with all its frames`, `failed-wait-for-perspective-${perspective}`, error);
  }
}

/** The error for a wait that timed out: what the viewer shows instead, where focus is, the frames' status; a screenshot. */
async function notShown(page: Page, awaited: string, screenshot: string, cause: unknown): Promise<Error> {
  const shown = await shownReplay(page).catch(() => null);
  const focused = await page
    .evaluate(() => {
      const element = document.activeElement;
      if (!element || element === document.body) return 'the page';
      return `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
    })
    .catch(() => 'unknown');
  const status = await page
    .getByRole('status')
    .allInnerTexts()
    .then((texts) => texts.map((text) => text.trim()).filter(Boolean).join(' / ') || 'none')
    .catch(() => 'unknown');
  await page.screenshot({ path: join(SCREENSHOTS, `${screenshot}.png`) }).catch(() => undefined);
  return new Error(
    `the replay did not reach ${awaited} within ${WAIT / 1000} s: it shows ${shown ? `step ${shown.step} of ${shown.frames} frames, ${shown.perspective}` : 'no replay'}; status: ${status}; focus on ${focused}; ${page.url()}`,
    { cause },
  );
}

/**
 * The current step's row in the move list: whether it is drawn inside the list's scrolled box, its words, and (for a
 * failure's message) where the row and the list were.
 */
export async function currentRowInView(page: Page): Promise<{ inView: boolean; text: string; where: string }> {
  // The list scrolls to the row in the frames after the step: wait for it, then report what is there.
  const inView = () => {
    const list = document.querySelector('[role="list"][aria-labelledby="replay-moves"]');
    const row = list?.querySelector('[aria-current="step"]')?.closest('[role="listitem"]');
    if (!list || !row) return false;
    const box = list.getBoundingClientRect();
    const rowBox = row.getBoundingClientRect();
    // A row taller than the list (the result of a short game on a phone) is in view from its top, as far as it fits.
    const fits = rowBox.bottom <= box.bottom + 1 || (rowBox.height > box.height && rowBox.top <= box.top + 1);
    return rowBox.height > 0 && rowBox.top >= box.top - 1 && fits;
  };
  // A busy machine may draw the group seconds after the step.
  const seen = await page.waitForFunction(inView, null, { timeout: 15_000 }).then(
    () => true,
    () => false,
  );
  return page.evaluate((inView) => {
    const list = document.querySelector<HTMLElement>('[role="list"][aria-labelledby="replay-moves"]');
    const row = list?.querySelector('[aria-current="step"]')?.closest<HTMLElement>('[role="listitem"]');
    if (!list || !row) return { inView, text: '', where: list ? 'no current row' : 'no move list' };
    const box = list.getBoundingClientRect();
    const rowBox = row.getBoundingClientRect();
    const groups = Array.from(list.children, (group) => Math.round(group.getBoundingClientRect().height)).join(',');
    const where = `list ${box.top}-${box.bottom} scrollTop ${list.scrollTop}/${list.scrollHeight}; row ${row.dataset['step']} ${rowBox.top}-${rowBox.bottom}; groups ${groups}`;
    return { inView, text: row.innerText, where };
  }, seen);
}

/** Fails, saying where the row and the list were, unless the current step's row is in the move list's view; its words. */
export async function currentRowWordsInView(page: Page): Promise<string> {
  const row = await currentRowInView(page);
  if (!row.inView) throw new Error(`the current step's row is not in view in the move list: ${row.where}`);
  return row.text;
}
