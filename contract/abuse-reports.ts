import { z } from 'zod';

/**
 * Abuse reports (part 3 sections 1, 2.3 and 6): while the network enables them, a member reports an
 * activity or a member they can see (/report/new); network administrators list the reports, resolve
 * them, and hide a reported activity from everyone but administrators. Otherwise every path is 404.
 */
export const abuseReportPaths = {
  create: '/api/v1/abuse_reports',
  list: '/administration/abuse_reports',
  resolve: (id: string) => `/administration/abuse_reports/${id}/resolve`,
  hide: (id: string) => `/administration/abuse_reports/${id}/hide`,
} as const;

export const abuseSubjectType = z.enum(['activity', 'member']);
export type AbuseSubjectType = z.infer<typeof abuseSubjectType>;

export const abuseReason = z.enum(['spam', 'offensive', 'harassment', 'inappropriate', 'other']);
export type AbuseReason = z.infer<typeof abuseReason>;

export const ABUSE_TEXT_MAX_LENGTH = 5000;

export const createAbuseReportBody = z.object({
  subject_type: abuseSubjectType,
  subject_id: z.string().max(100),
  reason: abuseReason,
  text: z.string().max(ABUSE_TEXT_MAX_LENGTH).default(''),
});
export type CreateAbuseReportBody = z.input<typeof createAbuseReportBody>;

export const abuseReportStatus = z.enum(['open', 'resolved', 'hidden']);

export const abuseReport = z.object({
  id: z.string(),
  subject_type: abuseSubjectType,
  subject_id: z.string(),
  /** Where the administrator looks at the reported thing. */
  subject_path: z.string(),
  reason: abuseReason,
  text: z.string(),
  status: abuseReportStatus,
  reporter: z.object({ id: z.string(), name: z.string() }).nullable(),
  created_at: z.string(),
  can: z.object({ resolve: z.boolean(), hide: z.boolean() }),
});
export type AbuseReport = z.infer<typeof abuseReport>;

export const abuseReportList = z.object({ entries: z.array(abuseReport) });
export type AbuseReportList = z.infer<typeof abuseReportList>;
