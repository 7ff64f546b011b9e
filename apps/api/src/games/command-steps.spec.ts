import type { StoredEvent } from '@wargames/event-store';
import { envelopeEvent } from './command-envelope';
import { actorsBySeq, commandSteps, gameEvents } from './command-steps';

function row(seq: number, commandId: string, actor: string, event: { type: string; payload: unknown }): StoredEvent {
  return { gameId: 'g', seq, position: String(seq), type: event.type, payload: event.payload as never, actor, commandId, createdAt: new Date(0) };
}

describe('command steps', () => {
  const rows = [
    row(1, 'a', 'hider', envelopeEvent('hider', 'a', { type: 'hide', cell: 1 }, [[6, 2]])),
    row(2, 'a', 'hider', { type: 'hidden', payload: { type: 'hidden' } }),
    row(3, 'b', 'seeker', envelopeEvent('seeker', 'b', { type: 'seek', cell: 1 }, [])),
    row(4, 'b', 'seeker', { type: 'sought', payload: { type: 'sought' } }),
    row(5, 'b', 'seeker', { type: 'round-ended', payload: { type: 'round-ended' } }),
  ];

  it('groups a stream into commands, each starting at its envelope', () => {
    expect(commandSteps(rows).map((step) => [step.commandId, step.actor, step.events.map((event) => event.seq), step.lastSeq])).toEqual([
      ['a', 'hider', [2], 2],
      ['b', 'seeker', [4, 5], 5],
    ]);
  });

  it('takes the command id and actor from the envelope (an imported game is one append)', () => {
    const imported = rows.map((r) => ({ ...r, commandId: 'import', actor: 'import' }));
    expect(commandSteps(imported).map((step) => [step.commandId, step.actor])).toEqual([['a', 'hider'], ['b', 'seeker']]);
    expect(actorsBySeq(imported).get(5)).toBe('seeker');
  });

  it('gives the game events only, never an envelope', () => {
    expect(gameEvents(rows).map((event) => event.seq)).toEqual([2, 4, 5]);
    expect(gameEvents(rows, 4).map((event) => event.seq)).toEqual([2, 4]);
  });
});
