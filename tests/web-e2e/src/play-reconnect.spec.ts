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

/** The page's live state in words, beside the seat (announced politely), when it reads `text`. */
const liveState = (page: Page, text: string) => page.locator('[data-live]').filter({ hasText: new RegExp(`^${text}$`) });

describe('a dropped live connection', () => {
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
});
