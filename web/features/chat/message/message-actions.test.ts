import { describe, expect, it } from 'vitest';
import { canStartPrivateChat } from './message-actions';

const author = { id: 'a', deleted: false, is_external: false };

describe('starting a private chat from a message (part 1 section 6)', () => {
  it('is offered for another internal member in a group chat', () => {
    expect(canStartPrivateChat({ from: author }, 'group', 'me')).toBe(true);
  });

  it('is not offered for external members, deleted authors, own messages or in member chats', () => {
    expect(canStartPrivateChat({ from: { ...author, is_external: true } }, 'group', 'me')).toBe(false);
    expect(canStartPrivateChat({ from: { ...author, deleted: true } }, 'group', 'me')).toBe(false);
    expect(canStartPrivateChat({ from: author }, 'group', 'a')).toBe(false);
    expect(canStartPrivateChat({ from: author }, 'member', 'me')).toBe(false);
  });
});
