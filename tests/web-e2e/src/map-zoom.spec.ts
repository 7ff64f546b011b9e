import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { seriousViolations } from './support/axe';
import { mapScrollsSideways } from './support/map-frame';
import { board, createFromLobby, play, press, waitForMyTurn, WAIT } from './support/play';
import { SCREENSHOTS } from './support/paths';
import { launchPlayers, type Players } from './support/players';
import { openReplayAtEnd } from './support/replay-page';

/** The drawn width of a counter on the map, in CSS pixels. */
async function counterWidth(page: Page, unit: string): Promise<number> {
  const counter = board(page, 'arras').getByRole('img', { name: new RegExp(`^${unit}, `) });
  return (await counter.boundingBox())?.width ?? 0;
}

describe('the map enlarged on a phone, and fitted again (play page and replay)', () => {
  let players: Players;
  beforeAll(async () => {
    players = await launchPlayers();
    mkdirSync(SCREENSHOTS, { recursive: true });
  });
  afterAll(async () => players.close());

  it('enlarges the fitted map so its counters can be read, plays on it, remembers it, and fits it again; not offered on a wide screen', async () => {
    const phone = await players.player({ width: 390, height: 844 });
    const gameId = await createFromLobby(phone, 'arras', 'Allied');
    const enlarge = phone.getByRole('button', { name: 'Enlarge the map' });
    const fit = phone.getByRole('button', { name: 'Fit the map to the screen' });
    // Fitted: the whole map in the screen's width.
    await enlarge.waitFor({ timeout: WAIT });
    expect(await mapScrollsSideways(phone)).toBe(false);
    const fitted = await counterWidth(phone, '4RTR');

    await enlarge.click();
    await fit.waitFor({ timeout: WAIT });
    expect(await mapScrollsSideways(phone)).toBe(true);
    const enlarged = await counterWidth(phone, '4RTR');
    expect(enlarged / fitted).toBeGreaterThan(1.6);
    expect(await seriousViolations(phone)).toEqual([]);
    await phone.screenshot({ path: join(SCREENSHOTS, 'en-phone-arras-enlarged.png') });

    // Played on as it is: a road move picked on the enlarged map (AR-7.1).
    await waitForMyTurn(phone);
    await press(phone, 'Begin the movement phase');
    await play(phone, 'arras', ['4RTR', '0704']);
    await phone.getByText(/^4RTR moved from 0403 to 0704 /).first().waitFor({ timeout: WAIT });
    // And one on the map's west side, for the replay below.
    await play(phone, 'arras', ['7RTR', '0204']);

    // Kept in this browser: enlarged after a reload.
    await phone.reload();
    await fit.waitFor({ timeout: WAIT });
    expect(await mapScrollsSideways(phone)).toBe(true);

    // A wide screen in the same browser shows the fitted map and offers no zoom: it is large enough.
    const wide = await players.tab(phone);
    await wide.setViewportSize({ width: 1280, height: 800 });
    await wide.goto(phone.url());
    await board(wide, 'arras').waitFor({ timeout: WAIT });
    expect(await wide.getByRole('button', { name: /^(Enlarge the map|Fit the map to the screen)$/ }).isVisible()).toBe(false);
    expect(await mapScrollsSideways(wide)).toBe(false);
    await wide.close();

    // The replay's map is enlarged too, and a step whose changes are all out of sight brings them into it.
    await openReplayAtEnd(phone, gameId);
    await fit.waitFor({ timeout: WAIT });
    const frame = phone.locator('svg[role="group"]').locator('..');
    await frame.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
    await phone.keyboard.press('ArrowLeft'); // 4RTR's move: 0704 is in sight, nothing moves
    await phone.keyboard.press('ArrowRight'); // 7RTR's, all in the west
    await phone.waitForFunction(() => {
      const element = document.querySelector('svg[role="group"]')?.parentElement as HTMLElement;
      const box = element.getBoundingClientRect();
      const changed = [...element.querySelectorAll('[data-last-move]')].map((hex) => hex.getBoundingClientRect());
      return changed.length > 0 && changed.some((rect) => rect.right > box.left && rect.left < box.right);
    }, undefined, { timeout: WAIT });
    await phone.goBack();

    await fit.click();
    await enlarge.waitFor({ timeout: WAIT });
    expect(await mapScrollsSideways(phone)).toBe(false);
    expect(Math.abs((await counterWidth(phone, '4RTR')) - fitted)).toBeLessThan(1);
  }, 180_000);
});
