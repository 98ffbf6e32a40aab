import { describe, expect, it } from 'vitest';
import { memberDisplayName } from './display-name';

describe('memberDisplayName', () => {
  const member = { name: 'Ada Lovelace', displayName: 'Former member' };
  it('shows the real name when anonymisation is off', () => {
    expect(memberDisplayName(member, false)).toBe('Ada Lovelace');
  });
  it('shows the anonymised name when it is on', () => {
    expect(memberDisplayName(member, true)).toBe('Former member');
  });
  it('never shows an empty name', () => {
    expect(memberDisplayName({ name: '', displayName: 'Ada' }, false)).toBe('Ada');
  });
});
