import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SeatStore, seatFilePath } from './seat-store';

describe('the seat store', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'seats-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('lives in WARGAMES_CONFIG_DIR, else XDG_CONFIG_HOME/wargames, else ~/.config/wargames', () => {
    expect(seatFilePath({ WARGAMES_CONFIG_DIR: '/a' })).toBe('/a/seats.json');
    expect(seatFilePath({ XDG_CONFIG_HOME: '/b' })).toBe('/b/wargames/seats.json');
    expect(seatFilePath({})).toMatch(/\.config\/wargames\/seats\.json$/);
  });

  it('keeps one token per server, game and seat, in a file only the user may read', () => {
    const store = new SeatStore(join(dir, 'nested', 'seats.json'));
    store.save({ url: 'http://a', gameId: 'g1', gameType: 'arras', role: 'allied', token: 't1' });
    store.save({ url: 'http://a', gameId: 'g1', gameType: 'arras', role: 'german', token: 't2' });
    store.save({ url: 'http://a', gameId: 'g1', gameType: 'arras', role: 'allied', token: 't3' });
    expect(store.find('http://a', 'g1', 'allied')?.token).toBe('t3');
    expect(store.find('http://a', 'g1', 'german')?.token).toBe('t2');
    expect(store.find('http://b', 'g1', 'german')).toBeUndefined();
    expect(store.all()).toHaveLength(2);
    expect(statSync(store.path).mode & 0o777).toBe(0o600);
  });
});
