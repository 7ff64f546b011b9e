import { buttonCommands, pickState, type Pickable } from './command-picks';

const options: Pickable<string>[] = [
  { command: 'move 4RTR to 0503', picks: ['counter:4RTR', 'cell:0503'] },
  { command: 'move 4RTR to 0504 by road', picks: ['counter:4RTR', 'cell:0504'] },
  { command: 'move 4RTR to 0504 across', picks: ['counter:4RTR', 'cell:0504'] },
  { command: 'move 7RTR to 0603', picks: ['counter:7RTR', 'cell:0603'] },
  { command: 'end phase', picks: [] },
];

describe('picking legal commands on the map', () => {
  it('offers the first pick of every command at the start, and buttons for the rest', () => {
    const state = pickState(options, []);
    expect(state.targets).toEqual(['counter:4RTR', 'counter:7RTR']);
    expect(state.complete).toEqual([]);
    expect(buttonCommands(options)).toEqual(['end phase']);
  });

  it('narrows to what the clicks so far name next', () => {
    expect(pickState(options, ['counter:4RTR']).targets).toEqual(['cell:0503', 'cell:0504']);
    expect(pickState(options, ['counter:4RTR', 'cell:0503']).complete).toEqual(['move 4RTR to 0503']);
  });

  it('leaves a choice when several commands share every pick', () => {
    const state = pickState(options, ['counter:4RTR', 'cell:0504']);
    expect(state.complete).toEqual(['move 4RTR to 0504 by road', 'move 4RTR to 0504 across']);
    expect(state.targets).toEqual([]);
  });

  it('offers nothing for a pick no command names', () => {
    const state = pickState(options, ['counter:6DLI']);
    expect(state.targets).toEqual([]);
    expect(state.complete).toEqual([]);
  });
});
