import { gameCardLines } from './game-card-lines';

const CREATED = '2026-12-05T10:00:00.000Z';
const ENDED = '2026-12-05T11:30:00.000Z';
const MOVED = '2026-12-05T11:00:00.000Z';

const seats = [
  { role: 'german', claimed: true, invited: false, bot: null },
  { role: 'british', claimed: false, invited: false, bot: null },
];

describe('gameCardLines', () => {
  it('names the seats of a running game by who may still sit', () => {
    expect(gameCardLines({ status: 'active', imported: false, seats, createdAt: CREATED, endedAt: null, lastMoveAt: MOVED })).toEqual({
      when: 'created',
      at: CREATED,
      seats: [
        { role: 'german', word: 'seatTaken' },
        { role: 'british', word: 'seatFree' },
      ],
      lastMoveAt: MOVED,
    });
  });

  it('names the seats of a finished game by who played it, never as free to take', () => {
    const lines = gameCardLines({ status: 'ended', imported: false, seats: [...seats, { role: 'allied', claimed: true, invited: false, bot: 'search' }], createdAt: CREATED, endedAt: ENDED, lastMoveAt: ENDED });
    expect(lines.seats).toEqual([
      { role: 'german', word: 'seatPlayed' },
      { role: 'british', word: 'seatEmpty' },
      { role: 'allied', word: 'seatBot' },
    ]);
  });

  it('names a seat held for an invite nobody has accepted as invited while the game runs, and as nobody\'s after the end', () => {
    const invited = [{ role: 'german', claimed: true, invited: false, bot: null }, { role: 'british', claimed: true, invited: true, bot: null }];
    expect(gameCardLines({ status: 'active', imported: false, seats: invited, createdAt: CREATED, endedAt: null, lastMoveAt: MOVED }).seats).toEqual([
      { role: 'german', word: 'seatTaken' },
      { role: 'british', word: 'seatInvited' },
    ]);
    expect(gameCardLines({ status: 'ended', imported: false, seats: invited, createdAt: CREATED, endedAt: ENDED, lastMoveAt: ENDED }).seats).toEqual([
      { role: 'german', word: 'seatPlayed' },
      { role: 'british', word: 'seatEmpty' },
    ]);
  });

  it('dates a finished game by its end, as the finished list is ordered, and one under way by its start', () => {
    expect(gameCardLines({ status: 'ended', imported: false, seats, createdAt: CREATED, endedAt: ENDED, lastMoveAt: ENDED })).toMatchObject({ when: 'endedOn', at: ENDED });
    expect(gameCardLines({ status: 'active', imported: false, seats, createdAt: CREATED, endedAt: null, lastMoveAt: MOVED })).toMatchObject({ when: 'created', at: CREATED });
  });

  it('gives an imported game no seats and its import time instead of a start or an end', () => {
    expect(gameCardLines({ status: 'ended', imported: true, seats: [{ role: 'german', claimed: false, invited: false, bot: null }], createdAt: CREATED, endedAt: CREATED, lastMoveAt: CREATED })).toEqual({
      when: 'importedOn',
      at: CREATED,
      seats: null,
      lastMoveAt: null,
    });
  });

  it('tells how long a game under way has waited only once it has a move, and never for a finished one', () => {
    expect(gameCardLines({ status: 'active', imported: false, seats, createdAt: CREATED, endedAt: null, lastMoveAt: null }).lastMoveAt).toBeNull();
    expect(gameCardLines({ status: 'ended', imported: false, seats, createdAt: CREATED, endedAt: ENDED, lastMoveAt: ENDED }).lastMoveAt).toBeNull();
  });
});
