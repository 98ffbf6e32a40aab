import { z } from 'zod';
import { NEWSLETTER_INTERVALS, NEWSLETTER_TIMES } from './newsletter-schedule.js';

export * from './newsletter-schedule.js';

/**
 * The newsletter's administration (part 3 sections 2.1, 3.6, 7 and 9): the sending schedule, the
 * template and the order of the content sections. Field messages are i18n keys (errors.newsletter.*).
 */
export const newsletterPaths = {
  settings: '/administration/newsletter/settings',
  template: '/administration/newsletter/template',
  upcomingActivities: '/administration/newsletter/settings/upcoming_activities',
  updateUpcomingActivities: '/administration/newsletter/settings/update_upcoming_activities',
  issues: '/administration/newsletter/issues',
  testMail: '/administration/newsletter/test_mail',
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

/**
 * The template's placeholders: where each recipient's content goes (exactly once), and where the
 * disclaimer with the links to unsubscribe and to the member's settings goes (at least once).
 */
export const NEWSLETTER_PLACEHOLDERS = {
  content: '{{newsletter_content}}',
  disclaimer: '{{disclaimer_and_settings}}',
} as const;

const occurrences = (text: string, part: string) => text.split(part).length - 1;

/** Field errors (i18n keys, part 3 sections 5 and 8) of a template body; empty when it may be saved. */
export function templateProblems(body: string): Record<string, string[]> {
  const messages: string[] = [];
  const content = occurrences(body, NEWSLETTER_PLACEHOLDERS.content);
  if (content === 0) messages.push('errors.newsletter.content_placeholder_missing');
  if (content > 1) messages.push('errors.newsletter.content_placeholder_repeated');
  if (occurrences(body, NEWSLETTER_PLACEHOLDERS.disclaimer) === 0) {
    messages.push('errors.newsletter.disclaimer_placeholder_missing');
  }
  return messages.length > 0 ? { body: messages } : {};
}

/**
 * newsletter_unlayer_template[...]: the editor's own project (`design`, JSON, to open it again) and its
 * export (`body` HTML, `css`, `js`, `fonts`). Mails never carry `js`: it is kept for the editor only.
 */
export const newsletterTemplate = z.object({
  design: z.record(z.string(), z.unknown()).nullable(),
  body: z.string().max(1_000_000),
  css: z.string().max(500_000),
  js: z.string().max(200_000),
  fonts: z.array(z.string().max(500)).max(50),
});
export type NewsletterTemplate = z.infer<typeof newsletterTemplate>;

export const updateNewsletterTemplateBody = z.object({ newsletter_unlayer_template: newsletterTemplate });
export type UpdateNewsletterTemplateBody = z.infer<typeof updateNewsletterTemplateBody>;

/** GET /administration/newsletter/template */
export const newsletterTemplateResponse = z.object({
  newsletter_unlayer_template: newsletterTemplate,
  /** True while no template was saved: the default in the network's design is shown. */
  is_default: z.boolean(),
  placeholders: z.object({ content: z.string(), disclaimer: z.string() }),
});
export type NewsletterTemplateResponse = z.infer<typeof newsletterTemplateResponse>;

/** The sections of the newsletter's content block, in the order the administrator chose. */
export const NEWSLETTER_SECTIONS = ['articles', 'activities', 'appointments', 'members'] as const;
export type NewsletterSection = (typeof NEWSLETTER_SECTIONS)[number];

/** GET /administration/newsletter/settings/upcoming_activities */
export const upcomingActivities = z.object({
  entries: z.array(z.object({ id: z.enum(NEWSLETTER_SECTIONS) })),
});
export type UpcomingActivities = z.infer<typeof upcomingActivities>;

/** POST /administration/newsletter/settings/update_upcoming_activities: every section once, in order. */
export const updateUpcomingActivitiesBody = z.object({ order: z.array(z.string().max(50)).max(20) });

/** Whether an order names every section exactly once. */
export const isSectionOrder = (order: string[]): order is NewsletterSection[] =>
  order.length === NEWSLETTER_SECTIONS.length &&
  NEWSLETTER_SECTIONS.every((section) => order.includes(section));

/** GET /administration/newsletter/issues: the latest sendings with how far their deliveries got. */
export const newsletterIssueList = z.object({
  issues: z.array(
    z.object({
      id: z.string(),
      due_at: z.string(),
      started_at: z.string(),
      finished_at: z.string().nullable(),
      recipients: z.number().int(),
      sent: z.number().int(),
      failed: z.number().int(),
      skipped: z.number().int(),
    }),
  ),
});
export type NewsletterIssueList = z.infer<typeof newsletterIssueList>;
