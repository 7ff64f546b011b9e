import fc from 'fast-check';
import type { StoredEvent } from '@wargames/event-store';
import { envelopeEvent } from './command-envelope';
import { actorsBySeq, commandSteps, gameEvents, rowsFromCommandAfter } from './command-steps';

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

  it('reads the rows after any seq from their command on, as the whole stream reads them', () => {
    // A stream of commands of 0–3 events each, some without an envelope (stored before envelopes existed); the rows of
    // an enveloped command name another actor, as an imported game's do, so only its envelope says who made it.
    const command = fc.record({ actor: fc.constantFrom('hider', 'seeker'), enveloped: fc.boolean(), events: fc.integer({ min: 0, max: 3 }) });
    fc.assert(
      fc.property(fc.array(command, { maxLength: 12 }), fc.nat(40), fc.nat(40), (commands, afterSeq, cut) => {
        const stream: StoredEvent[] = [];
        commands.forEach((c, i) => {
          const id = `c${i}`;
          if (c.enveloped) stream.push(row(stream.length + 1, id, c.actor, envelopeEvent(c.actor, id, { type: 'x' }, [])));
          for (let e = 0; e < c.events; e++) stream.push(row(stream.length + 1, id, c.enveloped ? 'import' : c.actor, { type: 'moved', payload: { type: 'moved' } }));
        });
        // The first `end` rows only, as a snapshot reads a log that later appends have made longer.
        const end = Math.min(cut, stream.length);
        const upToEnd = stream.slice(0, end);
        const recent = rowsFromCommandAfter(stream, afterSeq, end);
        const whole = actorsBySeq(upToEnd);
        const partial = actorsBySeq(recent);
        expect(recent.filter((r) => r.seq > afterSeq)).toEqual(upToEnd.filter((r) => r.seq > afterSeq));
        expect(recent.every((r) => r.seq <= end)).toBe(true);
        for (const r of gameEvents(upToEnd)) if (r.seq > afterSeq) expect(partial.get(r.seq)).toBe(whole.get(r.seq));
      }),
    );
  });

  it("starts a long stream's recent rows at the envelope of the command in progress, not at the first row", () => {
    expect(rowsFromCommandAfter(rows, 4).map((r) => r.seq)).toEqual([3, 4, 5]);
    expect(rowsFromCommandAfter(rows, 5)).toEqual([]);
    expect(rowsFromCommandAfter(rows, 0)).toBe(rows);
  });
});
