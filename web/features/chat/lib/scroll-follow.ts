/** Part 1 sections 4 and 9: auto-follow breaks at 10 %, older messages load within 2 % of the top. */
export const AUTO_SCROLL_BREAK = 0.1;
export const SCROLL_EDGE_THRESHOLD = 0.02;

export type ScrollBox = { scrollTop: number; scrollHeight: number; clientHeight: number };

/** How far from the bottom the view is, as a share of the whole scrollable height. */
const distanceFromBottom = ({ scrollTop, scrollHeight, clientHeight }: ScrollBox) =>
  scrollHeight <= 0 ? 0 : Math.max(0, scrollHeight - clientHeight - scrollTop) / scrollHeight;

/** Auto-follow stays on until the member scrolled up more than 10 % from the bottom. */
export const shouldFollow = (box: ScrollBox) => distanceFromBottom(box) <= AUTO_SCROLL_BREAK;

/** Near enough to the top to fetch older messages. */
export const nearTop = ({ scrollTop, scrollHeight, clientHeight }: ScrollBox) =>
  scrollHeight <= clientHeight || scrollTop / scrollHeight <= SCROLL_EDGE_THRESHOLD;

/** After older messages were put above, the scroll offset that keeps the same message in view. */
export const keptScrollTop = (previous: ScrollBox, nextScrollHeight: number) =>
  previous.scrollTop + (nextScrollHeight - previous.scrollHeight);
