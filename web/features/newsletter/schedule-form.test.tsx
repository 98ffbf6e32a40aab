import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { NewsletterSending, NewsletterSettings } from '../../../contract/newsletter';
import { renderWithProviders, testI18n } from '../../test/render';
import newsletterEn from './locales/en.json';
import { ScheduleForm, upcomingDates } from './schedule-form';

beforeAll(() => {
  testI18n.addResourceBundle('en', 'translation', newsletterEn, true, false);
});

const settings = (sending: Partial<NewsletterSending> = {}): NewsletterSettings => ({
  newsletter_sending_day: {
    interval: 'weekly',
    day: 'mon',
    second_day: '15',
    time: 'am',
    second_time: 'am',
    ...sending,
  },
  time_zone: 'Europe/Berlin',
  next_sendings: [],
});

const shownDates = () =>
  within(screen.getByTestId('newsletter-next-dates'))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('the newsletter schedule form', () => {
  it('computes the next dates in the network zone, past month ends', () => {
    const sending = { ...settings().newsletter_sending_day, interval: 'monthly' as const, day: '31' };
    const dates = upcomingDates(sending, 'Europe/Berlin', new Date('2026-02-01T00:00:00Z'));
    expect(dates.map((d) => d.toISOString())).toEqual([
      '2026-02-28T06:00:00.000Z',
      '2026-03-31T05:00:00.000Z',
      '2026-04-30T05:00:00.000Z',
    ]);
    expect(upcomingDates({ ...sending, day: 'mon' }, 'Europe/Berlin')).toEqual([]);
  });

  it('shows three next dates and follows the fields as they change', async () => {
    renderWithProviders(<ScheduleForm settings={settings()} onSubmit={vi.fn()} />);
    const weekly = shownDates();
    expect(weekly).toHaveLength(3);
    fireEvent.change(screen.getByLabelText('Interval'), { target: { value: 'monthly' } });
    // The day switches to the interval's default: the 1st of the month.
    expect((screen.getByLabelText('Day') as HTMLSelectElement).value).toBe('1');
    await waitFor(() => expect(shownDates()).not.toEqual(weekly));
    expect(shownDates()).toHaveLength(3);
    expect(screen.queryByLabelText('Second day')).toBeNull();
    fireEvent.change(screen.getByLabelText('Interval'), { target: { value: 'semimonthly' } });
    expect(await screen.findByLabelText('Second day')).toBeTruthy();
    expect(
      screen.getByText("In months without that day the newsletter goes out on the month's last day."),
    ).toBeTruthy();
  });

  it('submits the chosen schedule', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    renderWithProviders(<ScheduleForm settings={settings()} onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: 'fri' } });
    fireEvent.change(screen.getByLabelText('Time of day'), { target: { value: 'lpm' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        interval: 'weekly',
        day: 'fri',
        second_day: '15',
        time: 'lpm',
        second_time: 'am',
      }),
    );
  });
});
