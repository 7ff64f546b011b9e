import { createRegistry, withVictoryClaim } from '@wargames/engine';
import { gameServices } from '../testing/game-services';
import { hideAndSeek } from '../testing/hide-and-seek-game';

const CLAIM = { type: 'claim-victory' };
const registry = createRegistry([withVictoryClaim(hideAndSeek, { hider: 'Hider', seeker: 'Seeker' })]);
// The in-memory store stamps its writes on a clock of its own, from 1 January 2026: the service's clock is set before
// every write there (nothing has waited yet) or long after (every wait is over).
const BEFORE = Date.parse('2025-12-31T00:00:00Z');
const AFTER = Date.parse('2027-01-01T00:00:00Z');

describe('VictoryClaims: the seeker may claim the win once the hider, to move, has not moved for WARGAMES_CLAIM_AFTER_MS', () => {
  let now = BEFORE;
  const pastTheWait = () => {
    now = AFTER;
  };
  beforeEach(() => {
    now = BEFORE;
  });
  const services = () => gameServices({ registry, env: { WARGAMES_CLAIM_AFTER_MS: '100' }, clock: () => now });

  it('given a person at the hider\'s seat, when the wait is over, then the claim is offered and ends the game', async () => {
    const { reads, commands, seatedGame } = services();
    const { seeker, hider } = await seatedGame();
    expect((await reads.legalCommands(seeker)).anytime).toEqual([]);
    // The time is told before it comes (100 ms after the game's creation), and never to the side to move.
    expect((await reads.legalCommands(seeker)).claimableAt).toMatch(/^2026-01-01T00:00:0\d\.100Z$/);
    expect((await reads.legalCommands(hider)).claimableAt).toBeNull();
    await expect(commands.submit(seeker, { commandId: 'early', command: CLAIM })).rejects.toMatchObject({ code: 'ERR_OPPONENT_NOT_IDLE', rule: 'claim-victory' });
    pastTheWait();
    expect((await reads.legalCommands(seeker)).anytime).toEqual([CLAIM]);
    // The side to move never may: its own move is what the game waits for.
    expect((await reads.legalCommands(hider)).anytime).toEqual([]);
    await expect(commands.submit(hider, { commandId: 'hider-claim', command: CLAIM })).rejects.toMatchObject({ code: 'ERR_OPPONENT_NOT_IDLE' });
    const claimed = await commands.submit(seeker, { commandId: 'claim', command: CLAIM });
    expect(claimed.view.outcome).toMatchObject({ winner: 'seeker', reason: 'victory-claimed', rule: 'claim-victory' });
  });

  it('given the computer at the hider\'s seat, then the claim is never offered nor accepted, however long the game waits', async () => {
    const { lobby, reads, commands, botSeats } = services();
    const game = await lobby.createGame('hide-and-seek', { rounds: 2 });
    // The computer's seat, as a game made with a bot has it (not woken here: it stays to move).
    await botSeats.seat(game.id, { hider: 'random' });
    const seeker = await lobby.callerFor(game.id, (await lobby.claimSeat(game.id, 'seeker')).token);
    pastTheWait();
    expect(await reads.legalCommands(seeker)).toMatchObject({ anytime: [], claimableAt: null });
    await expect(commands.submit(seeker, { commandId: 'claim', command: CLAIM })).rejects.toMatchObject({ code: 'ERR_OPPONENT_NOT_IDLE' });
  });

  it('names the wait in hours in its refusal with the default of three days', async () => {
    const { reads, commands, seatedGame } = gameServices({ registry, clock: () => now });
    const { seeker } = await seatedGame();
    expect((await reads.legalCommands(seeker)).anytime).toEqual([]);
    await expect(commands.submit(seeker, { commandId: 'claim', command: CLAIM })).rejects.toThrow(/waited 72 hours for the other side's move/);
  });
});
