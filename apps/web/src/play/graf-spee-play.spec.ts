import { grafSpeePicks } from './graf-spee-play';

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

  it('offers the rest as buttons', () => {
    expect(grafSpeePicks({ type: 'deploy-british', atlantic: 5, indian: 4 })).toEqual([]);
    expect(grafSpeePicks({ type: 'end-movement' })).toEqual([]);
  });
});
