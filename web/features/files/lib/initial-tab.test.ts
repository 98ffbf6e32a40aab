import { describe, expect, it } from 'vitest';
import { initialApprovalTab } from './initial-tab';

describe('initialApprovalTab', () => {
  it.each([
    [0, 1, 'new_versions'],
    [0, 5, 'new_versions'],
    [0, 0, 'review_status'],
    [2, 0, 'review_status'],
    [2, 3, 'review_status'],
  ] as const)('reviewed %i, pending %i -> %s', (reviewed, pending, tab) => {
    expect(initialApprovalTab({ reviewed, pending_versions: pending })).toBe(tab);
  });
});
