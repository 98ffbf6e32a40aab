import { eq } from 'drizzle-orm';
import type { EmailIntegration } from '../../../../contract/apps.js';
import type { Tx } from '../../../db/client.js';
import type { AppContext } from '../../../platform/context.js';
import { sendJobMails } from '../../../platform/mail/job-mails.js';
import { memberRecordById } from '../../members/service.js';
import { membersOf } from '../derive.js';
import type { LoadedApp } from '../load.js';
import { type ItemRow, itemPath } from '../present.js';
import { appItems, apps } from '../tables.js';
import { renderTemplate } from './template.js';

export const ASSIGNMENT_MAIL_JOB = 'apps.assignment_mail';

type Payload = { itemId: string; integration: string; memberIds: string[] };

/**
 * Part 3 section 3.8's e-mail integrations: a member newly named in the integration's membership
 * property (`assign`), or no longer named (`unassign`), gets the app's mail. Queued in the item's
 * transaction; the member who made the change gets none.
 */
export async function queueAssignmentMails(
  ctx: Pick<AppContext, 'jobs'>,
  tx: Tx,
  loaded: LoadedApp,
  row: Pick<ItemRow, 'id' | 'values'>,
  before: Record<string, unknown>,
  actorId: string,
) {
  for (const integration of loaded.app.integrations) {
    if (integration.assignee_property_id === '-1') continue;
    const now = new Set(membersOf(row.values, integration.assignee_property_id).map((m) => m.id));
    const was = new Set(membersOf(before, integration.assignee_property_id).map((m) => m.id));
    const changed =
      integration.trigger === 'assign'
        ? [...now].filter((id) => !was.has(id))
        : [...was].filter((id) => !now.has(id));
    const memberIds = changed.filter((id) => id !== actorId);
    if (memberIds.length === 0) continue;
    await ctx.jobs.enqueue(tx, ASSIGNMENT_MAIL_JOB, {
      itemId: row.id,
      integration: integration.uuid,
      memberIds,
    } satisfies Payload);
  }
}

export function defineAssignmentMailJob(ctx: AppContext) {
  ctx.jobs.define(ASSIGNMENT_MAIL_JOB, async (payload, job) => {
    const [found] = await ctx.db
      .select({ item: appItems, app: apps })
      .from(appItems)
      .innerJoin(apps, eq(apps.id, appItems.appId))
      .where(eq(appItems.id, String(payload.itemId ?? '')));
    if (!found) return;
    const integration = found.app.integrations.find(
      (one: EmailIntegration) => one.uuid === String(payload.integration ?? ''),
    );
    if (!integration) return;
    const memberIds = Array.isArray(payload.memberIds) ? payload.memberIds.map(String) : [];
    const url = `${ctx.config.publicUrl}${itemPath(found.app.slug, found.item.id)}`;
    const fixed = { app: found.app.name, item: found.item.name, url };
    await sendJobMails(
      ctx,
      job,
      memberIds,
      (id) => id,
      async (id) => {
        const member = await memberRecordById(ctx.db, id);
        if (!member || member.deletedAt) return null;
        const text = renderTemplate(integration.email_text_template, found.item.values, fixed);
        return {
          to: member.email,
          locale: member.locale,
          subject:
            renderTemplate(integration.email_subject_template, found.item.values, fixed).slice(0, 300) ||
            found.app.name,
          text: `${text.trimEnd()}\n\n${url}\n`,
        };
      },
    );
  });
}
