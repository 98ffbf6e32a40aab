import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AppointmentSummary } from '../../../../contract/appointments';
import { renderWithProviders, testI18n } from '../../../test/render';
import calendarsEn from '../locales/en.json';
import { SheetView } from './sheet-view';

testI18n.addResourceBundle('en', 'translation', calendarsEn, true, false);

const summary = (id: string, start: string, extra: Partial<AppointmentSummary> = {}): AppointmentSummary => ({
  id,
  type: 'appointment',
  name: `Meeting ${id}`,
  date: { start, end: null, all_day: false, time_zone: 'UTC', same_day: true },
  calendar_ids: ['c'],
  color: '1f77b4',
  canceled: false,
  is_event: false,
  has_meeting: false,
  location_name: '',
  category: null,
  html_url: `/appointments/${id}`,
  recurring_appointment_url: null,
  my_status: null,
  ...extra,
});

describe('SheetView', () => {
  it('shows three rows and +N more on a crowded day, and the whole day behind it', () => {
    const items = ['a', 'b', 'c', 'd', 'e', 'f'].map((id, index) =>
      summary(id, `2026-03-11T0${index + 1}:00:00Z`),
    );
    renderWithProviders(<SheetView month={new Date(2026, 2, 1)} appointments={items} zone="UTC" />);
    const sheet = screen.getByTestId('appointments-sheet');
    expect(within(sheet).getAllByRole('link')).toHaveLength(3);
    fireEvent.click(within(sheet).getByRole('button', { name: '+3 more' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getAllByRole('link')).toHaveLength(6);
  });

  it('strikes cancelled appointments through and spans multi-day bars over their days', () => {
    const items = [
      summary('x', '2026-03-10T09:00:00Z', { canceled: true }),
      summary('y', '2026-03-16', {
        date: { start: '2026-03-16', end: '2026-03-18', all_day: true, time_zone: 'UTC', same_day: false },
      }),
    ];
    renderWithProviders(<SheetView month={new Date(2026, 2, 1)} appointments={items} zone="UTC" />);
    expect(screen.getByText('Meeting x')).toHaveClass('line-through');
    const bar = screen.getByRole('link', { name: /Meeting y/ });
    expect(bar.style.gridColumn).toBe('2 / 5');
  });

  it('keeps cancelled entries at full contrast and writes bar text in the colour that reads on the bar', () => {
    const allDay = (id: string, color: string, canceled = false) =>
      summary(id, '2026-03-16', {
        color,
        canceled,
        date: { start: '2026-03-16', end: '2026-03-17', all_day: true, time_zone: 'UTC', same_day: false },
      });
    renderWithProviders(
      <SheetView
        month={new Date(2026, 2, 1)}
        appointments={[
          summary('x', '2026-03-10T09:00:00Z', { canceled: true }),
          allDay('light', 'ffe680', true),
          allDay('dark', '1f3b73'),
        ]}
        zone="UTC"
      />,
    );
    const cancelled = screen.getByRole('link', { name: /Meeting x/ });
    expect(cancelled.className).not.toMatch(/opacity/);
    expect(screen.getByRole('link', { name: /Meeting light/ }).style.color).toBe('rgb(0, 0, 0)');
    expect(screen.getByRole('link', { name: /Meeting dark/ }).style.color).toBe('rgb(255, 255, 255)');
  });

  it('numbers weeks by ISO week and starts them on Monday', () => {
    renderWithProviders(<SheetView month={new Date(2026, 2, 1)} appointments={[]} zone="UTC" />);
    // March 2026: 1 March is a Sunday, so the first row is ISO week 9 (23 Feb - 1 Mar).
    expect(screen.getByText('Week 9')).toBeInTheDocument();
    expect(screen.getByText('Week 14')).toBeInTheDocument();
    expect(screen.getAllByText('Monday')[0]).toBeInTheDocument();
  });
});
