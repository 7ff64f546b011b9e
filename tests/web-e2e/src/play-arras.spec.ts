import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { seriousViolations } from './support/axe';
import { board, createFromLobby, gameStatus, invite, play, press, shownVersion, waitForMyTurn, waitForVersionAbove, WAIT } from './support/play';
import { SCREENSHOTS } from './support/paths';
import { launchPlayers, type Players } from './support/players';

/** What the played game has shown so far. */
interface Seen {
  retreat: boolean;
  advance: boolean;
  gun: boolean;
}

describe('Arras played in two browsers by clicking (AR-5 – AR-8)', () => {
  let players: Players;
  beforeAll(async () => (players = await launchPlayers()));
  afterAll(async () => players.close());

  it('a road move, an attack with its odds shown first, the 88, a retreat chosen on the map and an advance; then the game to its end', async () => {
    // The dice are the server's (crypto-random): a game may end before any retreat or advance. Then a new game is
    // played, with the same opening and checks, until one game has shown both (8 games without them would be a fault).
    const seen: Seen = { retreat: false, advance: false, gun: true };
    let pages: { allied: Page; german: Page } | null = null;
    for (let game = 0; game < 8 && !(seen.retreat && seen.advance); game++) {
      seen.retreat = false;
      seen.advance = false;
      pages = await playOpening(players);
      // Play on, by clicking what the pages offer, until a retreat has been chosen on the map and an advance made.
      await playArras(pages.allied, pages.german, seen, () => seen.retreat && seen.advance);
    }
    expect(seen).toEqual({ retreat: true, advance: true, gun: true });
    const { allied, german } = pages as { allied: Page; german: Page };
    await allied.getByText(/retreated \d hex(es)? from \d{4} to \d{4} and is disrupted\./).first().waitFor({ timeout: WAIT });
    await allied.getByText(/advanced from \d{4} to \d{4}\./).first().waitFor({ timeout: WAIT });

    // Then the fastest way to the end: phases ended as soon as they may be, until the outcome screen.
    await playArras(allied, german, seen, () => false, true);
    for (const page of [allied, german]) await page.getByRole('heading', { name: 'Game over' }).waitFor({ timeout: WAIT });
    expect(await allied.getByRole('region', { name: 'Game over' }).textContent()).toMatch(/The (Allies|German) wins?/);
    // The status line says so too, instead of a phase being chosen or the 88's state (AR-4).
    const statusLine = (await gameStatus(german).locator('p').first().textContent()) ?? '';
    expect(statusLine).toContain('Game over');
    expect(statusLine).not.toMatch(/Choosing the next phase|The 88/);
    // Every unit of the game (the 13 of AR-2.1 without the 17th Brigade) is on the map or beside it, in a side's pile
    // of eliminated units or among those that left westward.
    const offMap = german.getByRole('region', { name: 'Off the map' });
    const onMap = await german.getByRole('group', { name: 'Arras map' }).getByRole('img', { name: /, strength \d+, movement \d+/ }).count();
    const piled = await offMap.getByRole('listitem').count();
    expect(onMap + piled).toBe(13);
    expect(await seriousViolations(allied)).toEqual([]);
    // Up to 8 whole games by clicking: about 25 s on a quiet machine, past the suite's 120 s at load 20.
  }, 600_000);

  it('AR-8.5 AR-8.6 the odds name the unit a result would eliminate for want of a way back, on that result’s rows only, and where each result moves the turn marker', async () => {
    const allied = await players.player();
    const german = await players.player();
    await createFromLobby(allied, 'arras', 'Allied');
    await invite(allied, german);
    await waitForMyTurn(allied);
    await press(allied, 'Begin the movement phase');
    // 4RTR drives to 0904, beside SS-TK-1 in 1004: a D1 leaves SS-TK-1 no hex to end in (the map's edge, 4RTR's ZOC
    // and its own side's units), a D2 lets it cross a friend and end beyond.
    await play(allied, 'arras', ['4RTR', '0904']);
    await press(allied, 'End the phase');
    await press(allied, 'Begin the combat phase');
    await board(allied, 'arras').getByRole('button', { name: /^SS-TK-1,/ }).click();
    const odds = allied.getByRole('region', { name: 'Your move' }).getByRole('region', { name: 'Odds before you send' });
    await odds.getByText('4RTR against SS-TK-1', { exact: true }).waitFor({ timeout: WAIT });
    const rows = odds.getByRole('row');
    await rows.nth(6).waitFor({ timeout: WAIT });
    const byDie = (await rows.allInnerTexts()).slice(1);
    expect(byDie.map((row) => row.replace(/\s+/g, ' ').trim())).toEqual([
      '1 C No effect',
      '2 D1 Defender retreats 1 SS-TK-1 cannot retreat and is eliminated (AR-8.5) Turn marker 1 → 4 (AR-8.6)',
      '3 D1 Defender retreats 1 SS-TK-1 cannot retreat and is eliminated (AR-8.5) Turn marker 1 → 4 (AR-8.6)',
      '4 D2 Defender retreats 2 Turn marker 1 → 3 (AR-8.6)',
      '5 Ex Exchange Turn marker 1 → 4 (AR-8.6)',
      '6 De Defender eliminated Turn marker 1 → 4 (AR-8.6)',
    ]);
    // The notes link their rules, and the rules line under the table lists them.
    expect(await odds.getByRole('link', { name: /AR-8\.5/ }).count()).toBe(3);
    expect(await odds.getByRole('link', { name: /AR-8\.6/ }).count()).toBe(6);
    expect(await seriousViolations(allied)).toEqual([]);
    mkdirSync(SCREENSHOTS, { recursive: true });
    await odds.screenshot({ path: join(SCREENSHOTS, 'en-desktop-arras-odds-loss.png') });
  }, 300_000);
});

