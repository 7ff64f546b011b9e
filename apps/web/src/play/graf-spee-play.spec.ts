import type { GrafSpeeView } from '@wargames/sdk';
import { britishLosses, grafSpeePicks, grafSpeePlacement, grafSpeePreviewed } from './graf-spee-play';

describe('picking Graf Spee commands on the map', () => {
  it('picks the Spee’s move by its last hex or box, and staying by the Spee herself (GS-4.1)', () => {
    expect(grafSpeePicks({ type: 'move-spee', path: ['B2', 'A2'] })).toEqual(['cell:A2']);
    expect(grafSpeePicks({ type: 'move-spee', path: ['A2', 'atlantic'] })).toEqual(['box:atlantic']);
    expect(grafSpeePicks({ type: 'move-spee', path: [] })).toEqual(['counter:spee']);
  });

  it('picks British pieces by their opaque token, then where they go', () => {
    expect(grafSpeePicks({ type: 'move-piece', token: 't1', to: 'B3' })).toEqual(['counter:british-t1', 'cell:B3']);
    expect(grafSpeePicks({ type: 'move-piece', token: 't1', to: 'indian' })).toEqual(['counter:british-t1', 'box:indian']);
    expect(grafSpeePicks({ type: 'air-search', token: 't2', searched: 'C3' })).toEqual(['counter:british-t2', 'cell:C3']);
    expect(grafSpeePicks({ type: 'draw-from-box', box: 'atlantic' })).toEqual(['box:atlantic']);
  });

  it('previews the raid only (GS-7.3)', () => {
    expect(grafSpeePreviewed({ type: 'raid' })).toBe(true);
    expect(grafSpeePreviewed({ type: 'decline-raid' })).toBe(false);
    expect(grafSpeePreviewed({ type: 'end-movement' })).toBe(false);
  });

  it('offers the rest as buttons', () => {
    expect(grafSpeePicks({ type: 'deploy-british', atlantic: 5, indian: 4 })).toEqual([]);
    expect(grafSpeePicks({ type: 'end-movement' })).toEqual([]);
  });
});

describe('placing a Graf Spee view on the map', () => {
  /** A view's fields that the placement reads; the rest of a view does not reach it. */
  const view = (viewer: 'german' | 'british', spee: Partial<GrafSpeeView['spee']>): GrafSpeeView =>
    ({
      viewer,
      spee: { speeHex: null, damaged: false, exitedTo: null, lastKnown: null, ...spee },
      supplyShips: viewer === 'german' ? [{ supplyHex: 'C3', used: false }] : null,
      pieces: [{ token: 't1', at: 'A2', kind: null }],
      boxes: { atlantic: { pieces: 6, drawable: 6 }, indian: { pieces: 2, drawable: 2 } },
    }) as unknown as GrafSpeeView;

  it('puts the Spee on her hex for the German, and only her last known hex for the British', () => {
    expect(grafSpeePlacement(view('german', { speeHex: 'B2' })).spee).toEqual({ at: 'B2', damaged: false });
    const british = grafSpeePlacement(view('british', { lastKnown: { speeHex: 'B5', turn: 2, reason: 'raid' } as never }));
    expect(british.spee).toBeNull();
    expect(british.lastKnownSpee).toEqual({ hex: 'B5' });
  });

  it('puts a Spee that left the map in the box she left into, for either seat, and no last known hex (GS-4.5)', () => {
    const german = grafSpeePlacement(view('german', { speeHex: 'A1', exitedTo: 'atlantic', damaged: true }));
    expect(german.spee).toEqual({ at: 'atlantic', damaged: true });
    expect(german.lastKnownSpee).toBeNull();
    const british = grafSpeePlacement(view('british', { exitedTo: 'indian', lastKnown: { speeHex: 'B5', turn: 2, reason: 'raid' } as never }));
    expect(british.spee).toEqual({ at: 'indian', damaged: false });
    expect(british.lastKnownSpee).toBeNull();
  });
});

describe('the British losses a Graf Spee view tells', () => {
  const withLosses = (sunk: number, damaged: number, dummiesRemoved: number) => ({ british: { losses: { sunk, damaged, dummiesRemoved } } }) as unknown as GrafSpeeView;

  it('are nothing to tell until a piece is damaged, sunk or found a dummy (GS-5.7, GS-6.4)', () => {
    expect(britishLosses(withLosses(0, 0, 0))).toBeNull();
    expect(britishLosses(withLosses(0, 0, 1))).toEqual({ sunk: 0, damaged: 0, dummies: 1 });
    expect(britishLosses(withLosses(1, 2, 0))).toEqual({ sunk: 1, damaged: 2, dummies: 0 });
  });
});
