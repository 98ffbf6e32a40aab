/** Part 1 section 9: the pagination shows the current page with 2 neighbours on each side. */
export const PAGINATION_WINDOW_WIDTH = 2;

export type PageItem = number | 'gap';

/**
 * The page numbers to show: the first and last page, the window around the current page, and 'gap'
 * where pages are left out. A gap that would hide a single page shows that page instead.
 */
export const paginationWindow = (
  current: number,
  totalPages: number,
  width: number = PAGINATION_WINDOW_WIDTH,
): PageItem[] => {
  if (totalPages <= 1) return totalPages === 1 ? [1] : [];
  const page = Math.min(Math.max(1, current), totalPages);
  const from = Math.max(1, page - width);
  const to = Math.min(totalPages, page + width);
  const items: PageItem[] = [];
  if (from > 1) {
    items.push(1);
    if (from === 3) items.push(2);
    else if (from > 3) items.push('gap');
  }
  for (let number = from; number <= to; number += 1) items.push(number);
  if (to < totalPages) {
    if (to === totalPages - 2) items.push(totalPages - 1);
    else if (to < totalPages - 2) items.push('gap');
    items.push(totalPages);
  }
  return items;
};

export const totalPagesOf = (total: number, per: number) =>
  per > 0 ? Math.max(1, Math.ceil(total / per)) : 1;
