import { describe, expect, it } from 'vitest';
import { decideDrop } from './drop-choice';
import { isEmojiOnly } from './emoji-only';
import { isMuted, muteUntil } from './mute';
import { canSend, isSendKey, MAX_ROWS, rowsFor } from './send-rules';
import { normalizeStatusText, STATUS_TEXT_MAX, savesImmediately, statusTextFor } from './status-text';
import { canDeleteMessage, canEditMessage, periodMinutes } from './time-windows';

const key = (overrides: Partial<Parameters<typeof isSendKey>[0]> = {}) => ({
  key: 'Enter',
  shiftKey: false,
  ctrlKey: false,
  altKey: false,
  metaKey: false,
  ...overrides,
});

describe('send rules', () => {
  it('blocks an empty or blank text without attachments', () => {
    expect(canSend({ text: '', fileCount: 0, imageCount: 0, uploading: false })).toBe(false);
    expect(canSend({ text: '  \n\t ', fileCount: 0, imageCount: 0, uploading: false })).toBe(false);
  });

  it('allows attachments without text, and text without attachments', () => {
    expect(canSend({ text: '', fileCount: 1, imageCount: 0, uploading: false })).toBe(true);
    expect(canSend({ text: '', fileCount: 0, imageCount: 2, uploading: false })).toBe(true);
    expect(canSend({ text: ' hi ', fileCount: 0, imageCount: 0, uploading: false })).toBe(true);
  });

  it('blocks while an upload runs, whatever else there is', () => {
    expect(canSend({ text: 'hello', fileCount: 1, imageCount: 1, uploading: true })).toBe(false);
  });

  it('sends on plain Enter only', () => {
    expect(isSendKey(key())).toBe(true);
    expect(isSendKey(key({ shiftKey: true }))).toBe(false);
    expect(isSendKey(key({ ctrlKey: true }))).toBe(false);
    expect(isSendKey(key({ altKey: true }))).toBe(false);
    expect(isSendKey(key({ metaKey: true }))).toBe(false);
    expect(isSendKey(key({ key: 'a' }))).toBe(false);
    expect(isSendKey(key({ isComposing: true }))).toBe(false);
  });

  it('grows the field from 1 to 8 rows', () => {
    expect(rowsFor('')).toBe(1);
    expect(rowsFor('a\nb\nc')).toBe(3);
    expect(rowsFor('\n'.repeat(20))).toBe(MAX_ROWS);
  });
});

describe('emoji only', () => {
  it('shows up to three emoji large', () => {
    expect(isEmojiOnly('👍')).toBe(true);
    expect(isEmojiOnly('😀😀😀')).toBe(true);
    expect(isEmojiOnly(' 🎉 ')).toBe(true);
    // One person counts one family or flag as one character.
    expect(isEmojiOnly('👨‍👩‍👧‍👦')).toBe(true);
    expect(isEmojiOnly('🇩🇪🇫🇷')).toBe(true);
    expect(isEmojiOnly('👍🏽')).toBe(true);
  });

  it('does not for four emoji, text, digits or nothing', () => {
    expect(isEmojiOnly('😀😀😀😀')).toBe(false);
    expect(isEmojiOnly('ok 👍')).toBe(false);
    expect(isEmojiOnly('123')).toBe(false);
    expect(isEmojiOnly('#')).toBe(false);
    expect(isEmojiOnly('')).toBe(false);
    expect(isEmojiOnly(null)).toBe(false);
  });
});

