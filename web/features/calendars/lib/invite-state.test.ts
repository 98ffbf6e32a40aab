import { describe, expect, it } from 'vitest';
import { inviteDisplay } from './invite-state';

describe('invite against its own state', () => {
  it('an open invite with open (or invited) status shows the answer buttons', () => {
    expect(inviteDisplay('open', 'open', false)).toEqual({ kind: 'answer' });
    expect(inviteDisplay('open', 'invited', false)).toEqual({ kind: 'answer' });
  });

  it('accepted, declined and obsolete show a result only when the status equals the state', () => {
    expect(inviteDisplay('accepted', 'accepted', false)).toEqual({ kind: 'result', status: 'accepted' });
    expect(inviteDisplay('accepted', 'declined', false)).toEqual({ kind: 'none' });
    expect(inviteDisplay('declined', 'declined', false)).toEqual({ kind: 'result', status: 'declined' });
    expect(inviteDisplay('obsolete', 'accepted', false)).toEqual({ kind: 'none' });
  });

  it('an expired open invite offers answers only with retroactive opting', () => {
    expect(inviteDisplay('expired', 'open', true)).toEqual({ kind: 'answer' });
    expect(inviteDisplay('expired', 'open', false)).toEqual({ kind: 'none' });
    expect(inviteDisplay('expired', 'accepted', true)).toEqual({ kind: 'none' });
  });
});
