import {
  addDays,
  differenceInCalendarDays,
  endOfMonth,
  getISOWeek,
  startOfISOWeek,
  startOfMonth,
} from 'date-fns';

/**
 * The month sheet (part 2 sections 2 and 9): whole ISO weeks covering the month, Monday first, each week
 * numbered by its Thursday. Dates here are "wall-clock" dates in the viewer's zone (local fields).
 */
export const SHEET_MIN_ROWS = 4;

export type SheetWeek = { weekNumber: number; days: Date[] };

export const sheetWeeks = (month: Date): SheetWeek[] => {
  const first = startOfISOWeek(startOfMonth(month));
  const last = endOfMonth(month);
  const weeks: SheetWeek[] = [];
  for (let monday = first; monday <= last; monday = addDays(monday, 7)) {
    const days = Array.from({ length: 7 }, (_, index) => addDays(monday, index));
    weeks.push({ weekNumber: getISOWeek(days[3] as Date), days });
  }
  return weeks;
};

/** An item occupying whole days from `firstDay` to `lastDay` (inclusive, local midnight). */
export type SheetItem<T> = { value: T; firstDay: Date; lastDay: Date; sortKey: number };

export type PlacedBar<T> = {
  value: T;
  /** Column of the first and last day inside this week (0 = Monday). */
  startColumn: number;
  endColumn: number;
  row: number;
  /** Whether the item goes on before or after this week (the bar's ends are drawn open). */
  continuesBefore: boolean;
  continuesAfter: boolean;
};

export type WeekLayout<T> = {
  bars: PlacedBar<T>[];
  /** Per day (0 = Monday): how many items the cell does not show, for its '+N more'. */
  hidden: number[];
  /** Per day: all items of the day in display order, for the day's list. */
  dayItems: T[][];
};

/**
 * Places a week's items in rows (longest first among equal starts, each in the lowest free row) and
 * decides what fits: rows 0-2 always show; row 3 shows unless one of its days has more items than the
 * cell's four rows hold, in which case that row carries the '+N more' count instead.
 */
export const layoutWeek = <T>(
  days: Date[],
  items: SheetItem<T>[],
  minRows = SHEET_MIN_ROWS,
): WeekLayout<T> => {
  const weekStart = days[0] as Date;
  const span = days.length;
  const inWeek = items
    .map((item) => ({
      item,
      start: differenceInCalendarDays(item.firstDay, weekStart),
      end: differenceInCalendarDays(item.lastDay, weekStart),
    }))
    .filter(({ start, end }) => end >= 0 && start < span)
    .sort(
      (a, b) => a.start - b.start || b.end - b.start - (a.end - a.start) || a.item.sortKey - b.item.sortKey,
    );

  const occupied: boolean[][] = [];
  const placed = inWeek.map(({ item, start, end }) => {
    const startColumn = Math.max(0, start);
    const endColumn = Math.min(span - 1, end);
    let row = 0;
    while (occupied[row]?.slice(startColumn, endColumn + 1).some(Boolean)) row += 1;
    occupied[row] ??= Array.from({ length: span }, () => false);
    for (let column = startColumn; column <= endColumn; column += 1)
      (occupied[row] as boolean[])[column] = true;
    return {
      value: item.value,
      startColumn,
      endColumn,
      row,
      continuesBefore: start < 0,
      continuesAfter: end >= span,
    };
  });

  const deepDay = Array.from({ length: span }, (_, column) =>
    placed.some((bar) => bar.row >= minRows && bar.startColumn <= column && column <= bar.endColumn),
  );
  const isVisible = (bar: PlacedBar<T>) => {
    if (bar.row < minRows - 1) return true;
    if (bar.row > minRows - 1) return false;
    for (let column = bar.startColumn; column <= bar.endColumn; column += 1)
      if (deepDay[column]) return false;
    return true;
  };
  const hidden = Array.from({ length: span }, () => 0);
  const dayItems: T[][] = Array.from({ length: span }, () => []);
  const bars: PlacedBar<T>[] = [];
  for (const bar of [...placed].sort((a, b) => a.row - b.row)) {
    const visible = isVisible(bar);
    if (visible) bars.push(bar);
    for (let column = bar.startColumn; column <= bar.endColumn; column += 1) {
      (dayItems[column] as T[]).push(bar.value);
      if (!visible) hidden[column] = (hidden[column] as number) + 1;
    }
  }
  return { bars, hidden, dayItems };
};