/** A new game from the lobby, clicked through its scripted opening: a road move, an attack with its odds shown first, the 88. */
async function playOpening(players: Players): Promise<{ allied: Page; german: Page }> {
  const allied = await players.player();
  const german = await players.player();
  await createFromLobby(allied, 'arras', 'Allied');
  await invite(allied, german);
  await german.getByText('You play the German side.').waitFor({ timeout: WAIT });

  // AR-5.3: the Allied player names his phase; AR-7.1 roads: 4RTR goes 0403 → 0503 → 0603 → 0704 for 1½ MP.
  await waitForMyTurn(allied);
  await press(allied, 'Begin the movement phase');
  await play(allied, 'arras', ['4RTR', '0704']);
  await allied.getByText(/^4RTR moved from 0403 to 0704 \(1\.5 MP\): /).waitFor({ timeout: WAIT });
  await german.getByText(/^4RTR moved from 0403 to 0704 \(1\.5 MP\): /).waitFor({ timeout: WAIT });
  await play(allied, 'arras', ['6DLI', '0605']);
  await press(allied, 'End the phase');
  await press(allied, 'Begin the combat phase');

  // AR-8.1: 7SR is picked on the map; of the attacker groups offered, the strongest; its odds show before it is sent.
  const before = await shownVersion(allied);
  await board(allied, 'arras').getByRole('button', { name: /^7SR,/ }).click();
  const actions = allied.getByRole('region', { name: 'Your move' });
  await actions.getByRole('group', { name: 'Choose one' }).getByRole('button', { name: /^Attack 7SR with (4RTR \+ 6DLI|6DLI \+ 4RTR)$/ }).click();
  const odds = actions.getByRole('region', { name: 'Odds before you send' });
  await odds.getByText('Strength 6 against 2: odds 3:1').waitFor({ timeout: WAIT });
  await odds.getByText(/^(4RTR \+ 6DLI|6DLI \+ 4RTR) against 7SR$/).waitFor({ timeout: WAIT });
  expect(await odds.textContent()).toContain('The German may fire the 88 at your tanks first (AR-8.8); the results below are the attack’s with every unit you declared.');
  expect(await odds.getByRole('row').count()).toBe(7);
  expect(await odds.getByRole('link', { name: /AR-8\.1/ }).count()).toBe(1);
  // Nothing was sent yet: previewing stored nothing.
  expect(await shownVersion(allied)).toBe(before);
  await actions.getByRole('button', { name: /^Send: Attack 7SR with (4RTR \+ 6DLI|6DLI \+ 4RTR)$/ }).click();
  await waitForVersionAbove(allied, before);

  // AR-8.8: the German sees the 88's odds, then fires.
  await waitForMyTurn(german);
  const gunOdds = german.getByRole('region', { name: 'Odds before you send' });
  await gunOdds.getByText('Strength 8 against 4: odds 2:1').waitFor({ timeout: WAIT });
  // The 88's odds name the tank it fires at; the status names the attack it answers, on both pages.
  await gunOdds.getByText('The 88 against 4RTR', { exact: true }).waitFor({ timeout: WAIT });
  for (const page of [german, allied]) await gameStatus(page).getByText(/^Attack under way: (4RTR \+ 6DLI|6DLI \+ 4RTR) on 7SR in \d{4}$/).waitFor({ timeout: WAIT });
  expect(await seriousViolations(german)).toEqual([]);
  await press(german, 'Fire the 88');
  await german.getByRole('region', { name: 'What happened' }).getByText(/The 88 fired at 4RTR: 8 against 4, column 2:1/).waitFor({ timeout: WAIT });
  // Dice are drawn, and read out.
  expect(await german.getByRole('img', { name: /^Die showing [1-6]$/ }).count()).toBeGreaterThan(0);

  return { allied, german };
}

