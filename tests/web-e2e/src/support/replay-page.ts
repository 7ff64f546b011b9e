import type { Page } from 'playwright-core';
import { webUrl } from './browser';

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

export async function waitForStep(page: Page, step: number): Promise<void> {
  await page.waitForFunction((s) => document.querySelector('[data-perspective]')?.getAttribute('data-step') === String(s), step, { timeout: WAIT });
}

/** Waits until the viewer shows this perspective, then for all of its frames. */
export async function waitForPerspective(page: Page, perspective: string): Promise<void> {
  await page.waitForFunction((p) => document.querySelector('[data-perspective]')?.getAttribute('data-perspective') === p, perspective, { timeout: WAIT });
  await allFramesLoaded(page);
}

/** The current step's row in the move list: whether it is drawn inside the list's scrolled box, and its words. */
export async function currentRowInView(page: Page): Promise<{ inView: boolean; text: string }> {
  // The list scrolls to the row in the frames after the step: wait for it, then report what is there.
  const inView = () => {
    const list = document.querySelector('[role="list"][aria-labelledby="replay-moves"]');
    const row = list?.querySelector('[aria-current="step"]')?.closest('[role="listitem"]');
    if (!list || !row) return false;
    const box = list.getBoundingClientRect();
    const rowBox = row.getBoundingClientRect();
    return rowBox.height > 0 && rowBox.top >= box.top - 1 && rowBox.bottom <= box.bottom + 1;
  };
  const seen = await page.waitForFunction(inView, null, { timeout: 5_000 }).then(
    () => true,
    () => false,
  );
  const text = await page.evaluate(() => (document.querySelector('[role="list"][aria-labelledby="replay-moves"] [aria-current="step"]')?.closest('[role="listitem"]') as HTMLElement | null)?.innerText ?? '');
  return { inView: seen, text };
}
