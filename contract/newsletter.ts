import { z } from 'zod';
import { NEWSLETTER_INTERVALS, NEWSLETTER_TIMES } from './newsletter-schedule.js';

export * from './newsletter-schedule.js';

/**
 * The newsletter's administration (part 3 sections 2.1, 3.6, 7 and 9): the sending schedule, the
 * template and the order of the content sections. Field messages are i18n keys (errors.newsletter.*).
 */
export const newsletterPaths = {
  settings: '/administration/newsletter/settings',
} as const;

/** newsletter_sending_day[...]: which days and time slots the newsletter goes out. */
export const newsletterSending = z.object({
  interval: z.enum(NEWSLETTER_INTERVALS),
  day: z.string().max(3),
  second_day: z.string().max(2),
  time: z.enum(NEWSLETTER_TIMES),
  second_time: z.enum(NEWSLETTER_TIMES),
});

export const updateNewsletterSettingsBody = z.object({ newsletter_sending_day: newsletterSending });
export type UpdateNewsletterSettingsBody = z.infer<typeof updateNewsletterSettingsBody>;

/** GET /administration/newsletter/settings */
export const newsletterSettings = z.object({
  newsletter_sending_day: newsletterSending,
  /** The network's time zone: each member gets the newsletter at the slot's hour of their own zone. */
  time_zone: z.string(),
  /** The next sending instants (ISO 8601) in the network's time zone, computed by the server. */
  next_sendings: z.array(z.string()),
});
export type NewsletterSettings = z.infer<typeof newsletterSettings>;
