import { inviteMarker, newInviteCode } from '../auth/seat-invite';
import { botSeatMarker } from '../bots/bot-seat-marker';
import { InMemoryEventStore } from '../testing/in-memory-event-store';
import { AwaitedSeats } from './awaited-seats';

const ROLES = ['german', 'british'];

describe('AwaitedSeats: the seats a game still waits for, which decide whether it may be called off', () => {
  it('given one seat held, then the other waits; an invite nobody accepted waits too; a held seat, a computer\'s included, does not', async () => {
    const store = new InMemoryEventStore();
    await store.createGame({ id: 'g1', gameType: 'graf-spee', options: {} });
    const seats = new AwaitedSeats(store);
    const awaited = async (gameId: string, roles: readonly string[], role: string) => (await seats.othersAwaited(gameId, roles, role)).awaited;
    expect(await awaited('g1', ROLES, 'german')).toEqual(['british']);
    await store.claimSeat('g1', 'german', 'a'.repeat(64));
    // The seats read come with the answer, for the call-off's append to check again.
    expect(await seats.othersAwaited('g1', ROLES, 'german')).toEqual({ awaited: ['british'], seats: [{ role: 'german', tokenHash: 'a'.repeat(64) }] });
    const code = newInviteCode();
    await store.claimSeat('g1', 'british', inviteMarker(code));
    expect(await awaited('g1', ROLES, 'german')).toEqual(['british']);
    expect(await awaited('g1', ROLES, 'british')).toEqual([]);
    await store.renewSeat('g1', 'british', inviteMarker(code), 'b'.repeat(64));
    expect(await awaited('g1', ROLES, 'german')).toEqual([]);

    await store.createGame({ id: 'g2', gameType: 'arras', options: {} });
    await store.claimSeat('g2', 'german', botSeatMarker('g2', 'german', 'random'));
    await store.claimSeat('g2', 'allied', 'c'.repeat(64));
    expect(await awaited('g2', ['german', 'allied'], 'allied')).toEqual([]);
  });

  it('remembers a game whose every seat is held, and reads the seats again while one waits', async () => {
    const store = new InMemoryEventStore();
    await store.createGame({ id: 'g1', gameType: 'graf-spee', options: {} });
    const listSeats = jest.spyOn(store, 'listSeats');
    const seats = new AwaitedSeats(store);
    await seats.othersAwaited('g1', ROLES, 'german');
    await seats.othersAwaited('g1', ROLES, 'german');
    expect(listSeats).toHaveBeenCalledTimes(2);
    await store.claimSeat('g1', 'german', 'a'.repeat(64));
    await store.claimSeat('g1', 'british', 'b'.repeat(64));
    await seats.othersAwaited('g1', ROLES, 'german');
    await seats.othersAwaited('g1', ROLES, 'british');
    expect(listSeats).toHaveBeenCalledTimes(3);
  });
});
