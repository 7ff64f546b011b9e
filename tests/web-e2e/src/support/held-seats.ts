import { SEATS_KEY, type HeldSeat } from '@wargames/web/seats/seat-store';
import type { Page } from 'playwright-core';
import { webUrl } from './browser';
import { WAIT } from './play';

/** Makes this browser hold exactly these seats, as taking them would, on the lobby's page (the origin's storage). */
export async function holdSeats(page: Page, seats: readonly HeldSeat[]): Promise<void> {
  await page.goto(webUrl('/en'));
  await page.evaluate(([key, held]) => window.localStorage.setItem(key, JSON.stringify(held)), [SEATS_KEY, seats] as const);
}

/** The seats this browser holds, in the order stored (the web app writes the newest first). */
export async function heldSeats(page: Page): Promise<HeldSeat[]> {
  return page.evaluate((key) => JSON.parse(window.localStorage.getItem(key) ?? '[]'), SEATS_KEY);
}

/** Opens a game's play page in `locale`, this browser holding exactly that seat. */
export async function openHeldSeat(page: Page, locale: string, seat: Omit<HeldSeat, 'savedAt'>): Promise<void> {
  await holdSeats(page, [{ ...seat, savedAt: 1 }]);
  await page.goto(webUrl(`/${locale}/games/${seat.gameId}`));
  await page.locator('[data-version]').waitFor({ timeout: WAIT });
}
