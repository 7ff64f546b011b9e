import { rematchBots, rematchSides } from './rematch';

describe('a new game like a finished one', () => {
  const people = [
    { role: 'german', bot: null },
    { role: 'british', bot: null },
  ];
  const computerBritish = [
    { role: 'german', bot: null },
    { role: 'british', bot: 'search' },
  ];

  it('leaves every seat to people when people played', () => {
    expect(rematchBots(people, 'german')).toEqual({});
    expect(rematchBots(people, 'british')).toEqual({});
  });

  it('gives the computer, at its level, the seat this browser does not take, on either side', () => {
    expect(rematchBots(computerBritish, 'german')).toEqual({ british: 'search' });
    expect(rematchBots(computerBritish, 'british')).toEqual({ german: 'search' });
  });

  it('offers the side played first, then the other', () => {
    expect(rematchSides(computerBritish, 'british')).toEqual(['british', 'german']);
    expect(rematchSides([{ role: 'allied', bot: null }, { role: 'german', bot: 'random' }], 'allied')).toEqual(['allied', 'german']);
  });
});
