import { gameCardLines } from './game-card-lines';

const CREATED = '2026-12-05T10:00:00.000Z';
const ENDED = '2026-12-05T11:30:00.000Z';

const seats = [
  { role: 'german', claimed: true, bot: null },
  { role: 'british', claimed: false, bot: null },
];

describe('gameCardLines', () => {
  it('names the seats of a running game by who may still sit', () => {
    expect(gameCardLines({ status: 'active', imported: false, seats, createdAt: CREATED, endedAt: null })).toEqual({
      when: 'created',
      at: CREATED,
      seats: [
        { role: 'german', word: 'seatTaken' },
        { role: 'british', word: 'seatFree' },
      ],
    });
  });

  it('names the seats of a finished game by who played it, never as free to take', () => {
    const lines = gameCardLines({ status: 'ended', imported: false, seats: [...seats, { role: 'allied', claimed: true, bot: 'search' }], createdAt: CREATED, endedAt: ENDED });
    expect(lines.seats).toEqual([
      { role: 'german', word: 'seatPlayed' },
      { role: 'british', word: 'seatEmpty' },
      { role: 'allied', word: 'seatBot' },
    ]);
  });

  it('dates a finished game by its end, as the finished list is ordered, and one under way by its start', () => {
    expect(gameCardLines({ status: 'ended', imported: false, seats, createdAt: CREATED, endedAt: ENDED })).toMatchObject({ when: 'endedOn', at: ENDED });
    expect(gameCardLines({ status: 'active', imported: false, seats, createdAt: CREATED, endedAt: null })).toMatchObject({ when: 'created', at: CREATED });
  });

  it('gives an imported game no seats and its import time instead of a start or an end', () => {
    expect(gameCardLines({ status: 'ended', imported: true, seats: [{ role: 'german', claimed: false, bot: null }], createdAt: CREATED, endedAt: CREATED })).toEqual({
      when: 'importedOn',
      at: CREATED,
      seats: null,
    });
  });
});
