import { mkdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { seriousViolations } from './support/axe';
import { launchBrowser, webUrl, type Browser } from './support/browser';
import { ROOT, SCREENSHOTS } from './support/paths';
import { mapScrollsSideways } from './support/map-frame';
import { currentRowWordsInView } from './support/replay-page';
import { playRandomGame, type MadeGame } from './support/sdk-games';

const WAIT = 60_000;
const apiUrl = () => process.env['WEB_E2E_API_URL'] as string;
const messagesOf = (locale: string) => JSON.parse(readFileSync(join(ROOT, 'apps', 'web', 'messages', `${locale}.json`), 'utf8')) as Record<string, unknown>;
const en = messagesOf('en');

/** next-intl shows a missing message as its dotted key ("ReplayScreen.heading"): any top-level namespace followed by a dot. */
const MISSING_KEY = new RegExp(`\\b(${Object.keys(en).join('|')})\\.[A-Za-z_]`);

/** English messages of the replay's namespaces without arguments: none may show on a Korean or Japanese page. */
const ENGLISH = ['ReplayScreen', 'NarrationLog'].flatMap((namespace) =>
  Object.values(en[namespace] as Record<string, unknown>).filter((value): value is string => typeof value === 'string' && !value.includes('{') && value.length > 4),
);

/** Everything a reader or a screen reader gets: the text, and the names given in attributes. */
async function pageText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const names = [...document.querySelectorAll('[aria-label], [title], [alt], [aria-valuetext]')].map((element) =>
      ['aria-label', 'title', 'alt', 'aria-valuetext'].map((name) => element.getAttribute(name) ?? '').join(' '),
    );
    return `${document.title}\n${document.body.innerText}\n${names.join('\n')}`;
  });
}

/** Until the replay draws the step it was opened at (its frame has arrived: `data-step` is set only then), not "Loading the frames…". */
async function stepDrawn(page: Page): Promise<void> {
  await page.locator('[data-perspective][data-step]').waitFor({ timeout: WAIT });
}

/**
 * Until the replay draws its step and its move list (rendered in the background after the frames) shows that step's
 * row, as a reader sees it a moment after opening: a screenshot taken before caught the list holding the set-up row only.
 */
async function replayDrawn(page: Page): Promise<void> {
  await stepDrawn(page);
  await currentRowWordsInView(page);
}

