import { describe, expect, it } from 'vitest';
import { layoutWeek, type SheetItem, sheetWeeks } from './month-sheet';

const day = (y: number, m: number, d: number) => new Date(y, m - 1, d);
const item = (id: string, first: Date, last: Date = first, sortKey = 0): SheetItem<string> => ({
  value: id,
  firstDay: first,
  lastDay: last,
  sortKey,
});

describe('sheetWeeks', () => {
  it('covers whole ISO weeks from Monday', () => {
    // November 2026 starts on a Sunday and ends on a Monday.
    const weeks = sheetWeeks(day(2026, 11, 15));
    expect(weeks).toHaveLength(6);
    expect(weeks[0]?.days[0]).toEqual(day(2026, 10, 26));
    expect(weeks[5]?.days[6]).toEqual(day(2026, 12, 6));
    for (const week of weeks) expect(week.days[0]?.getDay()).toBe(1);
  });

  it('numbers each week by its Thursday', () => {
    // 29 Dec 2025 - 4 Jan 2026: Thursday 1 Jan 2026 is in ISO week 1 of 2026.
    const january = sheetWeeks(day(2026, 1, 10));
    expect(january[0]?.days[0]).toEqual(day(2025, 12, 29));
    expect(january[0]?.weekNumber).toBe(1);
    // 28 Dec 2020 - 3 Jan 2021: Thursday 31 Dec 2020 is in week 53 of 2020.
    expect(sheetWeeks(day(2021, 1, 1))[0]?.weekNumber).toBe(53);
  });

  it('gives February 2021 (Monday the 1st, 28 days) exactly four weeks', () => {
    expect(sheetWeeks(day(2021, 2, 1))).toHaveLength(4);
  });
});

describe('layoutWeek', () => {
  const week = sheetWeeks(day(2026, 11, 15))[2]?.days ?? [];

  it('places multi-day items first and in one row across their days', () => {
    const layout = layoutWeek(week, [
      item('short', week[1] as Date),
      item('long', week[0] as Date, week[2] as Date),
    ]);
    const long = layout.bars.find((bar) => bar.value === 'long');
    expect(long).toMatchObject({ startColumn: 0, endColumn: 2, row: 0 });
    expect(layout.bars.find((bar) => bar.value === 'short')?.row).toBe(1);
  });

  it('marks items that go on beyond the week', () => {
    const layout = layoutWeek(week, [item('span', day(2026, 11, 1), day(2026, 11, 30))]);
    expect(layout.bars[0]).toMatchObject({
      startColumn: 0,
      endColumn: 6,
      continuesBefore: true,
      continuesAfter: true,
    });
  });

  it('shows four rows when a day has four items', () => {
    const monday = week[0] as Date;
    const layout = layoutWeek(
      week,
      ['a', 'b', 'c', 'd'].map((id, index) => item(id, monday, monday, index)),
    );
    expect(layout.bars).toHaveLength(4);
    expect(layout.hidden[0]).toBe(0);
  });

  it('shows three rows and +N more when a day has more than four items', () => {
    const monday = week[0] as Date;
    const layout = layoutWeek(
      week,
      ['a', 'b', 'c', 'd', 'e', 'f'].map((id, index) => item(id, monday, monday, index)),
    );
    expect(layout.bars.map((bar) => bar.value)).toEqual(['a', 'b', 'c']);
    expect(layout.hidden[0]).toBe(3);
    expect(layout.dayItems[0]).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(layout.hidden[1]).toBe(0);
  });

  it('hides a fourth-row bar whose days overflow and counts it on each of its days', () => {
    const [mon, tue] = week as [Date, Date];
    const items = [
      item('a', mon, mon, 0),
      item('b', mon, mon, 1),
      item('c', mon, mon, 2),
      item('span', mon, tue, 3),
      item('e', tue, tue, 4),
    ];
    // 'span' is longest so it takes row 0; Monday then holds a, b, c in rows 1-3 (four items: fits).
    const fits = layoutWeek(week, items);
    expect(fits.hidden).toEqual([0, 0, 0, 0, 0, 0, 0]);
    const crowded = layoutWeek(week, [...items, item('x', mon, mon, 5)]);
    expect(crowded.hidden[0]).toBe(2);
    expect(crowded.bars.every((bar) => bar.row < 3)).toBe(true);
  });
});
