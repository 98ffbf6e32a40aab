import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DRAFT_THROTTLE_MS, readDraft, throttle, writeDraft } from './drafts';

describe('drafts', () => {
  beforeEach(() => localStorage.clear());

  it('keeps a draft per chat and forgets an empty one', () => {
    writeDraft('member/a', { text: 'hello', quoteId: null });
    writeDraft('group/b', { text: 'other', quoteId: 'q1' });
    expect(readDraft('member/a')).toEqual({ text: 'hello', quoteId: null });
    expect(readDraft('group/b')).toEqual({ text: 'other', quoteId: 'q1' });
    writeDraft('member/a', { text: '', quoteId: null });
    expect(readDraft('member/a')).toEqual({ text: '', quoteId: null });
    expect(localStorage.length).toBe(1);
  });

  it('survives garbage in storage', () => {
    localStorage.setItem('chat.draft.member/x', '{not json');
    expect(readDraft('member/x')).toEqual({ text: '', quoteId: null });
  });
});

describe('throttle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('writes at most once a second with the latest value, and flushes on leave', () => {
    const write = vi.fn();
    const save = throttle(write, DRAFT_THROTTLE_MS);
    save('a');
    save('ab');
    vi.advanceTimersByTime(0);
    expect(write).toHaveBeenCalledWith('ab');
    save('abc');
    vi.advanceTimersByTime(DRAFT_THROTTLE_MS / 2);
    expect(write).toHaveBeenCalledTimes(1);
    save('abcd');
    save.flush();
    expect(write).toHaveBeenLastCalledWith('abcd');
    expect(write).toHaveBeenCalledTimes(2);
  });
});