/** The page whose turn it is, or null while the pages catch up. */
async function whoseTurn(allied: Page, german: Page): Promise<Page | null> {
  if (await allied.getByText('Your turn', { exact: true }).isVisible()) return allied;
  if (await german.getByText('Your turn', { exact: true }).isVisible()) return german;
  return null;
}

async function over(page: Page): Promise<boolean> {
  return page.getByRole('heading', { name: 'Game over' }).isVisible();
}

/**
 * Plays both seats by clicking until `done` or the game ends. Combat is sought (attacks while targets remain, the
 * German moving one unit west each movement phase); `fast` ends every phase at once instead.
 */
async function playArras(allied: Page, german: Page, seen: Seen, done: () => boolean, fast = false): Promise<void> {
  const germanMoved = new Set<string>();
  for (let step = 0; step < 600; step++) {
    if (done() || (await over(allied))) return;
    const page = await whoseTurn(allied, german);
    if (!page) {
      await allied.waitForTimeout(100);
      continue;
    }
    await decide(page, page === german, seen, germanMoved, fast);
  }
  throw new Error('the game went on for 600 decisions');
}

async function decide(page: Page, isGerman: boolean, seen: Seen, germanMoved: Set<string>, fast: boolean): Promise<void> {
  const actions = page.getByRole('region', { name: 'Your move' });
  const button = (name: string) => actions.getByRole('button', { name, exact: true });
  const todo = (await gameStatus(page).textContent()) ?? '';
  const targets = board(page, 'arras').getByRole('button');
  const status = (await gameStatus(page).locator('p').first().textContent()) ?? '';

  if (await button('Fire the 88').isVisible()) {
    await press(page, fast ? 'Hold the 88' : 'Fire the 88');
    return;
  }
  if (todo.includes('must retreat')) {
    const unit = (await targets.first().getAttribute('aria-label')) ?? '';
    const before = await shownVersion(page);
    await targets.first().click();
    await targets.first().click();
    await waitForVersionAbove(page, before);
    if (unit) seen.retreat = true;
    return;
  }
  if (todo.includes('advance into the emptied hex')) {
    if (!fast && (await targets.count()) > 0) {
      const before = await shownVersion(page);
      await targets.first().click();
      await targets.first().click();
      await waitForVersionAbove(page, before);
      seen.advance = true;
    } else {
      await press(page, 'Stop advancing');
    }
    return;
  }
  if (todo.includes('Pick the unit you lose')) {
    const before = await shownVersion(page);
    await targets.first().click();
    await waitForVersionAbove(page, before);
    return;
  }
  if (todo.includes('Name your next phase')) {
    for (const phase of ['Begin the movement phase', 'Begin the combat phase', 'Begin the recovery phase']) {
      if (await button(phase).isVisible()) {
        await press(page, phase);
        return;
      }
    }
  }
  if (!fast && todo.includes('Pick a unit, then the hex it moves to') && isGerman && !germanMoved.has(status) && (await targets.count()) > 0) {
    germanMoved.add(status);
    // One German unit a phase heads west: the westernmost hex it may reach.
    const unit = (await targets.first().getAttribute('aria-label')) ?? '';
    await targets.first().click();
    const hexes = (await targets.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''))).filter((name) => /^\d{4}/.test(name));
    hexes.sort((a, b) => a.slice(0, 2).localeCompare(b.slice(0, 2)));
    if (hexes[0] && unit) {
      await play(page, 'arras', [hexes[0].slice(0, 4)]);
      return;
    }
  }
  if (!fast && todo.includes('Pick an enemy unit next to yours') && (await targets.count()) > 0) {
    const name = (await targets.first().getAttribute('aria-label')) ?? '';
    await play(page, 'arras', [name.split(',')[0] as string]);
    return;
  }
  if (await button('End the phase').isVisible()) {
    await press(page, 'End the phase');
    return;
  }
  const any = actions.getByRole('button');
  if ((await any.count()) > 0) {
    const before = await shownVersion(page);
    await any.first().click();
    await waitForVersionAbove(page, before);
  }
}
