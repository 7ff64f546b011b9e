import type { Page } from 'playwright-core';
import { launchBrowser, webUrl, type Browser } from './support/browser';

/** The accessible name of the focused element and whether it is a board target. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return { name: element?.getAttribute('aria-label') ?? null, onBoard: Boolean(element?.closest('svg[role="group"]')), pressed: element?.getAttribute('aria-pressed') ?? null };
  });

/** Presses Tab until the focus is on a board target (at most `limit` times). */
async function tabIntoBoard(page: Page, limit = 60): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if ((await focused(page)).onBoard) return;
  }
  throw new Error('Tab never reached the board');
}

describe('the board, drawn from the API’s board data', () => {
  let browser: Browser;
  beforeAll(async () => (browser = await launchBrowser()));
  afterAll(async () => browser.close());

  it('draws the Graf Spee map: 29 sea hexes, the land hex, both boxes, transport icons and the no-raid column (GS-2)', async () => {
    const page = await browser.page();
    await page.goto(webUrl('/en/rules/graf-spee'));
    const board = page.getByRole('group', { name: 'Graf Spee map' });
    const names = await board.getByRole('button').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')));
    expect(names).toHaveLength(32);
    expect(names).toEqual(expect.arrayContaining(['A1, no raiding', 'A3, transport icon', 'C2, transport icon', 'E1, no raiding', 'A6, land', 'Atlantic box', 'Indian Ocean box']));
    // The counter sheet shows every kind of piece, face-down pieces alike.
    const sheet = page.getByRole('list', { name: 'Graf Spee counters' });
    // Each item's text outside its aria-hidden drawing, as a screen reader reads it.
    const captions = await sheet.getByRole('listitem').evaluateAll((items) => {
      const walk = (node: Node): string =>
        node.nodeType === Node.TEXT_NODE ? (node.textContent ?? '') : node instanceof Element && node.getAttribute('aria-hidden') === 'true' ? '' : [...node.childNodes].map(walk).join('');
      return items.map((item) => walk(item).trim());
    });
    expect(captions).toEqual([
      'Admiral Graf Spee',
      'Admiral Graf Spee, damaged',
      'British piece, face down',
      'Battleship (BB)',
      'Carrier (CV)',
      'Cruiser (CA)',
      'Dummy',
      'Supply ship',
      'Supply ship, used',
      'Last known position of the Spee',
    ]);
    await page.close();
  });

  it('draws the Arras map with its 80 hexes, roads, rivers, the town and the units at setup (AR-2, AR-3.1)', async () => {
    const page = await browser.page();
    await page.goto(webUrl('/en/rules/arras'));
    const board = page.getByRole('group', { name: 'Arras map' });
    expect(await board.getByRole('button').count()).toBe(80);
    expect(await board.getByRole('button', { name: '0503, Arras', exact: true }).count()).toBe(1);
    expect(await board.getByRole('button', { name: '0403, Dainville: 4RTR' }).count()).toBe(1);
    const units = await board.getByRole('img').evaluateAll((images) => images.map((i) => i.getAttribute('aria-label')));
    expect(units).toContain('4RTR, British tank, strength 4, movement 4, in 0403');
    expect(units).toContain('SS-TK-2, SS infantry, strength 2, movement 3, in 1005');
    expect(units).toContain('Turn marker on turn 1');
    expect(units).not.toContain(expect.stringContaining('17Bde'));
    const drawn = await board.evaluate((svg) => ({
      roads: svg.querySelectorAll('polyline[class*="road"]').length,
      rivers: svg.querySelectorAll('line[class*="river"]').length,
    }));
    expect(drawn).toEqual({ roads: 4, rivers: 32 });
    await page.close();
  });

  it('is operated by keyboard: one tab stop, arrows move between hexes, Enter picks, Escape lets go', async () => {
    const page = await browser.page();
    await page.goto(webUrl('/en/rules/graf-spee'));
    await page.getByRole('link', { name: 'GS-2', exact: true }).focus();
    await tabIntoBoard(page);
    // The first target in reading order: the Atlantic box above row A.
    expect(await focused(page)).toEqual({ name: 'Atlantic box', onBoard: true, pressed: 'false' });
    await page.keyboard.press('ArrowDown');
    expect((await focused(page)).name).toBe('A2');
    await page.keyboard.press('ArrowLeft');
    expect((await focused(page)).name).toBe('A1, no raiding');
    await page.keyboard.press('Enter');
    expect((await focused(page)).pressed).toBe('true');
    const details = page.getByRole('region', { name: 'About the picked place' });
    expect(await details.getByRole('heading').innerText()).toBe('A1');
    expect(await details.innerText()).toContain('The Spee may start here');
    expect(await details.getByRole('link', { name: 'Rule GS-7.2, Graf Spee' }).count()).toBe(1);
    await page.keyboard.press('ArrowRight');
    expect(await focused(page)).toEqual({ name: 'A2', onBoard: true, pressed: 'false' });
    await page.keyboard.press('Escape');
    const a1 = page.getByRole('group', { name: 'Graf Spee map' }).getByRole('button', { name: 'A1, no raiding' });
    expect(await a1.getAttribute('aria-pressed')).toBe('false');
    expect(await details.innerText()).toContain('Nothing picked yet.');
    // Tab leaves the board at once: its hexes are one stop, not thirty.
    await page.keyboard.press('Tab');
    expect((await focused(page)).onBoard).toBe(false);
    await page.close();
  });

  it('picks a box with the mouse and highlights the hexes it borders', async () => {
    const page = await browser.page();
    await page.goto(webUrl('/en/rules/graf-spee'));
    const box = page.getByRole('group', { name: 'Graf Spee map' }).getByRole('button', { name: 'Atlantic box' });
    await box.click();
    expect(await box.getAttribute('aria-pressed')).toBe('true');
    const details = page.getByRole('region', { name: 'About the picked place' });
    expect(await details.innerText()).toContain('A1, A2, A3');
    const related = await page.evaluate(() => document.querySelectorAll('svg[role="group"] [class*="related"]').length);
    expect(related).toBe(3);
    await page.close();
  });
});
