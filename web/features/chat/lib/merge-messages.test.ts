import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../types';
import { deliveryStatus, isUnreadForMe } from './delivery';
import { catchUpAfter, type ListedMessage, lastSeq, mergeMessages } from './merge-messages';

const message = (seq: number, overrides: Partial<ListedMessage> = {}): ListedMessage => ({
  id: `m${seq}`,
  chat_id: 'member/abc',
  seq,
  client_id: null,
  text: `text ${seq}`,
  from: { id: 'other', name: 'Other', deleted: false, is_external: false, image_id: null },
  created_at: new Date(Date.UTC(2026, 10, 22, 10, seq % 1000)).toISOString(),
  updated_at: new Date(Date.UTC(2026, 10, 22, 10, seq % 1000)).toISOString(),
  deleted_at: null,
  quoted_message: null,
  files: [],
  images: [],
  link_attachments: [],
  link_preview: null,
  can: { update: false, destroy: false, start_private_chat: false },
  ...overrides,
});

describe('merging messages', () => {
  it('orders by seq and drops duplicates', () => {
    const merged = mergeMessages([message(1), message(3)], [message(2), message(3), message(4)]);
    expect(merged.map((m) => m.seq)).toEqual([1, 2, 3, 4]);
  });

  it('keeps the newer version of an edited or deleted message', () => {
    const edited = message(2, { text: 'edited', updated_at: '2026-11-22T11:00:00.000Z' });
    expect(mergeMessages([edited], [message(2)])[0]?.text).toBe('edited');
    const deleted = message(2, { text: '', deleted_at: '2026-11-22T11:30:00.000Z' });
    expect(mergeMessages([edited], [deleted])[0]?.deleted_at).toBe('2026-11-22T11:30:00.000Z');
  });

  it('replaces my pending message with the stored one of the same client id', () => {
    const pending = message(Number.MAX_SAFE_INTEGER, { id: 'pending-c1', client_id: 'c1', pending: true });
    const stored = message(5, { client_id: 'c1' });
    const merged = mergeMessages([message(4), pending], [stored]);
    expect(merged.map((m) => m.id)).toEqual(['m4', 'm5']);
  });

  it('keeps pending messages last', () => {
    const pending = message(Number.MAX_SAFE_INTEGER, { id: 'pending-c2', client_id: 'c2', pending: true });
    expect(mergeMessages([pending], [message(7)]).map((m) => m.id)).toEqual(['m7', 'pending-c2']);
    expect(lastSeq([message(7), pending])).toBe(7);
  });
});

describe('delivery', () => {
  const partner = { last_received_id: 'm3', last_received_seq: 3, last_read_id: 'm2', last_read_seq: 2 };
  const mine = (seq: number): Pick<ChatMessage, 'seq'> & { pending?: boolean } => ({ seq });

  it('goes pushed, persisted, received, read', () => {
    expect(deliveryStatus({ ...mine(9), pending: true }, partner)).toBe('pushed');
    expect(deliveryStatus(mine(4), partner)).toBe('persisted');
    expect(deliveryStatus(mine(3), partner)).toBe('received');
    expect(deliveryStatus(mine(2), partner)).toBe('read');
  });

  it('stays persisted in group chats', () => {
    expect(deliveryStatus(mine(1), null)).toBe('persisted');
  });

  it('highlights messages of others after my last read one', () => {
    expect(isUnreadForMe({ seq: 5, mine: false }, 4)).toBe(true);
    expect(isUnreadForMe({ seq: 4, mine: false }, 4)).toBe(false);
    expect(isUnreadForMe({ seq: 5, mine: true }, 4)).toBe(false);
  });
});

describe('where a catch-up continues', () => {
  it('is just before the first gap among the confirmed messages, or the newest without one', () => {
    expect(catchUpAfter([])).toBe(0);
    expect(catchUpAfter([message(3), message(4), message(5)])).toBe(5);
    expect(catchUpAfter([message(3), message(4), message(7), message(9)])).toBe(4);
    // My pending message (seq unknown yet) is no gap.
    expect(catchUpAfter([message(3), message(4), message(99, { pending: true })])).toBe(4);
  });
});
