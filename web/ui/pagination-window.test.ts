import { describe, expect, it } from 'vitest';
import { PAGINATION_WINDOW_WIDTH, paginationWindow, totalPagesOf } from './pagination-window';

describe('paginationWindow', () => {
  it('uses a window width of 2', () => {
    expect(PAGINATION_WINDOW_WIDTH).toBe(2);
  });

  it('shows every page when there are few', () => {
    expect(paginationWindow(1, 1)).toEqual([1]);
    expect(paginationWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationWindow(1, 0)).toEqual([]);
  });

  it('shows two neighbours on each side of the current page, with first and last', () => {
    expect(paginationWindow(10, 20)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
  });

  it('shows the start and the end without gaps where none are needed', () => {
    expect(paginationWindow(1, 20)).toEqual([1, 2, 3, 'gap', 20]);
    expect(paginationWindow(20, 20)).toEqual([1, 'gap', 18, 19, 20]);
    expect(paginationWindow(4, 20)).toEqual([1, 2, 3, 4, 5, 6, 'gap', 20]);
  });

  it('shows a single left-out page instead of a gap', () => {
    expect(paginationWindow(5, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 'gap', 20]);
    expect(paginationWindow(16, 20)).toEqual([1, 'gap', 14, 15, 16, 17, 18, 19, 20]);
  });

  it('clamps pages outside the range', () => {
    expect(paginationWindow(99, 10)).toEqual([1, 'gap', 8, 9, 10]);
    expect(paginationWindow(-3, 10)).toEqual([1, 2, 3, 'gap', 10]);
  });

  it('counts pages', () => {
    expect(totalPagesOf(0, 30)).toBe(1);
    expect(totalPagesOf(61, 30)).toBe(3);
  });
});
