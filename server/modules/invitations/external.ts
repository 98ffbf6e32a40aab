import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  type ExternalInviteResult,
  INVITE_LINK_DAYS,
  type RowError,
  type UserType,
} from '../../../contract/invitations.js';
import type { Db, Tx } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import { unprocessable } from '../../platform/errors.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { newToken } from '../../platform/ids.js';
import { sendJobMails } from '../../platform/mail/job-mails.js';
import { hashToken } from '../../platform/sessions/sessions.js';
import { takenEmails } from '../members/service.js';
import type { CsvRow } from './csv.js';
import { inviteMail } from './mails.js';
import { mayInviteAs } from './policy.js';
import type { InviteScope } from './scope.js';
import { invitations } from './tables.js';

/**
 * External invites: rows are checked one by one (an address already taken, invited twice in the
 * file or already invited and still open is skipped and reported), then every good row is written
 * with its audit entry and the mail job in one transaction. The job makes each link's token when it
 * sends the mail and stores only its hash, so renewing simply queues the job again.
 */
export const INVITE_MAIL_JOB = 'invitations.mail';
const DAY_MS = 24 * 60 * 60 * 1000;
const rowKey = (key: string) => `errors.invitations.${key}`;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type ExternalInviteInput = {
  userType: UserType;
  groupIds: string[];
  subject?: string;
  body?: string;
};

/** Refusals of the whole request: a type or a group the caller may not invite to. */
function checkOptions(scope: InviteScope, input: ExternalInviteInput, field: string): string[] {
  const fields: Record<string, string[]> = {};
  if (!mayInviteAs(scope.can, input.userType)) fields[`${field}user_type`] = [rowKey('type_not_allowed')];
  const allowed = new Set(scope.groups.map((g) => g.id));
  if (input.groupIds.some((id) => !allowed.has(id))) fields[`${field}group_ids`] = [rowKey('unknown_group')];
  if (Object.keys(fields).length > 0) throw unprocessable(fields);
  return scope.fixedGroupId
    ? [...new Set([scope.fixedGroupId, ...input.groupIds])]
    : [...new Set(input.groupIds)];
}

async function openInvitesFor(db: Db | Tx, emails: string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await db
    .select({ email: sql<string>`lower(${invitations.email})` })
    .from(invitations)
    .where(
      and(
        eq(invitations.kind, 'external'),
        eq(invitations.status, 'open'),
        isNull(invitations.revokedAt),
        inArray(sql`lower(${invitations.email})`, emails),
      ),
    );
  return new Set(rows.map((row) => row.email));
}

/** Row by row: what is invited and what is skipped with its reason. */
async function sortRows(db: Db | Tx, rows: CsvRow[]) {
  const errors: RowError[] = [];
  const good: CsvRow[] = [];
  const lower = rows.map((row) => row.email.toLowerCase());
  const taken = await takenEmails(db, lower);
  const invited = await openInvitesFor(db, lower);
  const seen = new Set<string>();
  for (const row of rows) {
    const email = row.email.toLowerCase();
    const problem =
      !EMAIL.test(row.email) || row.email.length > 320
        ? 'invalid_email'
        : seen.has(email)
          ? 'duplicate_in_file'
          : taken.has(email)
            ? 'already_member'
            : invited.has(email)
              ? 'already_invited'
              : null;
    seen.add(email);
    if (problem) errors.push({ row: row.row, email: row.email.slice(0, 320), message: rowKey(problem) });
    else good.push(row);
  }
  return { good, errors };
}

export async function createExternalInvites(
  ctx: AppContext,
  request: { viewer: Viewer; ip: string },
  scope: InviteScope,
  rows: CsvRow[],
  input: ExternalInviteInput,
  options: { single: boolean },
): Promise<ExternalInviteResult> {
  const groupIds = checkOptions(scope, input, options.single ? 'external_invite.' : '');
  const { good, errors } = await sortRows(ctx.db, rows);
  if (options.single && errors[0]) {
    throw unprocessable({ 'external_invite.email': [errors[0].message] });
  }
  if (good.length === 0) return { invited: 0, errors };
  await ctx.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(invitations)
      .values(
        good.map((row) => ({
          kind: 'external' as const,
          scope: scope.type,
          scopeId: scope.id,
          authorId: request.viewer.id,
          email: row.email,
          firstName: row.firstName,
          lastName: row.lastName,
          userType: input.userType,
          groupIds,
          subject: input.subject ?? '',
          body: input.body ?? '',
        })),
      )
      .returning({ id: invitations.id, email: invitations.email });
    await ctx.audit.recordMany(
      inserted.map((invite) => ({
        type: 'InviteCreate',
        actorId: request.viewer.id,
        details: { invite_id: invite.id, email: invite.email, scope: scope.type, scope_id: scope.id },
        ip: request.ip,
      })),
      tx,
    );
    await queueInviteMails(
      ctx,
      tx,
      inserted.map((invite) => invite.id),
    );
  });
  return { invited: good.length, errors };
}

/** Queued in the caller's transaction, with the rows it mails about. */
export async function queueInviteMails(ctx: Pick<AppContext, 'jobs'>, tx: Tx, inviteIds: string[]) {
  if (inviteIds.length > 0) await ctx.jobs.enqueue(tx, INVITE_MAIL_JOB, { inviteIds });
}

/** The mail job: each still open invite gets a fresh link (older links stop working) and its mail. */
export function defineInviteMailJob(ctx: AppContext) {
  ctx.jobs.define(INVITE_MAIL_JOB, async (payload, job) => {
    const ids = Array.isArray(payload.inviteIds) ? payload.inviteIds.map(String) : [];
    if (ids.length === 0) return;
    const open = await ctx.db
      .select()
      .from(invitations)
      .where(
        and(inArray(invitations.id, ids), eq(invitations.status, 'open'), isNull(invitations.revokedAt)),
      );
    const network = await ctx.network.get();
    await sendJobMails(
      ctx,
      job,
      open.filter((invite) => invite.email),
      (invite) => invite.id,
      async (invite) => {
        const token = newToken();
        await ctx.db
          .update(invitations)
          .set({ tokenHash: hashToken(token), expiresAt: new Date(Date.now() + INVITE_LINK_DAYS * DAY_MS) })
          .where(eq(invitations.id, invite.id));
        return inviteMail({
          locale: network.language,
          to: invite.email ?? '',
          name: `${invite.firstName} ${invite.lastName}`.trim(),
          network: network.name,
          subject: invite.subject,
          body: invite.body,
          link: `${ctx.config.publicUrl}/invitations/${token}`,
          days: INVITE_LINK_DAYS,
        });
      },
    );
  });
}
