import { webUrl } from './support/browser';
import { createFromLobby, gameStatus, WAIT } from './support/play';
import { launchPlayers, type Players } from './support/players';

describe('an invite link, from the inviter’s side: kept, replaced, and answered when the opponent comes', () => {
  let players: Players;
  beforeAll(async () => (players = await launchPlayers()));
  afterAll(async () => players.close());

  it('shows the same link after a reload, replaces a lost one (the old stops working), and says when the opponent has taken the seat, without a reload', async () => {
    const german = await players.player();
    const gameId = await createFromLobby(german, 'arras', 'German');
    await german.getByRole('button', { name: 'Make an invite link for the Allied seat' }).click();
    const field = german.getByRole('textbox', { name: 'Invite link' });
    const first = await field.inputValue({ timeout: WAIT });
    // The Allies move first (AR-5), and nobody has taken their seat: the status says the German waits for a player to come.
    await gameStatus(german).getByText('Waiting for the Allied player to join: nobody has taken that seat yet.').waitFor({ timeout: WAIT });
    expect(first).toMatch(/#invite=allied\.wgi_/);

    // A reload shows the same link: it is kept in this browser until the seat is taken.
    await german.reload();
    expect(await german.getByRole('textbox', { name: 'Invite link' }).inputValue({ timeout: WAIT })).toBe(first);
    // The lobby tells the seat held for the invite from a seat a player holds.
    const lobby = await players.tab(german);
    await lobby.goto(webUrl('/en'));
    const card = lobby.getByRole('listitem').filter({ hasText: `Arras · game ${gameId.slice(0, 8)}` });
    await card.getByText('Allied: invited, not joined yet · German: taken').waitFor({ timeout: WAIT });
    await lobby.close();

    // In a browser without the link (here, its storage emptied), the page says a link is out and makes a new one.
    await german.evaluate(() => window.localStorage.removeItem('wargames.invites'));
    await german.reload();
    await german.getByText('An invite link to the Allied seat is out, and nobody has opened it yet; this browser does not have it.', { exact: false }).waitFor({ timeout: WAIT });
    await german.getByRole('button', { name: 'Make a new link (this one stops working)' }).click();
    const second = await german.getByRole('textbox', { name: 'Invite link' }).inputValue({ timeout: WAIT });
    expect(second).toMatch(/#invite=allied\.wgi_/);
    expect(second).not.toBe(first);

    // The lost link no longer works: whoever opens it watches, and is told why.
    const stranger = await players.player();
    await stranger.goto(first);
    await stranger.getByText('This invite link no longer works: it has been used, or replaced by a newer one.', { exact: false }).waitFor({ timeout: WAIT });
    await stranger.getByText('You are watching', { exact: false }).first().waitFor({ timeout: WAIT });
    await stranger.close();

    // The new one gives the seat; the German's page, left alone, learns it and drops the link.
    const allied = await players.player();
    await allied.goto(second);
    await allied.getByText('You play the Allied side.').waitFor({ timeout: WAIT });
    // Taking the seat is news for the guest, said as a status, not as an alert.
    await allied.getByRole('status').filter({ hasText: 'You took the Allied seat from an invite.' }).waitFor({ timeout: WAIT });
    expect(await allied.getByRole('alert').filter({ hasText: 'You took the Allied seat' }).count()).toBe(0);
    await german.getByRole('status').filter({ hasText: 'Your opponent has taken the Allied seat.' }).waitFor({ timeout: WAIT });
    await gameStatus(german).getByText('Waiting for the Allied player.', { exact: true }).waitFor({ timeout: WAIT });
    expect(await german.getByRole('textbox', { name: 'Invite link' }).count()).toBe(0);
    expect(await german.evaluate(() => window.localStorage.getItem('wargames.invites'))).toBe('[]');
    await allied.close();
    await german.close();
  });

  it('in Korean, an invite link whose code was cut short is refused in Korean, and the page watches the game', async () => {
    const german = await players.player();
    const gameId = await createFromLobby(german, 'arras', 'German');
    const guest = await players.player();
    await guest.goto(webUrl(`/ko/games/${gameId}#invite=allied.wgi_cut`));
    await guest.getByText('요청의 항목이 빠졌거나 잘못되었습니다.').waitFor({ timeout: WAIT });
    expect(await guest.locator('main').innerText()).not.toMatch(/invite code|base64url/);
    expect((await guest.evaluate(() => window.localStorage.getItem('wargames.seats'))) ?? '').not.toContain(gameId);
    await guest.close();
    await german.close();
  });
});
