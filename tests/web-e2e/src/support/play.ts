import type { Locator, Page } from 'playwright-core';
import { webUrl } from './browser';

export type GameName = 'graf-spee' | 'arras';

const MAP = { 'graf-spee': 'Graf Spee map', arras: 'Arras map' } as const;
const CARD = { 'graf-spee': 'Graf Spee', arras: 'Arras' } as const;
/** Generous: PGlite and two browsers share two cores with other engineers' work. */
export const WAIT = 60_000;

export const board = (page: Page, game: GameName): Locator => page.getByRole('group', { name: MAP[game] });

/** A board target (hex, box or counter button) whose accessible name starts with `name`. */
export function target(page: Page, game: GameName, name: string | RegExp): Locator {
  const pattern = typeof name === 'string' ? new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(,|:|$)`) : name;
  return board(page, game).getByRole('button', { name: pattern });
}

/** The play page's status: turn, phase, score, whose turn and what to do (other notes on the page are statuses too). */
export const gameStatus = (page: Page): Locator => page.getByRole('status', { name: 'Game status' });

/** The version the page shows (data-version on the play table), or -1 before it has loaded. */
export async function shownVersion(page: Page): Promise<number> {
  const value = await page.locator('[data-version]').first().getAttribute('data-version', { timeout: WAIT });
  return Number(value ?? -1);
}

/** Waits until the page shows a version above `after`. */
export async function waitForVersionAbove(page: Page, after: number): Promise<number> {
  await page.waitForFunction((v) => Number(document.querySelector('[data-version]')?.getAttribute('data-version') ?? -1) > v, after, { timeout: WAIT });
  return shownVersion(page);
}

/** Waits until it is this page's seat's turn (and the page is not sending). */
export async function waitForMyTurn(page: Page): Promise<void> {
  await page.getByText('Your turn', { exact: true }).waitFor({ timeout: WAIT });
}

/** Creates a game from the lobby's form for `game`, taking `role`; answers the game id once its page is open. */
export async function createFromLobby(page: Page, game: GameName, role: string, options: readonly (string | RegExp)[] = []): Promise<string> {
  await page.goto(webUrl('/en'));
  const card = page.getByRole('article', { name: CARD[game] });
  await card.getByRole('radio', { name: role, exact: true }).check();
  for (const option of options) await card.getByRole('checkbox', { name: option }).check();
  await card.getByRole('button', { name: 'Create the game' }).click();
  await page.waitForURL(/\/en\/games\/[^/#?]+$/, { timeout: WAIT });
  await page.locator('[data-version]').waitFor({ timeout: WAIT });
  return new URL(page.url()).pathname.split('/').pop() as string;
}

/** Makes the invite link for the other seat and opens it on `guest`'s page; answers the link. */
export async function invite(host: Page, guest: Page): Promise<string> {
  await host.getByRole('button', { name: /^Make an invite link/ }).click();
  const field = host.getByRole('textbox', { name: 'Invite link' });
  await field.waitFor({ timeout: WAIT });
  const link = await field.inputValue();
  await guest.goto(link);
  await guest.locator('[data-version]').waitFor({ timeout: WAIT });
  return link;
}

/**
 * Clicks these board targets in order, then settles what is left: the first of several choices, or "Send" after a
 * preview. Answers the version the page then shows.
 */
export async function play(page: Page, game: GameName, names: readonly (string | RegExp)[]): Promise<number> {
  const before = await shownVersion(page);
  for (const name of names) await target(page, game, name).click();
  await settle(page, before);
  return waitForVersionAbove(page, before);
}

/** Presses an action button (end a phase, fire the 88, deploy) and waits for the new version. */
export async function press(page: Page, name: string | RegExp): Promise<number> {
  const before = await shownVersion(page);
  await page.getByRole('region', { name: 'Your move' }).getByRole('button', { name, exact: typeof name === 'string' }).click();
  return waitForVersionAbove(page, before);
}

/** After the last click: the command went out (a new version), or a choice or a "Send" waits; settle those. */
async function settle(page: Page, before: number): Promise<void> {
  const actions = page.getByRole('region', { name: 'Your move' });
  const choice = actions.getByRole('group', { name: 'Choose one' });
  const send = actions.getByRole('button', { name: /^Send:/ });
  // The losers of each race are left pending quietly (never an unhandled rejection).
  const quiet = <T>(promise: Promise<T>) => promise.catch(() => new Promise<never>(() => undefined));
  const sent = () => quiet(waitForVersionAbove(page, before).then(() => 'sent' as const));
  const shown = (locator: Locator, what: 'choice' | 'send') => quiet(locator.waitFor({ timeout: WAIT }).then(() => what));
  const first = await Promise.race([sent(), shown(choice, 'choice'), shown(send, 'send')]);
  if (first === 'sent') return;
  if (first === 'choice') {
    await choice.getByRole('button').first().click();
    if ((await Promise.race([sent(), shown(send, 'send')])) === 'sent') return;
  }
  await send.click();
}
