import type { Page } from 'playwright-core';

/** Whether the page's map is wider than its frame, so that the frame scrolls sideways (a pixel of rounding allowed). */
export async function mapScrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const frame = document.querySelector('svg[role="group"]')?.parentElement as HTMLElement;
    return frame.scrollWidth > frame.clientWidth + 1;
  });
}
