import { webUrl } from './support/browser';
import { createFromLobby, WAIT } from './support/play';
import { launchPlayers, type Players } from './support/players';

describe('an invite link, from the inviter’s side: kept, replaced, and answered when the opponent comes', () => {
  let players: Players;
  beforeAll(async () => (players = await launchPlayers()));
  afterAll(async () => players.close());

  it('shows the same link after a reload, replaces a lost one (the old stops working), and says when the opponent has taken the seat, without a reload', async () => {
    const german = await players.player();
    const gameId = await createFromLobby(german, 'graf-spee', 'German');
    await german.getByRole('button', { name: 'Make an invite link for the British seat' }).click();
    const field = german.getByRole('textbox', { name: 'Invite link' });
    const first = await field.inputValue({ timeout: WAIT });
    expect(first).toMatch(/#invite=british\.wgi_/);

    // A reload shows the same link: it is kept in this browser until the seat is taken.
    await german.reload();
    expect(await german.getByRole('textbox', { name: 'Invite link' }).inputValue({ timeout: WAIT })).toBe(first);
    // The lobby tells the seat held for the invite from a seat a player holds.
    const lobby = await players.tab(german);
    await lobby.goto(webUrl('/en'));
    const card = lobby.getByRole('listitem').filter({ hasText: `Graf Spee · game ${gameId.slice(0, 8)}` });
    await card.getByText('German: taken · British: invited, not joined yet').waitFor({ timeout: WAIT });
    await lobby.close();

    // In a browser without the link (here, its storage emptied), the page says a link is out and makes a new one.
    await german.evaluate(() => window.localStorage.removeItem('wargames.invites'));
    await german.reload();
    await german.getByText('An invite link to the British seat is out, and nobody has opened it yet; this browser does not have it.', { exact: false }).waitFor({ timeout: WAIT });
    await german.getByRole('button', { name: 'Make a new link (this one stops working)' }).click();
    const second = await german.getByRole('textbox', { name: 'Invite link' }).inputValue({ timeout: WAIT });
    expect(second).toMatch(/#invite=british\.wgi_/);
    expect(second).not.toBe(first);

    // The lost link no longer works: whoever opens it watches, and is told why.
    const stranger = await players.player();
    await stranger.goto(first);
    await stranger.getByText('This invite link no longer works: it has been used, or replaced by a newer one.', { exact: false }).waitFor({ timeout: WAIT });
    await stranger.getByText('You are watching', { exact: false }).first().waitFor({ timeout: WAIT });
    await stranger.close();

    // The new one gives the seat; the German's page, left alone, learns it and drops the link.
    const british = await players.player();
    await british.goto(second);
    await british.getByText('You play the British side.').waitFor({ timeout: WAIT });
    // Taking the seat is news for the guest, said as a status, not as an alert.
    await british.getByRole('status').filter({ hasText: 'You took the British seat from an invite.' }).waitFor({ timeout: WAIT });
    expect(await british.getByRole('alert').filter({ hasText: 'You took the British seat' }).count()).toBe(0);
    await german.getByRole('status').filter({ hasText: 'Your opponent has taken the British seat.' }).waitFor({ timeout: WAIT });
    expect(await german.getByRole('textbox', { name: 'Invite link' }).count()).toBe(0);
    expect(await german.evaluate(() => window.localStorage.getItem('wargames.invites'))).toBe('[]');
    await british.close();
    await german.close();
  });
});
