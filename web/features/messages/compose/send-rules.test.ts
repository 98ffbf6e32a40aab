import { describe, expect, it } from 'vitest';
import { isSendDisabled } from './send-rules';

const ready = {
  uploading: false,
  recipientCount: 1,
  hasGroup: false,
  toAll: false,
  subject: 'Hi',
  content: '',
};

describe('isSendDisabled', () => {
  it('allows sending with a recipient and a subject', () => {
    expect(isSendDisabled(ready)).toBe(false);
  });
  it('allows sending with content only', () => {
    expect(isSendDisabled({ ...ready, subject: ' ', content: 'Body' })).toBe(false);
  });
  it('is disabled while uploading', () => {
    expect(isSendDisabled({ ...ready, uploading: true })).toBe(true);
  });
  it('is disabled without recipients unless to all or a group', () => {
    expect(isSendDisabled({ ...ready, recipientCount: 0 })).toBe(true);
    expect(isSendDisabled({ ...ready, recipientCount: 0, toAll: true })).toBe(false);
    expect(isSendDisabled({ ...ready, recipientCount: 0, hasGroup: true })).toBe(false);
  });
  it('is disabled with empty subject and content', () => {
    expect(isSendDisabled({ ...ready, subject: '', content: '  ' })).toBe(true);
  });
  it('judges content by the editor text: no-break and zero-width spaces are blank', () => {
    expect(isSendDisabled({ ...ready, subject: '', content: '\u00a0\n\u200b' })).toBe(true);
    expect(isSendDisabled({ ...ready, subject: '', content: '\u00a0x' })).toBe(false);
  });
});
