import type { StoredEvent } from '@wargames/event-store';
import { COMMAND_ENVELOPE_TYPE } from './command-envelope';
import { commandRows, extendStream, lastRow, streamRows, streamRowsFromCommandAfter, type LoadedStream } from './stream-snapshot';

function row(seq: number, commandId: string | null = `c${seq}`): StoredEvent {
  return { gameId: 'g', seq, position: String(seq), type: 'x', payload: { seq }, actor: 'a', commandId, createdAt: new Date(seq * 1000) };
}

function snapshot(version: number, log: readonly StoredEvent[], commands = new Map<string, StoredEvent[]>()): LoadedStream {
  return { log, version, state: null, verified: true, commands };
}

describe('stream snapshots', () => {
  it('extend the shared log in place, skipping the rows it already holds', () => {
    const log = [row(1), row(2), row(3)];
    // A snapshot at version 2 gets rows 3 and 4 (row 3 was read by another load meanwhile).
    const extended = extendStream(snapshot(2, log), [row(3), row(4)]);
    expect(extended?.log).toBe(log);
    expect(log.map((stored) => stored.seq)).toEqual([1, 2, 3, 4]);
    expect(extended?.commands.get('c4')?.map((stored) => stored.seq)).toEqual([4]);
    expect(extended?.commands.has('c3')).toBe(true);
  });

  it('refuse rows that do not continue the snapshot, or leave a gap', () => {
    const log = [row(1), row(2)];
    expect(extendStream(snapshot(2, log), [row(4)])).toBeUndefined();
    expect(extendStream(snapshot(2, log), [row(3), row(5)])).toBeUndefined();
    expect(extendStream(snapshot(1, log), [row(3)])).toBeUndefined();
    // A log shorter than the snapshot's version cannot be its log.
    expect(extendStream(snapshot(3, log), [row(4)])).toBeUndefined();
    expect(log).toHaveLength(2);
  });

  it('read a snapshot’s rows up to its version, as a copy', () => {
    const log = [row(1), row(2), row(3)];
    const older = snapshot(2, log);
    const rows = streamRows(older);
    expect(rows.map((stored) => stored.seq)).toEqual([1, 2]);
    log.push(row(4));
    expect(rows).toHaveLength(2);
    expect(streamRows(older)).toHaveLength(2);
    expect(lastRow(older)?.seq).toBe(2);
    expect(lastRow(snapshot(0, log))).toBeUndefined();
  });

  it('read a snapshot’s rows from a command on, never past its version, as a copy', () => {
    // Commands of an envelope and one event each: seqs 1–2, 3–4, 5–6; the snapshot holds the first two.
    const envelope = (seq: number): StoredEvent => ({ ...row(seq), type: COMMAND_ENVELOPE_TYPE });
    const log = [envelope(1), row(2), envelope(3), row(4), envelope(5), row(6)];
    const older = snapshot(4, log);
    const recent = streamRowsFromCommandAfter(older, 3);
    expect(recent.map((stored) => stored.seq)).toEqual([3, 4]);
    log.push(envelope(7));
    expect(recent).toHaveLength(2);
    expect(streamRowsFromCommandAfter(older, 2).map((stored) => stored.seq)).toEqual([3, 4]);
    expect(streamRowsFromCommandAfter(older, 1).map((stored) => stored.seq)).toEqual([1, 2, 3, 4]);
    expect(streamRowsFromCommandAfter(older, 4)).toEqual([]);
    expect(streamRowsFromCommandAfter(older, 0)).not.toBe(log);
  });

  it('find a command’s rows only up to the snapshot’s version', () => {
    const log = [row(1, 'a'), row(2, 'a'), row(3, 'a')];
    const commands = new Map([['a', log.slice()]]);
    expect(commandRows(snapshot(2, log, commands), 'a').map((stored) => stored.seq)).toEqual([1, 2]);
    expect(commandRows(snapshot(3, log, commands), 'a').map((stored) => stored.seq)).toEqual([1, 2, 3]);
    expect(commandRows(snapshot(3, log, commands), 'b')).toEqual([]);
  });
});
