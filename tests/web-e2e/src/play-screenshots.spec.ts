import { mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { seriousViolations } from './support/axe';
import { webUrl } from './support/browser';
import { mapScrollsSideways } from './support/map-frame';
import { createFromLobby, invite, play, press, waitForMyTurn, WAIT } from './support/play';
import { SCREENSHOTS } from './support/paths';
import { launchPlayers, type Players } from './support/players';

const DEVICES = [
  { device: 'desktop', width: 1280, height: 800 },
  { device: 'phone', width: 390, height: 844 },
] as const;

const SEND_BUTTON: Record<string, RegExp> = { en: /^Send: Attack 7SR with /, ko: /^보내기: \S.* 7SR 공격$/, ja: /^送る：\S.*で7SRを攻撃$/ };

/** Fonts in, then two animation frames, so the picture is of the painted page. */
async function painted(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/** Both play pages in mid-game, in every language, at desktop and phone widths (tmp/screenshots, for people). */
describe('play pages: screenshots and accessibility in every language', () => {
  let players: Players;
  beforeAll(async () => {
    players = await launchPlayers();
    mkdirSync(SCREENSHOTS, { recursive: true });
  });
  afterAll(async () => players.close());

  it('Graf Spee, German and British, mid-turn', async () => {
    const german = await players.player();
    const british = await players.player();
    const gameId = await createFromLobby(german, 'graf-spee', 'German');
    await invite(german, british);
    await waitForMyTurn(german);
    for (const hex of ['B2', 'C3', 'D5', 'E3']) await play(german, 'graf-spee', [hex]);
    await waitForMyTurn(british);
    await press(british, 'Atlantic 5, Indian Ocean 4');
    await waitForMyTurn(german);
    await play(german, 'graf-spee', ['B3']);
    await waitForMyTurn(british);
    await play(british, 'graf-spee', [/^Atlantic box/]);
    await play(british, 'graf-spee', ['A2']);
    await shots([german, british], ['german', 'british'], `/games/${gameId}`, 'graf-spee');
  });

  it('Arras, Allied and German, with an attack’s odds shown', async () => {
    const allied = await players.player();
    const german = await players.player();
    const gameId = await createFromLobby(allied, 'arras', 'Allied');
    await invite(allied, german);
    await waitForMyTurn(allied);
    await press(allied, 'Begin the movement phase');
    await play(allied, 'arras', ['4RTR', '0704']);
    await play(allied, 'arras', ['6DLI', '0605']);
    await press(allied, 'End the phase');
    await press(allied, 'Begin the combat phase');
    await shots([allied, german], ['allied', 'german'], `/games/${gameId}`, 'arras', async (page, role, locale) => {
      if (role !== 'allied') return;
      // Located by structure, not by name: the page is in another language each time.
      await page.locator('svg[role="group"] [role="button"][aria-label^="7SR"]').click();
      await page.locator('fieldset button').last().click();
      await page.getByRole('table').waitFor({ timeout: WAIT });
      // The button that sends the chosen attack, in the language's own punctuation (ja: a full-width colon).
      expect(await page.getByRole('button', { name: SEND_BUTTON[locale] as RegExp }).count()).toBe(1);
    });
  });

  it('the lobby with games listed and a seat held: no console error, axe clean, screenshots', async () => {
    const page = await players.player();
    await createFromLobby(page, 'graf-spee', 'British', [/^Sure raid points once per transport icon/]);
    for (const locale of ['en', 'ko', 'ja']) {
      for (const { device, width, height } of DEVICES) {
        const errors: string[] = [];
        const onError = (error: Error) => errors.push(error.message);
        const onConsole = (message: { type(): string; text(): string }) => void (message.type() === 'error' && errors.push(message.text()));
        page.on('pageerror', onError);
        page.on('console', onConsole);
        await page.setViewportSize({ width, height });
        await page.goto(webUrl(`/${locale}`));
        await page.locator('#my-games').waitFor({ timeout: WAIT });
        // The seat held in this browser shows under "my games" once storage has been read.
        await page.locator('section[aria-labelledby="my-games"] li').first().waitFor({ timeout: WAIT });
        await painted(page);
        const file = join(SCREENSHOTS, `${locale}-${device}-lobby-with-games.png`);
        await page.screenshot({ path: file, fullPage: true });
        expect(statSync(file).size).toBeGreaterThan(5_000);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        expect(await seriousViolations(page)).toEqual([]);
        expect(errors).toEqual([]);
        page.off('pageerror', onError);
        page.off('console', onConsole);
      }
    }
  });

  /** Whether the map's frame shows one of the things offered on it, or none is offered. */
  async function targetsInSight(page: Page): Promise<boolean> {
    return page.evaluate(() => {
      const frame = document.querySelector('svg[role="group"]')?.parentElement as HTMLElement;
      const box = frame.getBoundingClientRect();
      const targets = [...frame.querySelectorAll('[role="button"]')].map((target) => target.getBoundingClientRect());
      return targets.length === 0 || targets.some((rect) => rect.right > box.left && rect.left < box.right && rect.bottom > box.top && rect.top < box.bottom);
    });
  }

  async function shots(pages: Page[], roles: string[], path: string, name: string, prepare?: (page: Page, role: string, locale: string) => Promise<void>) {
    for (const [i, page] of pages.entries()) {
      const role = roles[i] as string;
      for (const locale of ['en', 'ko', 'ja']) {
        for (const { device, width, height } of DEVICES) {
          await page.setViewportSize({ width, height });
          await page.goto(webUrl(`/${locale}${path}`));
          await page.locator('[data-version]').waitFor({ timeout: WAIT });
          await page.locator('[data-live="live"]').waitFor({ timeout: WAIT });
          await prepare?.(page, role, locale);
          await painted(page);
          const file = join(SCREENSHOTS, `${locale}-${device}-play-${name}-${role}.png`);
          await page.screenshot({ path: file, fullPage: device === 'phone' });
          expect(statSync(file).size).toBeGreaterThan(5_000);
          // Nothing scrolls sideways: the page fits, and so does the whole map, a phone's included.
          expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
          expect({ device, mapScrollsSideways: await mapScrollsSideways(page) }).toEqual({ device, mapScrollsSideways: false });
          if (device === 'desktop') expect(await seriousViolations(page)).toEqual([]);
          // The panel of commands is there whoever is to move: its heading names the panel and claims no turn, which
          // the status says (a seat waiting for the other read "あなたの手番" over "nothing to do right now").
          expect(`${locale}: ${await page.locator('#play-actions-heading').innerText()}`).not.toMatch(/your turn|차례|手番/i);
          if (device === 'phone') expect(await targetsInSight(page)).toBe(true);
        }
      }
    }
  }
});
