import { describe, expect, it } from 'vitest';
import { keptScrollTop, nearTop, shouldFollow } from './scroll-follow';

describe('scroll follow', () => {
  const box = (scrollTop: number) => ({ scrollTop, scrollHeight: 10_000, clientHeight: 1000 });

  it('keeps following within 10 % of the bottom', () => {
    expect(shouldFollow(box(9000))).toBe(true);
    expect(shouldFollow(box(8000))).toBe(true);
    expect(shouldFollow(box(7999))).toBe(false);
    expect(shouldFollow(box(0))).toBe(false);
  });

  it('follows a list that does not scroll', () => {
    expect(shouldFollow({ scrollTop: 0, scrollHeight: 500, clientHeight: 800 })).toBe(true);
  });

  it('loads older messages within 2 % of the top', () => {
    expect(nearTop(box(200))).toBe(true);
    expect(nearTop(box(201))).toBe(false);
    expect(nearTop({ scrollTop: 0, scrollHeight: 500, clientHeight: 800 })).toBe(true);
  });

  it('keeps the same message in view after older ones went in above', () => {
    expect(keptScrollTop(box(100), 13_000)).toBe(3100);
  });
});