async function painted(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/** The replay's step buttons (those beside Play / Pause) and on how many lines they are laid out. */
async function stepButtonLines(page: Page): Promise<{ buttons: number; lines: number }> {
  return page.evaluate(() => {
    const buttons = Array.from(document.querySelector('main button[aria-pressed]')?.parentElement?.querySelectorAll('button') ?? []);
    return { buttons: buttons.length, lines: new Set(buttons.map((button) => Math.round(button.getBoundingClientRect().top))).size };
  });
}

/**
 * The replay's result at a finished Graf Spee game's last step, in the language's own punctuation (a Japanese line
 * has no ASCII colon or full stop): the winner and why, then the final score against its line with the rule that
 * judged it (GS-8.2), after any penalty (GS-8.3, GS-8.4).
 */
const RESULT: Record<string, RegExp> = {
  en: /^Result: The (German wins|British win)\. [^\n]*\.\n+[^\n]*The German’s final score: -?\d+ points?; (15 or more win|21 or more win at once)\. GS-8\.[12]$/,
  ko: /^결과: (독일군|영국군) 승리\. [^\n]*\.\n+[^\n]*독일군 최종 점수: -?\d+점\. (15점 이상이면 승리합니다|21점 이상이면 즉시 승리합니다)\. GS-8\.[12]$/,
  ja: /^結果：\s?(ドイツ軍|イギリス軍)の勝利。\s?[^.:\n]*。\n+[^\n]*ドイツ軍の最終得点：\s?-?\d+点。\s?(15点以上で勝利|21点以上で即座に勝利)。\s?GS-8\.[12]$/,
};

async function result(page: Page, locale: string): Promise<string> {
  const label = (messagesOf(locale)['ReplayScreen'] as Record<string, string>)['outcome'] as string;
  return (await page.locator('main p', { has: page.locator('strong', { hasText: label }) }).locator('xpath=..').innerText()).trim();
}

describe('the lobby, a play page and the replay viewer in three languages (screenshots in tmp/screenshots)', () => {
  let browser: Browser;
  let finished: MadeGame;
  let arras: MadeGame;
  beforeAll(async () => {
    browser = await launchBrowser();
    mkdirSync(SCREENSHOTS, { recursive: true });
    finished = await playRandomGame(apiUrl(), 'graf-spee', { seed: 99, long: true });
    arras = await playRandomGame(apiUrl(), 'arras', { seed: 5, maxCommands: 40 });
  }, 300_000);
  afterAll(async () => browser.close());

  describe.each(['en', 'ko', 'ja'])('%s', (locale) => {
    it('shows every string translated, with no message key left, and the replay viewer has no serious axe violation', async () => {
      const page = await browser.page();
      const errors: string[] = [];
      let current = '';
      page.on('pageerror', (error) => errors.push(`${current}: ${error.message}`));
      const shots = [
        { name: 'lobby', path: `/${locale}`, ready: () => page.getByRole('heading', { level: 1 }).waitFor({ timeout: WAIT }) },
        { name: 'play-graf-spee', path: `/${locale}/games/${finished.gameId}`, ready: () => page.locator('[data-version]').waitFor({ timeout: WAIT }) },
        { name: 'replay-graf-spee', path: `/${locale}/games/${finished.gameId}/replay?perspective=omniscient&step=${40}`, ready: () => replayDrawn(page) },
        { name: 'replay-graf-spee-british', path: `/${locale}/games/${finished.gameId}/replay?perspective=british`, ready: () => replayDrawn(page) },
        { name: 'replay-arras', path: `/${locale}/games/${arras.gameId}/replay?step=20`, ready: () => replayDrawn(page) },
        { name: 'import', path: `/${locale}/games/import`, ready: () => page.getByRole('heading', { level: 1 }).waitFor({ timeout: WAIT }) },
      ];
      for (const shot of shots) {
        current = shot.name;
        await page.goto(webUrl(shot.path));
        await shot.ready();
        await painted(page);
        const file = join(SCREENSHOTS, `${locale}-desktop-${shot.name}.png`);
        await page.screenshot({ path: file, fullPage: true });
        expect(statSync(file).size).toBeGreaterThan(5_000);
        // Nothing pushes the page sideways (a combat roll of a dozen dice once did, on the finished game's play page).
        expect({ page: shot.name, overflow: await page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - window.innerWidth)) }).toEqual({ page: shot.name, overflow: 0 });
        // Nor is there blank page to scroll below the footer (screen-reader-only text in the play page's scrolled log
        // once made the finished game's page 3,656 px tall for 1,180 px of content).
        const below = await page.evaluate(() => {
          const footer = document.querySelector('footer')?.getBoundingClientRect();
          return footer ? Math.max(0, Math.round(document.documentElement.scrollHeight - (footer.bottom + window.scrollY))) : null;
        });
        expect({ page: shot.name, below }).toEqual({ page: shot.name, below: 0 });
        const text = await pageText(page);
        expect({ page: shot.name, missing: MISSING_KEY.exec(text)?.[0] ?? null }).toEqual({ page: shot.name, missing: null });
        if (locale !== 'en') expect({ page: shot.name, english: ENGLISH.filter((message) => text.includes(message)) }).toEqual({ page: shot.name, english: [] });
        if (shot.name.startsWith('replay')) expect({ page: shot.name, violations: await seriousViolations(page) }).toEqual({ page: shot.name, violations: [] });
        if (shot.name === 'replay-graf-spee-british') expect(await result(page, locale)).toMatch(RESULT[locale] as RegExp);
      }
      // On a phone: nothing but the map and the move list may scroll sideways.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(webUrl(`/${locale}/games/${finished.gameId}/replay?perspective=omniscient&step=40`));
      await stepDrawn(page);
      await painted(page);
      // What a phone shows: the top with the map, then the move list scrolled into view.
      const phone = join(SCREENSHOTS, `${locale}-phone-replay-graf-spee.png`);
      await page.screenshot({ path: phone });
      expect(statSync(phone).size).toBeGreaterThan(5_000);
      // Below the fold the list's groups of rows are not drawn (content-visibility), so they have an estimated height
      // the current row cannot be scrolled to in a short game; once the reader scrolls to the list, it is drawn and
      // follows the row.
      await page.getByRole('list', { name: /./ }).last().scrollIntoViewIfNeeded();
      await currentRowWordsInView(page);
      await painted(page);
      const moves = join(SCREENSHOTS, `${locale}-phone-replay-graf-spee-moves.png`);
      await page.screenshot({ path: moves });
      expect(statSync(moves).size).toBeGreaterThan(5_000);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      // The seven step buttons on one line, with Play and with the longer Pause (no ▶| wrapping alone beside the speed).
      const playToggle = page.locator('main button[aria-pressed]');
      expect(await stepButtonLines(page)).toEqual({ buttons: 7, lines: 1 });
      await playToggle.click();
      await page.locator('main button[aria-pressed="true"]').waitFor({ timeout: WAIT });
      expect(await stepButtonLines(page)).toEqual({ buttons: 7, lines: 1 });
      await playToggle.click();
      // The whole map fits a phone's width, as on the play page: Graf Spee's, and Arras's, the wider (its east column
      // was cut off once).
      expect({ game: 'graf-spee', mapScrollsSideways: await mapScrollsSideways(page) }).toEqual({ game: 'graf-spee', mapScrollsSideways: false });
      await page.goto(webUrl(`/${locale}/games/${arras.gameId}/replay?step=20`));
      await stepDrawn(page);
      await painted(page);
      const arrasPhone = join(SCREENSHOTS, `${locale}-phone-replay-arras.png`);
      await page.screenshot({ path: arrasPhone });
      expect(statSync(arrasPhone).size).toBeGreaterThan(5_000);
      expect({ game: 'arras', mapScrollsSideways: await mapScrollsSideways(page) }).toEqual({ game: 'arras', mapScrollsSideways: false });
      expect(errors).toEqual([]);
      await page.close();
    });
  });
});
