import { memoryStorage } from '../../test/memory-storage';
import { forgetInvites, inviteFor, INVITES_KEY, saveInvite } from './invite-store';

describe('invite store', () => {
  it('keeps the newest invite made for each seat until the game’s invites are forgotten', () => {
    const storage = memoryStorage();
    saveInvite(storage, { gameId: 'g1', role: 'german', code: 'wgi_old' });
    saveInvite(storage, { gameId: 'g1', role: 'german', code: 'wgi_new' });
    saveInvite(storage, { gameId: 'g2', role: 'allied', code: 'wgi_other' });
    expect(inviteFor(storage, 'g1', 'german')).toBe('wgi_new');
    expect(inviteFor(storage, 'g1', 'british')).toBeUndefined();
    forgetInvites(storage, 'g1');
    expect(inviteFor(storage, 'g1', 'german')).toBeUndefined();
    expect(inviteFor(storage, 'g2', 'allied')).toBe('wgi_other');
  });

  it('ignores what it cannot read', () => {
    expect(inviteFor(memoryStorage({ [INVITES_KEY]: 'not json' }), 'g1', 'german')).toBeUndefined();
    expect(inviteFor(memoryStorage({ [INVITES_KEY]: JSON.stringify([{ gameId: 'g1', role: 'german' }, 7]) }), 'g1', 'german')).toBeUndefined();
  });
});
