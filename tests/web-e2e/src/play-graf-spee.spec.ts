import { WargamesClient } from '@wargames/sdk';
import type { Page } from 'playwright-core';
import { seriousViolations } from './support/axe';
import { webUrl } from './support/browser';
import { openHeldSeat } from './support/held-seats';
import { board, createFromLobby, invite, play, press, shownVersion, target, waitForMyTurn, waitForVersionAbove, WAIT } from './support/play';
import { launchPlayers, type Players } from './support/players';

/** JSON keys that carry the German's secrets (GS-9): the Spee's hex and path, the supply ships. */
const SECRET = /"(speeHex|supplyHex|speeFrom|refuelledAt)"\s*:\s*"[A-E][1-6]"|"path"\s*:\s*\[\s*"[A-E][1-6]|"supplyShips"\s*:\s*\[\s*\{/;

/** Everything a page received: every HTTP answer's body and every WebSocket frame, from its first request on. */
function recordTraffic(page: Page): { texts: string[]; settled: () => Promise<void> } {
  const texts: string[] = [];
  const reading: Promise<void>[] = [];
  page.on('response', (response) => {
    reading.push(
      response
        .text()
        .then((text) => void texts.push(text))
        .catch(() => undefined),
    );
  });
  page.on('websocket', (socket) => {
    socket.on('framereceived', (frame) => void texts.push(typeof frame.payload === 'string' ? frame.payload : frame.payload.toString('utf8')));
  });
  return { texts, settled: async () => void (await Promise.all(reading)) };
}

describe('Graf Spee played in two browsers by clicking (GS-3 – GS-8)', () => {
  let players: Players;
  beforeAll(async () => (players = await launchPlayers()));
  afterAll(async () => players.close());

  it('the British find the Spee; until then nothing the British page holds or received names her hex or the supply ships; then the game is played to its end', async () => {
    const german = await players.player();
    const british = await players.player();
    const traffic = recordTraffic(british);
    const gameId = await createFromLobby(german, 'graf-spee', 'German');
    const link = await invite(german, british);
    // The invite hands the seat over once: its code is gone from the address at once, and the seat's token is kept in storage.
    expect(link).toMatch(/#invite=british\.wgi_/);
    await british.waitForFunction(() => window.location.hash === '', undefined, { timeout: WAIT });
    expect(british.url()).not.toContain('#');
    await british.getByText('You play the British side.').waitFor({ timeout: WAIT });
    // Opened again, by anyone, the link no longer works: that browser watches, and is told why.
    const latecomer = await players.player();
    await latecomer.goto(link);
    await latecomer.getByText('This invite link no longer works: it has been used, or replaced by a newer one. The British seat is not yours, and you are watching the game.').waitFor({ timeout: WAIT });
    await latecomer.getByText('You are watching: you see what both players may see.').waitFor({ timeout: WAIT });
    expect(latecomer.url()).not.toContain('#');
    await latecomer.close();
    // The guest opening the link again, in the tab that shows the game (only the fragment changes), keeps the seat, with
    // nothing said of a used invite, and the code leaves the address.
    await british.goto(link);
    await british.getByText('You play the British side.').waitFor({ timeout: WAIT });
    await british.waitForFunction(() => window.location.hash === '', undefined, { timeout: WAIT });
    expect(await british.getByText('This invite link no longer works', { exact: false }).count()).toBe(0);

    // GS-3.1, GS-3.2: the German places the Spee on A1 and three supply ships, by clicking hexes.
    await waitForMyTurn(german);
    await play(german, 'graf-spee', ['A1']);
    for (const hex of ['C3', 'D5', 'E3']) await play(german, 'graf-spee', [hex]);
    expect(await board(german, 'graf-spee').getByRole('img', { name: 'Admiral Graf Spee' }).count()).toBe(1);

    // GS-3.3: the British splits the pieces between the boxes (a button: nothing on the map picks it).
    await waitForMyTurn(british);
    await press(british, 'Atlantic 9, Indian Ocean 0');

    // GS-4.1 Ruling: the Spee stays on A1 (picked on the Spee herself).
    await waitForMyTurn(german);
    // The tab's title says whose turn it is, for a player waiting in another tab.
    await german.waitForFunction(() => document.title.startsWith('Your turn · Graf Spee'), undefined, { timeout: WAIT });
    await british.getByText('Waiting for the German player.').waitFor({ timeout: WAIT });
    expect(await british.title()).not.toContain('Your turn');
    await play(german, 'graf-spee', ['Admiral Graf Spee']);

    // GS-5.5: the British draws from the Atlantic box and enters the piece on A1.
    await waitForMyTurn(british);
    // The German's last move is tinted on the German's map; the British's events do not name her hex (GS-9), so
    // nothing is tinted on the British map.
    await german.locator('[data-last-move="cell:A1"]').waitFor({ state: 'attached', timeout: WAIT });
    expect(await british.locator('[data-last-move]').count()).toBe(0);
    await play(british, 'graf-spee', [/^Atlantic box/]);
    await play(british, 'graf-spee', ['A1']);
    // The British's entry on A1 is now the last move, on both maps.
    for (const page of [german, british]) await page.locator('[data-last-move="cell:A1"]').waitFor({ state: 'attached', timeout: WAIT });

    // Before the search: the British page's DOM, storage and everything it received hold no secret.
    await traffic.settled();
    const leaks = traffic.texts.filter((text) => SECRET.test(text));
    expect(leaks).toEqual([]);
    expect(await board(british, 'graf-spee').getByRole('img', { name: /Admiral Graf Spee|Supply ship/ }).count()).toBe(0);
    // What the page shows and names (the message catalogue in its scripts holds every string, so it is not read).
    const shown = await british.evaluate(() => {
      const main = document.querySelector('main') as HTMLElement;
      const names = [...main.querySelectorAll('[aria-label]')].map((element) => element.getAttribute('aria-label'));
      return `${main.innerText}\n${names.join('\n')}`;
    });
    expect(shown).not.toMatch(/Admiral Graf Spee|Supply ship|placed in|Spee\?/);
    for (const hex of ['C3', 'D5', 'E3']) expect(await british.getByRole('region', { name: 'What happened' }).textContent()).not.toContain(hex);
    const storage = await british.evaluate(() => JSON.stringify({ ...window.localStorage }) + JSON.stringify({ ...window.sessionStorage }));
    expect(storage).not.toMatch(SECRET);
    expect(storage).toContain(gameId);
    // The German sees where the piece entered, not what it is: every British piece looks the same to him. The log never
    // runs ahead of the board; both are waited for, not counted once.
    const faceDown = board(german, 'graf-spee').getByRole('img', { name: 'British piece, face down' });
    await faceDown.first().waitFor({ timeout: WAIT });
    expect(await faceDown.count()).toBe(1);
    await german.getByRole('region', { name: 'What happened' }).getByText('A British piece entered the map from the Atlantic box and reached A1.').waitFor({ timeout: WAIT });
    // The British knows which of his pieces it was, and his log says so.
    await british
      .getByRole('region', { name: 'What happened' })
      .getByText(/^A British (battleship|carrier|cruiser|dummy) entered the map from the Atlantic box and reached A1\.$/)
      .waitFor({ timeout: WAIT });

    // GS-5.7: ending the movement searches the surface, and the piece on A1 finds the Spee.
    await press(british, 'End the movement');
    await british.getByText('The Spee was found in A1 by surface search.').waitFor({ timeout: WAIT });
    await german.getByText('The Spee was found in A1 by surface search.').waitFor({ timeout: WAIT });

    // Then both play on, clicking what the page offers, until the outcome screen (the Spee leaves by the Atlantic box).
    await playToTheEnd(german, british);
    for (const page of [german, british]) {
      await page.getByRole('heading', { name: 'Game over' }).waitFor({ timeout: WAIT });
      const replay = page.getByRole('link', { name: 'Watch the replay' });
      expect(await replay.getAttribute('href')).toBe(`/en/games/${gameId}/replay`);
    }
    expect(await german.getByRole('region', { name: 'Game over' }).textContent()).toMatch(/(The German wins|The British win)/);
  });

  it('a reload resumes the seat, a second tab sees the moves live, a spectator sees the public view; the pages pass axe', async () => {
    const german = await players.player();
    const gameId = await createFromLobby(german, 'graf-spee', 'German');
    const secondTab = await players.tab(german);
    await secondTab.goto(webUrl(`/en/games/${gameId}`));
    await secondTab.getByText('You play the German side.').waitFor({ timeout: WAIT });
    const spectator = await players.player();
    await spectator.goto(webUrl(`/en/games/${gameId}`));
    await spectator.getByText('You are watching: you see what both players may see.').waitFor({ timeout: WAIT });
    const before = await shownVersion(secondTab);

    await waitForMyTurn(german);
    // The map tells how to pick on it to the seat that may pick there, not to a spectator.
    const description = await board(german, 'graf-spee').evaluate((map) => document.getElementById(map.getAttribute('aria-describedby') ?? '')?.textContent ?? '');
    expect(description).toContain('Pick on the map');
    expect(await board(spectator, 'graf-spee').getAttribute('aria-describedby')).toBeNull();
    await play(german, 'graf-spee', ['B2']);
    // The other tab gets the move live (no reload); the spectator sees that it happened, not where.
    await waitForVersionAbove(secondTab, before);
    expect(await board(secondTab, 'graf-spee').getByRole('img', { name: 'Admiral Graf Spee' }).count()).toBe(1);
    await waitForVersionAbove(spectator, before);
    await spectator.getByText('The German placed the Spee in secret.').waitFor({ timeout: WAIT });
    expect(await board(spectator, 'graf-spee').getByRole('img', { name: 'Admiral Graf Spee' }).count()).toBe(0);

    // A reload resumes: the seat comes from storage, the Spee is where she was placed.
    await german.reload();
    await german.getByText('You play the German side.').waitFor({ timeout: WAIT });
    await german.getByText('Pick a hex for a supply ship (GS-3.2): 0 of 3 placed.').waitFor({ timeout: WAIT });
    expect(await target(german, 'graf-spee', 'C3').count()).toBe(1);

    // A stale command (409): the other tab moves while this one's command is on its way; the page refreshes and says so.
    let meanwhile: (() => Promise<unknown>) | null = () => play(german, 'graf-spee', ['D5']);
    let rewrite: ((body: string) => string) | null = null;
    await secondTab.route(/\/graphql$/, async (route) => {
      const body = route.request().postData() ?? '';
      if (!body.includes('submitCommand')) return route.continue();
      if (meanwhile) {
        const move = meanwhile;
        meanwhile = null;
        await move();
      }
      if (rewrite) return route.continue({ postData: rewrite(body) });
      return route.continue();
    });
    const seen = await shownVersion(secondTab);
    await target(secondTab, 'graf-spee', 'C3').click();
    await secondTab.getByText('The game moved on before your command arrived: the position has been refreshed. Decide again.').waitFor({ timeout: WAIT });
    await waitForVersionAbove(secondTab, seen);
    expect(await target(secondTab, 'graf-spee', 'D5').count()).toBe(0);

    // A refused command shows the server's message and its rule id, and the choices are offered again.
    rewrite = (body) => body.replace(/"supplyHex":"[A-E][1-6]"/, '"supplyHex":"A6"');
    await target(secondTab, 'graf-spee', 'E3').click();
    const refusal = secondTab.getByRole('alert').filter({ hasText: 'Refused:' });
    await refusal.waitFor({ timeout: WAIT });
    expect(await refusal.getByRole('link', { name: /^Rule GS-/ }).count()).toBe(1);
    await target(secondTab, 'graf-spee', 'E3').waitFor({ timeout: WAIT });
    await secondTab.unroute(/\/graphql$/);

    expect(await seriousViolations(german)).toEqual([]);
    expect(await seriousViolations(spectator)).toEqual([]);
  });
});

describe('Graf Spee against the computer', () => {
  let players: Players;
  beforeAll(async () => (players = await launchPlayers()));
  afterAll(async () => players.close());

  it('the lobby seats a computer player in the other seat; it answers the German’s set-up by itself', async () => {
    const german = await players.player();
    await german.goto(webUrl('/en'));
    const card = german.getByRole('article', { name: 'Graf Spee' });
    await card.getByRole('radio', { name: 'German', exact: true }).check();
    await card.getByRole('radio', { name: 'The computer' }).check();
    await card.getByRole('combobox', { name: 'Strength' }).selectOption('random');
    await card.getByRole('button', { name: 'Create the game' }).click();
    await german.waitForURL(/\/en\/games\/[^/#?]+$/, { timeout: WAIT });
    // No invite for a seat the computer holds.
    await german.locator('[data-version]').waitFor({ timeout: WAIT });
    expect(await german.getByRole('button', { name: /^Make an invite link/ }).count()).toBe(0);
    await waitForMyTurn(german);
    for (const hex of ['B2', 'C3', 'D5']) await play(german, 'graf-spee', [hex]);
    // Every status line the page shows from the last set-up click on: the computer's turn may pass in a moment.
    await german.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { statusLines: string[] }).statusLines = seen;
      new MutationObserver(() => seen.push(document.querySelector('[role="status"]')?.textContent ?? '')).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await play(german, 'graf-spee', ['E3']);
    // The British computer splits its pieces, and the turn comes back to the German without anyone clicking.
    await german.getByText(/The British put \d pieces? in the Atlantic box/).waitFor({ timeout: WAIT });
    await german.getByText('Move the Spee: pick the hex she ends in (GS-4.1), or scuttle or exit where the rules allow.').waitFor({ timeout: WAIT });
    // Meanwhile the status said the computer was playing, not that a British player was awaited.
    const lines = await german.evaluate(() => (window as unknown as { statusLines: string[] }).statusLines);
    expect(lines.some((line) => line.includes('The computer is playing the British side…'))).toBe(true);
    expect(lines.some((line) => line.includes('Waiting for the British player.'))).toBe(false);
    await german.goto(webUrl('/en'));
    await german.getByText('British: the computer').first().waitFor({ timeout: WAIT });
  });
});

describe('Graf Spee: a raid previewed before it is sent (GS-7.1, GS-7.3)', () => {
  let players: Players;
  beforeAll(async () => (players = await launchPlayers()));
  afterAll(async () => players.close());

  it('shows the German, beside the raid buttons, the sure points of the icon he is on and that raiding shows his hex; then raids', async () => {
    const client = new WargamesClient({ url: process.env['WEB_E2E_API_URL'] as string });
    const games = client.game('graf-spee');
    const created = await games.create({} as never);
    const germanToken = (await games.claim(created.id, 'german')).token as string;
    const seats = {
      german: games.open(created.id, { token: germanToken, role: 'german' as never }),
      british: games.open(created.id, { token: (await games.claim(created.id, 'british')).token as string, role: 'british' as never }),
    };
    // Through the SDK: the Spee starts in B3 and sails to the C2 icon; the British only end their steps, so she is
    // not found and the German comes to the raid step.
    for (let sent = 0; sent < 20; sent++) {
      const summary = await client.getGame(created.id);
      const role = summary.pending[0] as 'german' | 'british';
      const legal = await seats[role].legal();
      const commands = legal.commands as { type: string; speeHex?: string; path?: string[] }[];
      if (commands.some((command) => command.type === 'raid')) break;
      const pick =
        commands.find((command) => command.type === 'place-spee' && command.speeHex === 'B3') ??
        commands.find((command) => command.type === 'move-spee' && command.path?.at(-1) === 'C2') ??
        commands.find((command) => ['place-supply-ship', 'deploy-british', 'end-movement', 'end-air-search'].includes(command.type));
      await seats[role].submit(pick as never, { expectedVersion: legal.version });
    }
    const page = await players.player();
    await openHeldSeat(page, 'en', { gameId: created.id, gameType: 'graf-spee', role: 'german', token: germanToken });
    const actions = page.getByRole('region', { name: 'Your move' });
    const odds = actions.getByRole('region', { name: 'Odds before you send' });
    await odds.getByText('A transport icon whose sure points are still to be had: 2 points, no die (GS-7.3)').waitFor({ timeout: WAIT });
    expect(await odds.textContent()).toContain('Raiding shows the British that the Spee is in C2 (GS-7.1).');
    expect(await actions.getByRole('button', { name: 'Do not raid' }).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await press(page, 'Raid commerce');
    await page.getByText(/^You raided in C2 on a transport icon: the sure 2 points\. Score 2\./).first().waitFor({ timeout: WAIT });
  });
});

/** Clicks whatever each page offers until the game is over: the German sails into the Atlantic box when he can. */
async function playToTheEnd(german: Page, british: Page): Promise<void> {
  for (let step = 0; step < 60; step++) {
    if (await german.getByRole('heading', { name: 'Game over' }).isVisible()) return;
    const page = (await german.getByText('Your turn', { exact: true }).isVisible()) ? german : (await british.getByText('Your turn', { exact: true }).isVisible()) ? british : null;
    if (!page) {
      await german.waitForTimeout(200);
      continue;
    }
    await clickSomething(page);
  }
  throw new Error('the game did not end within 60 decisions');
}

/** One decision by clicking: the Atlantic box (to exit), else an action button, else the first target on the map. */
async function clickSomething(page: Page): Promise<void> {
  const before = await shownVersion(page);
  const actions = page.getByRole('region', { name: 'Your move' });
  const atlantic = target(page, 'graf-spee', /^Atlantic box/);
  if (await atlantic.isVisible()) {
    await play(page, 'graf-spee', [/^Atlantic box/]);
    return;
  }
  const buttons = actions.getByRole('button');
  const preferred = ['End the air search', 'Raid commerce', 'End the movement'];
  for (const name of preferred) {
    const button = actions.getByRole('button', { name, exact: true });
    if (await button.isVisible()) {
      await button.click();
      await waitForVersionAbove(page, before);
      return;
    }
  }
  const onMap = board(page, 'graf-spee').getByRole('button');
  if ((await onMap.count()) > 0) {
    const name = (await onMap.first().getAttribute('aria-label')) ?? '';
    await play(page, 'graf-spee', [name]);
    return;
  }
  if ((await buttons.count()) > 0) {
    await buttons.first().click();
    await waitForVersionAbove(page, before);
  }
}
