import { desc, eq, inArray } from 'drizzle-orm';
import type { AbuseReport, AbuseReportList, CreateAbuseReportBody } from '../../../contract/abuse-reports.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, notFound } from '../../platform/errors.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { isId } from '../../platform/ids.js';
import { visibleTo } from '../../platform/visibility/keys.js';
import { hideActivityFromMembers, visibleActivity } from '../activities/service.js';
import { activeAdministratorIds, memberRecordsByIds, visibleMember } from '../members/service.js';
import { canAdministrateNetwork } from '../network/policy.js';
import type { NetworkRecord } from '../network/service.js';
import { notify } from '../notifications/service.js';
import { unreadsChanged } from '../unreads/service.js';
import { abuseReports } from './tables.js';

/**
 * Abuse reports: members report what they can see; network administrators decide. Everything
 * answers 404 while the network does not enable reports, and for a thing the reporter cannot see
 * (so nobody learns that it exists). Decisions are audit-logged in their transaction.
 */
export const ABUSE_REPORT_NOTIFICATION = 'abuse_reports.new';

type ReportRecord = typeof abuseReports.$inferSelect;
export type AdminRequest = { viewer: Viewer; ip: string };

function assertEnabled(network: NetworkRecord) {
  if (!network.config.abuse_reports_enabled) throw notFound('abuse reports');
}

function assertAdmin(network: NetworkRecord, viewer: Viewer) {
  assertEnabled(network);
  if (!canAdministrateNetwork(viewer)) throw notFound('abuse reports');
}

const subjectPath = (type: ReportRecord['subjectType'], id: string) =>
  type === 'activity' ? `/activities/${id}` : `/members/${id}`;

async function canSee(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  body: { subject_type: ReportRecord['subjectType']; subject_id: string },
): Promise<boolean> {
  if (!isId(body.subject_id)) return false;
  if (body.subject_type === 'activity') return (await visibleActivity(ctx, viewer, body.subject_id)) !== null;
  return (await visibleMember(ctx, network, viewer, body.subject_id)) !== null;
}

/** POST /api/v1/abuse_reports: stores the report and tells the network's administrators. */
export async function createAbuseReport(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  body: CreateAbuseReportBody,
): Promise<{ id: string }> {
  assertEnabled(network);
  if (!(await canSee(ctx, network, viewer, body))) throw notFound(body.subject_type);
  const { id, notified } = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(abuseReports)
      .values({
        reporterId: viewer.id,
        subjectType: body.subject_type,
        subjectId: body.subject_id,
        reason: body.reason,
        text: (body.text ?? '').trim(),
      })
      .returning({ id: abuseReports.id });
    if (!row) throw new Error('abuse report not stored');
    const notified = await notify(ctx, tx, {
      kind: ABUSE_REPORT_NOTIFICATION,
      recipientIds: await activeAdministratorIds(tx),
      actorId: viewer.id,
      // One entry for all open reports: "Anna and 2 others reported content".
      subject: { type: 'abuse_reports', id: 'open' },
      url: '/administration/abuse_reports',
      visibility: [visibleTo.networkAdmins],
      data: { reason: body.reason },
    });
    return { id: row.id, notified };
  });
  await unreadsChanged(ctx.bus, notified);
  return { id };
}

function present(row: ReportRecord, reporters: Map<string, string>): AbuseReport {
  const open = row.status === 'open';
  return {
    id: row.id,
    subject_type: row.subjectType,
    subject_id: row.subjectId,
    subject_path: subjectPath(row.subjectType, row.subjectId),
    reason: row.reason,
    text: row.text,
    status: row.status,
    reporter: row.reporterId ? { id: row.reporterId, name: reporters.get(row.reporterId) ?? '' } : null,
    created_at: row.createdAt.toISOString(),
    can: { resolve: open, hide: open && row.subjectType === 'activity' },
  };
}

/** GET /administration/abuse_reports: the newest 200 reports, open ones first. */
export async function listAbuseReports(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
): Promise<AbuseReportList> {
  assertAdmin(network, viewer);
  const rows = await ctx.db
    .select()
    .from(abuseReports)
    .orderBy(desc(eq(abuseReports.status, 'open')), desc(abuseReports.createdAt))
    .limit(200);
  const reporterIds = [...new Set(rows.flatMap((row) => (row.reporterId ? [row.reporterId] : [])))];
  const records = await memberRecordsByIds(ctx.db, reporterIds);
  const names = new Map(records.map((r) => [r.id, `${r.firstName} ${r.lastName}`.trim()]));
  return { entries: rows.map((row) => present(row, names)) };
}

/**
 * POST .../{id}/resolve or /hide. The report row is locked, so two administrators decide once; a
 * report already decided answers 422. Hiding applies to activities only.
 */
export async function decideAbuseReport(
  ctx: AppContext,
  network: NetworkRecord,
  request: AdminRequest,
  id: string,
  decision: 'resolve' | 'hide',
): Promise<void> {
  assertAdmin(network, request.viewer);
  await ctx.db.transaction(async (tx) => {
    const [row] = isId(id)
      ? await tx.select().from(abuseReports).where(eq(abuseReports.id, id)).for('update')
      : [];
    if (!row) throw notFound('abuse report');
    if (row.status !== 'open') throw new AppError(422, 'already_decided', 'This report was already decided.');
    if (decision === 'hide') {
      if (row.subjectType !== 'activity') {
        throw new AppError(422, 'not_hideable', 'Only activities can be hidden.');
      }
      await hideActivityFromMembers(ctx, tx, row.subjectId);
    }
    const status = decision === 'hide' ? ('hidden' as const) : ('resolved' as const);
    // Hiding an activity settles every open report about it.
    const sameSubject = await tx
      .select({ id: abuseReports.id })
      .from(abuseReports)
      .where(eq(abuseReports.subjectId, row.subjectId));
    const ids = decision === 'hide' ? sameSubject.map((r) => r.id) : [row.id];
    await tx
      .update(abuseReports)
      .set({ status, decidedById: request.viewer.id, decidedAt: new Date() })
      .where(inArray(abuseReports.id, ids));
    await ctx.audit.record(
      {
        type: 'PolicySettingUpdate',
        actorId: request.viewer.id,
        ip: request.ip,
        details: {
          subject: 'abuse_report',
          action: decision,
          id: row.id,
          reported_type: row.subjectType,
          reported_id: row.subjectId,
        },
      },
      tx,
    );
  });
}
