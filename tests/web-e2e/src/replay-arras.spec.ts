import { WargamesClient, type ArrasEvent, type ReplayFrame } from '@wargames/sdk';
import type { Page } from 'playwright-core';
import { seriousViolations } from './support/axe';
import { launchBrowser, type Browser } from './support/browser';
import { currentRowWordsInView, openReplay, shownReplay as shown, waitForPerspective, waitForStep } from './support/replay-page';
import { playRandomGameUntil, type MadeGame } from './support/sdk-games';

const WAIT = 60_000;
const apiUrl = () => process.env['WEB_E2E_API_URL'] as string;

type ArrasFrame = ReplayFrame<'arras'>;

/** Waits until the URL holds this step and perspective (the replay writes them with a short debounce). */
async function urlHolds(page: Page, step: number, perspective: string): Promise<void> {
  await page.waitForFunction(
    ([s, p]) => {
      const params = new URL(window.location.href).searchParams;
      return params.get('step') === s && params.get('perspective') === p;
    },
    [String(step), perspective] as const,
    { timeout: WAIT },
  );
}

/** The words of one step in the move list. */
const moveRow = (page: Page, step: number) => page.getByRole('list', { name: 'Moves' }).getByRole('listitem').filter({ has: page.getByRole('button', { name: `Step ${step}`, exact: true }) });

/**
 * The words of the current step's row, once the list has brought it into view: a group of rows out of view is not
 * drawn (content-visibility), so its words cannot be read until the list has scrolled there, which takes frames.
 */
async function currentRowWords(page: Page, step: number): Promise<string> {
  expect((await shown(page)).step).toBe(step);
  return currentRowWordsInView(page);
}

const arrasMap = (page: Page) => page.getByRole('group', { name: 'Arras map' });

/** The unit counters drawn on the map (each named by its id, nation, type and values). */
const unitCounters = (page: Page) => arrasMap(page).getByRole('img', { name: /, strength \d+, movement \d+/ });

/** The steps at which the turn changes, as PageUp / PageDown move between them. */
function turnStarts(frames: readonly ArrasFrame[]): number[] {
  return frames.flatMap((frame, i) => (i === 0 || frame.view.turn !== frames[i - 1]?.view.turn ? [i] : []));
}

const onMap = (frame: ArrasFrame) => Object.values(frame.view.units).filter((unit) => unit?.status === 'map').length;

const eventOf = <T extends ArrasEvent['type']>(frame: ArrasFrame, type: T) =>
  frame.events.map((entry) => entry.event).find((event): event is Extract<ArrasEvent, { type: T }> => event.type === type);

