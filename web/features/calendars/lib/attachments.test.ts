import { describe, expect, it } from 'vitest';
import { attachmentsFit, DEFAULT_ATTACHMENT_SIZE_LIMIT, limitInMb } from './attachments';

describe('contact attachments', () => {
  it('fit when the total size is within the limit', () => {
    expect(attachmentsFit([4 * 1024 * 1024, 6 * 1024 * 1024], DEFAULT_ATTACHMENT_SIZE_LIMIT)).toBe(true);
    expect(attachmentsFit([4 * 1024 * 1024, 6 * 1024 * 1024 + 1], DEFAULT_ATTACHMENT_SIZE_LIMIT)).toBe(false);
    expect(attachmentsFit([], DEFAULT_ATTACHMENT_SIZE_LIMIT)).toBe(false);
  });

  it('names the limit in MB', () => {
    expect(limitInMb(DEFAULT_ATTACHMENT_SIZE_LIMIT)).toBe('10');
    expect(limitInMb(2.5 * 1024 * 1024)).toBe('2.5');
  });
});
