import { gameCardLines } from './game-card-lines';

const seats = [
  { role: 'german', claimed: true, bot: null },
  { role: 'british', claimed: false, bot: null },
];

describe('gameCardLines', () => {
  it('names the seats of a running game by who may still sit', () => {
    expect(gameCardLines({ status: 'active', imported: false, seats })).toEqual({
      when: 'created',
      seats: [
        { role: 'german', word: 'seatTaken' },
        { role: 'british', word: 'seatFree' },
      ],
    });
  });

  it('names the seats of a finished game by who played it, never as free to take', () => {
    const lines = gameCardLines({ status: 'ended', imported: false, seats: [...seats, { role: 'allied', claimed: true, bot: 'search' }] });
    expect(lines.seats).toEqual([
      { role: 'german', word: 'seatPlayed' },
      { role: 'british', word: 'seatEmpty' },
      { role: 'allied', word: 'seatBot' },
    ]);
  });

  it('gives an imported game no seats and its import time instead of a start', () => {
    expect(gameCardLines({ status: 'ended', imported: true, seats: [{ role: 'german', claimed: false, bot: null }] })).toEqual({ when: 'importedOn', seats: null });
  });
});
