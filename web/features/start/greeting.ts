import { inTimeZone } from '../../i18n/dates';

export type Greeting = 'morning' | 'afternoon' | 'evening';

/** Morning until 12, afternoon until 18, evening after, in the member's time zone. */
export const greetingFor = (now: Date, timeZone?: string): Greeting => {
  const hour = inTimeZone(now, timeZone).getHours();
  if (hour >= 5 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 18) return 'afternoon';
  return 'evening';
};
