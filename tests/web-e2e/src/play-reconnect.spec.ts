import type { Page, WebSocketRoute } from 'playwright-core';
import { createFromLobby, invite, play, press, shownVersion, waitForMyTurn, waitForVersionAbove, WAIT } from './support/play';
import { launchPlayers, type Players } from './support/players';

/**
 * The page's live connection, under the test's control: every WebSocket of the page goes through Playwright, which
 * can drop the open ones (closed as a network failure closes them, not as a normal closure) and refuse new ones.
 */
async function controlledConnection(page: Page): Promise<{ drop(): void; restore(): void }> {
  let online = true;
  const open = new Set<WebSocketRoute>();
  await page.routeWebSocket(/\/graphql$/, (socket) => {
    if (!online) {
      socket.close({ code: 4000, reason: 'offline' });
      return;
    }
    open.add(socket);
    socket.onClose(() => open.delete(socket));
    socket.connectToServer();
  });
  return {
    drop() {
      online = false;
      for (const socket of open) void socket.close({ code: 4000, reason: 'dropped' });
      open.clear();
    },
    restore() {
      online = true;
    },
  };
}

/** Every WebSocket the page opens is refused, as a proxy that does not pass them would: the SDK falls back to SSE. */
async function blockWebSockets(page: Page): Promise<void> {
  await page.routeWebSocket(/.*/, (socket) => socket.close({ code: 4000, reason: 'blocked' }));
}

/** The variables of every GraphQL query named `operation` the page sends. */
function sentVariables(page: Page, operation: string): Record<string, unknown>[] {
  const seen: Record<string, unknown>[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST' || !request.url().endsWith('/graphql')) return;
    const body = request.postDataJSON() as { operationName?: string; query?: string; variables?: Record<string, unknown> } | null;
    if (body && (body.operationName === operation || body.query?.trimStart().startsWith(`query ${operation}(`))) seen.push(body.variables ?? {});
  });
  return seen;
}

/** The page's live state in words, beside the seat (announced politely), when it reads `text`. */
const liveState = (page: Page, text: string) => page.locator('[data-live]').filter({ hasText: new RegExp(`^${text}$`) });

describe("the play page's live connection", () => {
  let players: Players;
  beforeAll(async () => (players = await launchPlayers()));
  afterAll(async () => players.close());

  it('shows "reconnecting" while it is down, then catches up from the last seq: the move made meanwhile appears', async () => {
    const german = await players.player();
    const british = await players.player();
    const connection = await controlledConnection(british);
    await createFromLobby(german, 'graf-spee', 'German');
    await invite(german, british);
    await waitForMyTurn(german);
    for (const hex of ['A1', 'C3', 'D5', 'E3']) await play(german, 'graf-spee', [hex]);
    await waitForMyTurn(british);
    await press(british, 'Atlantic 9, Indian Ocean 0');
    await liveState(british, 'Live').waitFor({ timeout: WAIT });

    // The connection drops: the page says so at once.
    connection.drop();
    await liveState(british, 'Reconnecting…').waitFor({ timeout: WAIT });
    const before = await shownVersion(british);

    // The German moves meanwhile (GS-4.1: the Spee stays on A1); the British log cannot have heard of it yet.
    await waitForMyTurn(german);
    await play(german, 'graf-spee', ['Admiral Graf Spee']);
    const log = british.getByRole('region', { name: 'What happened' });
    expect(await log.getByText('The Spee moved in secret.').count()).toBe(0);

    // Back online: the page connects again, resumes after the last seq it had, and shows the move and its turn.
    connection.restore();
    await log.getByText('The Spee moved in secret.').waitFor({ timeout: WAIT });
    await waitForVersionAbove(british, before);
    await liveState(british, 'Live').waitFor({ timeout: WAIT });
    await waitForMyTurn(british);
  });

  it('follows the game over Server-Sent Events where WebSockets are blocked, reading each position at least at the version its event named', async () => {
    const german = await players.player();
    const british = await players.player();
    await blockWebSockets(british);
    const positions = sentVariables(british, 'Position');
    await createFromLobby(german, 'graf-spee', 'German');
    await invite(german, british);
    await liveState(british, 'Live').waitFor({ timeout: WAIT });

    // The German places the Spee (GS-3.1) and the supply ships (GS-3.2); each event reaches the British page over SSE.
    await waitForMyTurn(german);
    let version = 0;
    for (const hex of ['A1', 'C3', 'D5', 'E3']) version = await play(german, 'graf-spee', [hex]);
    await waitForMyTurn(british);
    expect(await shownVersion(british)).toBe(version);
    await liveState(british, 'Live').waitFor({ timeout: WAIT });

    // The first read knew no version; those after an event named the event's version, and the last one reached it.
    expect(positions[0]?.['atLeastVersion'] ?? null).toBeNull();
    const named = positions.map((variables) => variables['atLeastVersion']).filter((value): value is number => typeof value === 'number');
    expect(named.length).toBeGreaterThan(0);
    expect(named.every((value, index) => index === 0 || value >= named[index - 1]!)).toBe(true);
    expect(Math.max(...named)).toBe(version);
  });
});
