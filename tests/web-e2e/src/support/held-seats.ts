import type { Page } from 'playwright-core';
import { webUrl } from './browser';

/** A seat as the web app keeps it in the browser's storage: what taking it in the lobby or by an invite stores. */
export interface HeldSeat {
  readonly gameId: string;
  readonly gameType: string;
  readonly role: string;
  readonly token: string;
  /** When it was taken (ms since the epoch): the web app lists held seats newest first by it. */
  readonly savedAt: number;
}

const STORAGE_KEY = 'wargames.seats';

/** Makes this browser hold exactly these seats, as taking them would, on the lobby's page (the origin's storage). */
export async function holdSeats(page: Page, seats: readonly HeldSeat[]): Promise<void> {
  await page.goto(webUrl('/en'));
  await page.evaluate(([key, held]) => window.localStorage.setItem(key, JSON.stringify(held)), [STORAGE_KEY, seats] as const);
}

/** The seats this browser holds, in the order stored (the web app writes the newest first). */
export async function heldSeats(page: Page): Promise<HeldSeat[]> {
  return page.evaluate((key) => JSON.parse(window.localStorage.getItem(key) ?? '[]'), STORAGE_KEY);
}