describe('status text', () => {
  const defaults = { online: 'I am available.', busy: 'I am busy.' };

  it('turns line breaks into spaces and cuts at 100 characters', () => {
    expect(normalizeStatusText('in a\nmeeting\r\nuntil 3')).toBe('in a meeting until 3');
    expect(normalizeStatusText('x'.repeat(150))).toHaveLength(STATUS_TEXT_MAX);
    expect(Array.from(normalizeStatusText('🎉'.repeat(120)))).toHaveLength(STATUS_TEXT_MAX);
  });

  it('fills the default busy text when the text is empty or a default', () => {
    expect(statusTextFor('busy', '', defaults)).toBe(defaults.busy);
    expect(statusTextFor('busy', defaults.online, defaults)).toBe(defaults.busy);
    expect(statusTextFor('busy', 'At the dentist', defaults)).toBe('At the dentist');
  });

  it('fills the default online text when the text is empty or a default', () => {
    expect(statusTextFor('online', '', defaults)).toBe(defaults.online);
    expect(statusTextFor('online', defaults.busy, defaults)).toBe(defaults.online);
    expect(statusTextFor('online', 'Back at 3', defaults)).toBe('Back at 3');
  });

  it('keeps the text for invisible, which saves at once', () => {
    expect(statusTextFor('invisible', 'Away', defaults)).toBe('Away');
    expect(savesImmediately('invisible')).toBe(true);
    expect(savesImmediately('busy')).toBe(false);
    expect(savesImmediately('online')).toBe(false);
  });
});

describe('mute', () => {
  // Wednesday 2026-11-18, 14:30 local time.
  const now = new Date(2026, 10, 18, 14, 30, 0);

  it('ends one hour from now', () => {
    expect(muteUntil('one_hour', now).getTime() - now.getTime()).toBe(60 * 60 * 1000);
  });

  it('ends at the end of the day', () => {
    expect(muteUntil('end_of_day', now)).toEqual(new Date(2026, 10, 18, 23, 59, 59, 999));
  });

  it('ends at the end of the week, on Sunday', () => {
    expect(muteUntil('end_of_week', now)).toEqual(new Date(2026, 10, 22, 23, 59, 59, 999));
    const sunday = new Date(2026, 10, 22, 10, 0);
    expect(muteUntil('end_of_week', sunday)).toEqual(new Date(2026, 10, 22, 23, 59, 59, 999));
  });

  it('reads a past end as not muted', () => {
    expect(isMuted('2026-11-18T10:00:00Z', new Date('2026-11-18T11:00:00Z'))).toBe(false);
    expect(isMuted('2026-11-18T12:00:00Z', new Date('2026-11-18T11:00:00Z'))).toBe(true);
    expect(isMuted(null)).toBe(false);
  });
});

describe('edit and delete windows', () => {
  const config = {
    allow_update: true,
    allow_destroy: true,
    update_period_of_time: 900,
    destroy_period_of_time: 600,
  };
  const now = new Date('2026-11-22T12:00:00Z');
  const message = (minutesAgo: number, can = { update: true, destroy: true }) => ({
    created_at: new Date(now.getTime() - minutesAgo * 60_000).toISOString(),
    deleted_at: null,
    can,
  });

  it('allows editing inside the update period only', () => {
    expect(canEditMessage(message(14), config, now)).toBe(true);
    expect(canEditMessage(message(15), config, now)).toBe(false);
    expect(canEditMessage(message(1), { ...config, allow_update: false }, now)).toBe(false);
    expect(canEditMessage(message(1, { update: false, destroy: true }), config, now)).toBe(false);
  });

  it('allows deleting inside the destroy period only', () => {
    expect(canDeleteMessage(message(9), config, now)).toBe(true);
    expect(canDeleteMessage(message(10), config, now)).toBe(false);
    expect(canDeleteMessage({ ...message(1), deleted_at: now.toISOString() }, config, now)).toBe(false);
  });

  it('names the period in minutes', () => {
    expect(periodMinutes(900)).toBe(15);
    expect(periodMinutes(30)).toBe(1);
  });
});

describe('dropping files', () => {
  const image = { name: 'a.png', type: 'image/png' };
  const pdf = { name: 'b.pdf', type: 'application/pdf' };

  it('asks when all dropped files are images', () => {
    expect(decideDrop([image, { name: 'c.JPG', type: '' }], 5)).toEqual({ kind: 'ask' });
  });

  it('attaches a mixed drop as files up to the remaining places', () => {
    expect(decideDrop([image, pdf, pdf], 2)).toEqual({ kind: 'files', accepted: 2, dropped: 1 });
    expect(decideDrop([pdf], 0)).toEqual({ kind: 'files', accepted: 0, dropped: 1 });
  });
});