describe('the replay viewer on an Arras game', () => {
  let browser: Browser;
  let finished: MadeGame;
  let frames: ArrasFrame[];
  beforeAll(async () => {
    browser = await launchBrowser();
    // A finished game with an elimination to step over (below).
    const arras = new WargamesClient({ url: apiUrl() }).game('arras');
    ({ game: finished, found: frames } = await playRandomGameUntil(apiUrl(), 'arras', { seed: 20261202, wanted: 'an elimination and an end' }, async (played) => {
      const all: ArrasFrame[] = [];
      for await (const frame of arras.open(played.gameId).frames({ perspective: 'omniscient' })) all.push(frame);
      return played.ended && all.some((frame) => eventOf(frame, 'unit-eliminated')) ? all : undefined;
    }));
  }, 300_000);
  afterAll(async () => browser.close());

  it('steps with the keys, the buttons, the slider and the move list; the URL follows and a link opens at its step', async () => {
    const page = await browser.page();
    await openReplay(page, `/en/games/${finished.gameId}/replay?perspective=omniscient&step=0`);
    expect(await shown(page)).toEqual({ step: 0, perspective: 'omniscient', frames: frames.length });
    const last = frames.length - 1;
    expect(await page.getByText('Set-up position', { exact: true }).count()).toBe(1);

    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await waitForStep(page, 2);
    await urlHolds(page, 2, 'omniscient');
    await page.keyboard.press('ArrowLeft');
    await waitForStep(page, 1);
    await page.keyboard.press('End');
    await waitForStep(page, last);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Home');
    await waitForStep(page, 0);

    // PageDown and PageUp go from turn to turn, where the frames' turn changes.
    const [, second, third] = turnStarts(frames);
    expect(second).toBeDefined();
    await page.keyboard.press('PageDown');
    await waitForStep(page, second as number);
    expect(await page.getByText(`Turn ${frames[second as number]?.view.turn}`, { exact: true }).count()).toBe(1);
    await page.keyboard.press('PageDown');
    await waitForStep(page, third ?? last);
    await page.keyboard.press('PageUp');
    await waitForStep(page, second as number);

    const slider = page.getByRole('slider', { name: 'Step' });
    await slider.fill('5');
    await waitForStep(page, 5);
    await urlHolds(page, 5, 'omniscient');
    expect(await page.getByRole('button', { name: 'Step 5', exact: true }).getAttribute('aria-current')).toBe('step');
    expect(await slider.getAttribute('aria-valuetext')).toBe(`Step 5 of ${last}`);

    await page.getByRole('button', { name: 'Step 3', exact: true }).click();
    await waitForStep(page, 3);
    await page.getByRole('button', { name: 'Previous step' }).click();
    await waitForStep(page, 2);
    await page.getByRole('button', { name: 'Last step' }).click();
    await waitForStep(page, last);
    await page.getByRole('button', { name: 'First step' }).click();
    await waitForStep(page, 0);
    expect(await page.getByRole('button', { name: 'Previous step' }).isDisabled()).toBe(true);

    // Space plays (the step advances by itself) and pauses.
    await page.locator('h1').click();
    await page.keyboard.press(' ');
    await waitForStep(page, 2);
    await page.keyboard.press(' ');
    expect(await page.getByRole('button', { name: 'Play' }).getAttribute('aria-pressed')).toBe('false');

    const step = (await shown(page)).step;
    await urlHolds(page, step, 'omniscient');
    const link = new URL(page.url());
    const other = await browser.page();
    await openReplay(other, link.pathname + link.search);
    expect(await shown(other)).toMatchObject({ step, perspective: 'omniscient' });
    await other.close();
    await page.close();
  });

  it('draws the units and the turn marker of each step, marks what changed and tells the move in words', async () => {
    const moved = frames.findIndex((frame) => eventOf(frame, 'unit-moved'));
    expect(moved).toBeGreaterThan(0);
    const move = eventOf(frames[moved] as ArrasFrame, 'unit-moved') as Extract<ArrasEvent, { type: 'unit-moved' }>;
    const page = await browser.page();
    await openReplay(page, `/en/games/${finished.gameId}/replay?perspective=omniscient&step=${moved}`);
    expect((await shown(page)).step).toBe(moved);
    expect(await currentRowWords(page, moved)).toContain(`${move.unit} moved from ${move.from} to ${move.path[move.path.length - 1]}`);
    expect(await moveRow(page, moved).getByRole('link', { name: 'AR-7.1' }).count()).toBe(1);
    expect(await page.getByText('Tinted green on the map: what changed at this step, as the play page tints the last move.').count()).toBe(1);
    for (const hex of [move.from, move.path[move.path.length - 1]]) expect(await page.locator(`[data-last-move="cell:${hex}"]`).count()).toBe(1);
    expect(await unitCounters(page).count()).toBe(onMap(frames[moved] as ArrasFrame));
    const turn = (frames[moved] as ArrasFrame).view.turn;
    expect(await arrasMap(page).getByRole('img', { name: `Turn marker on turn ${turn}` }).count()).toBe(1);
    // Before the end there is no result (checked here: the elimination below may be the game's last step).
    expect(moved).toBeLessThan(frames.length - 1);
    expect(await page.getByText('Result:').count()).toBe(0);

    // A unit eliminated at a step is on the map before it and gone from it there, into its side's pile off the map.
    const lost = frames.findIndex((frame) => eventOf(frame, 'unit-eliminated'));
    expect(lost).toBeGreaterThan(0);
    const { unit } = eventOf(frames[lost] as ArrasFrame, 'unit-eliminated') as Extract<ArrasEvent, { type: 'unit-eliminated' }>;
    const named = new RegExp(`^${unit.replace(/[-]/g, '\\-')}, `);
    const counter = arrasMap(page).getByRole('img', { name: named });
    const offMap = page.getByRole('region', { name: 'Off the map' });
    const piles = offMap.getByRole('list', { name: /^(Allied|German) units eliminated$/ });
    await page.getByRole('button', { name: `Step ${lost - 1}`, exact: true }).click();
    await waitForStep(page, lost - 1);
    expect(await counter.count()).toBe(1);
    expect(await piles.getByTitle(named).count()).toBe(0);
    await page.getByRole('button', { name: 'Next step' }).click();
    await waitForStep(page, lost);
    expect(await counter.count()).toBe(0);
    expect(await currentRowWords(page, lost)).toContain(`${unit} was eliminated in`);
    expect(await unitCounters(page).count()).toBe(onMap(frames[lost] as ArrasFrame));
    expect(await piles.getByTitle(named).count()).toBe(1);
    const eliminated = (frame: ArrasFrame) => Object.values(frame.view.units).filter((u) => u?.status === 'eliminated').length;
    expect(await piles.getByRole('listitem').count()).toBe(eliminated(frames[lost] as ArrasFrame));

    // At the end: the result, with its rule.
    await page.locator('h1').click();
    await page.keyboard.press('End');
    await waitForStep(page, frames.length - 1);
    const outcome = (frames[frames.length - 1] as ArrasFrame).outcome;
    expect(outcome).not.toBeNull();
    const result = page.getByText('Result:').locator('xpath=..');
    expect(await result.count()).toBe(1);
    expect(await result.innerText()).toContain(outcome?.winner === 'allied' ? 'The Allies win.' : 'The German wins.');
    expect(await result.getByRole('link', { name: outcome?.rule as string }).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });

  it('after the end every perspective is offered, and each side is told its turn in its own words', async () => {
    const alliedTurn = frames.findIndex((frame) => eventOf(frame, 'player-turn-started')?.side === 'allied');
    expect(alliedTurn).toBeGreaterThan(0);
    const { turn } = eventOf(frames[alliedTurn] as ArrasFrame, 'player-turn-started') as Extract<ArrasEvent, { type: 'player-turn-started' }>;
    const page = await browser.page();
    await openReplay(page, `/en/games/${finished.gameId}/replay?perspective=allied&step=${alliedTurn}`);
    expect(await shown(page)).toMatchObject({ step: alliedTurn, perspective: 'allied' });
    const offered = await page.getByRole('group', { name: 'Perspective' }).getByRole('radio').evaluateAll((radios) => radios.map((radio) => (radio as HTMLInputElement).value));
    expect(offered).toEqual(['allied', 'german', 'spectator', 'omniscient']);
    expect(await currentRowWords(page, alliedTurn)).toContain(`Turn ${turn}: your player turn begins.`);

    for (const [perspective, name] of [
      ['german', 'German'],
      ['spectator', 'Spectator'],
    ] as const) {
      await page.getByRole('radio', { name, exact: true }).check();
      await waitForPerspective(page, perspective);
      expect((await shown(page)).step).toBe(alliedTurn);
      expect(await currentRowWords(page, alliedTurn)).toContain(`Turn ${turn}: the Allied player turn begins.`);
      await urlHolds(page, alliedTurn, perspective);
    }
    // Arras hides nothing (AR-9): every perspective draws the same units.
    expect(await unitCounters(page).count()).toBe(onMap(frames[alliedTurn] as ArrasFrame));
    await page.close();
  });
});
