/** Part 2 section 2: the overview remembers its view and date for the session. */
export const VIEW_KEY = 'appointmentsViewType';
export const DATE_KEY = 'appointmentsDate';
export const MOBILE_BREAKPOINT_PX = 768;

export type ViewType = 'sheet' | 'list';

const read = (key: string) => {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
};
const write = (key: string, value: string) => {
  try {
    window.sessionStorage.setItem(key, value);
  } catch {
    // Storage can be unavailable (private mode); the choice then lasts only for this page.
  }
};

export const storedView = (): ViewType => (read(VIEW_KEY) === 'list' ? 'list' : 'sheet');
export const storeView = (view: ViewType) => write(VIEW_KEY, view);

/** The remembered month as yyyy-MM-dd, or null. */
export const storedDate = (): string | null => {
  const value = read(DATE_KEY);
  return value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null;
};
export const storeDate = (value: string) => write(DATE_KEY, value);
