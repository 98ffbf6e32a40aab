import { endOfDay, endOfWeek } from 'date-fns';
import { WEEK_STARTS_ON } from '../../../i18n/dates';
import type { MutePeriod } from '../types';

/** Part 1 section 4: the web offers 1 hour, rest of day and rest of week; forever is app-only. */
export type WebMutePeriod = Exclude<MutePeriod, 'forever'>;
export const MUTE_PERIODS: WebMutePeriod[] = ['one_hour', 'end_of_day', 'end_of_week'];
const HOUR_MS = 60 * 60 * 1000;

/** When a mute chosen at `now` ends (the member's local day and week; weeks start on Monday). */
export const muteUntil = (period: WebMutePeriod, now: Date = new Date()): Date => {
  switch (period) {
    case 'one_hour':
      return new Date(now.getTime() + HOUR_MS);
    case 'end_of_day':
      return endOfDay(now);
    case 'end_of_week':
      return endOfWeek(now, { weekStartsOn: WEEK_STARTS_ON });
  }
};

export const isMuted = (mutedUntil: string | null | undefined, now: Date = new Date()) =>
  Boolean(mutedUntil && new Date(mutedUntil).getTime() > now.getTime());
