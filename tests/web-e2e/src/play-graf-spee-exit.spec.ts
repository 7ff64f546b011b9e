import { WargamesClient } from '@wargames/sdk';
import type { Locator, Page } from 'playwright-core';
import { launchBrowser, webUrl, type Browser } from './support/browser';
import { holdSeats } from './support/held-seats';
import { board, WAIT } from './support/play';

const apiUrl = () => process.env['WEB_E2E_API_URL'] as string;

type Command = { readonly type: string; readonly speeHex?: string; readonly path?: readonly string[] };

/** A game through the SDK in which the Spee starts on `start` and leaves the map along `path` on her first move (GS-4.5). */
async function gameEndedByAnExit(start: string, path: readonly string[]): Promise<{ gameId: string; tokens: Record<string, string> }> {
  const client = new WargamesClient({ url: apiUrl() });
  const games = client.game('graf-spee');
  const { id: gameId } = await games.create();
  const tokens: Record<string, string> = {};
  for (const role of ['german', 'british'] as const) tokens[role] = (await games.claim(gameId, role)).token as string;
  const sessions = { german: games.open(gameId, { token: tokens['german'] as string }), british: games.open(gameId, { token: tokens['british'] as string }) };
  for (let i = 0; i < 20; i++) {
    const summary = await client.getGame(gameId);
    if (summary.status === 'ended') return { gameId, tokens };
    const role = summary.pending[0] as 'german' | 'british';
    const legal = await sessions[role].legal();
    const commands = legal.commands as readonly Command[];
    const wanted = commands.find((c) => (c.type === 'place-spee' && c.speeHex === start) || (c.type === 'move-spee' && c.path?.join() === path.join()));
    await sessions[role].submit((wanted ?? commands[0]) as never, { expectedVersion: legal.version });
  }
  throw new Error(`game ${gameId} did not end by an exit`);
}

/** Opens the ended game's page holding one seat, as taking it in the lobby would. */
async function openAs(page: Page, seat: { gameId: string; role: string; token: string }): Promise<void> {
  await holdSeats(page, [{ gameType: 'graf-spee', ...seat, savedAt: 1 }]);
  await page.goto(webUrl(`/en/games/${seat.gameId}`));
  await page.getByRole('heading', { name: 'Game over' }).waitFor({ timeout: WAIT });
}

async function box(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const found = await locator.boundingBox({ timeout: WAIT });
  if (!found) throw new Error('not drawn');
  return found;
}

const inside = (inner: { x: number; y: number; width: number; height: number }, outer: typeof inner) =>
  inner.x >= outer.x && inner.y >= outer.y && inner.x + inner.width <= outer.x + outer.width && inner.y + inner.height <= outer.y + outer.height;
const apart = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;

describe('a Spee that left the map', () => {
  let browser: Browser;
  beforeAll(async () => (browser = await launchBrowser()));
  afterAll(async () => browser.close());

  it.each([
    ['the Atlantic box', 'A1', ['atlantic'], /^Atlantic$/],
    ['the Indian Ocean box', 'B5', ['B6', 'indian'], /^Indian Ocean$/],
  ])('stands in %s, clear of its name and count, on both seats’ maps, not on the hex she left (GS-4.5)', async (_box, start, path, boxName) => {
    const { gameId, tokens } = await gameEndedByAnExit(start, path);
    for (const [role, width] of [['german', 1280], ['british', 1280], ['german', 390]] as const) {
      const page = await browser.page({ width, height: 844 });
      await openAs(page, { gameId, role, token: tokens[role] as string });
      await page.getByRole('region', { name: 'Game over' }).getByText('The Spee left the map.').waitFor({ timeout: WAIT });
      const map = board(page, 'graf-spee');
      const spee = map.getByRole('img', { name: 'Admiral Graf Spee' });
      expect(await spee.count()).toBe(1);
      const name = map.locator('text', { hasText: boxName });
      const boxRect = await box(name.locator('xpath=preceding-sibling::*[local-name()="rect"][1]'));
      const counter = await box(spee);
      expect(inside(counter, boxRect)).toBe(true);
      // Neither the name nor the count of pieces is under the counter.
      expect(apart(counter, await box(name))).toBe(true);
      expect(apart(counter, await box(name.locator('xpath=following-sibling::*[local-name()="text"][1]')))).toBe(true);
      // The hex she left from holds no Spee (the one Spee counter is in the box), nor a marker of where she was last known.
      expect(await map.getByRole('img', { name: /last known/i }).count()).toBe(0);
      await page.close();
    }
  });
});
