import { eq } from 'drizzle-orm';
import {
  DEFAULT_NEWSLETTER_SENDING,
  isSectionOrder,
  NEWSLETTER_SECTIONS,
  type NewsletterSection,
  type UpcomingActivities,
} from '../../../contract/newsletter.js';
import type { AppContext } from '../../platform/context.js';
import { unprocessable } from '../../platform/errors.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { requireNetworkAdmin } from '../network-administration/policy.js';
import { newsletterSettings } from './tables.js';

const ROW_ID = 'network';

/** The content block's sections in the administrator's order. */
export async function loadSectionOrder(ctx: AppContext): Promise<NewsletterSection[]> {
  const [row] = await ctx.db
    .select({ order: newsletterSettings.sectionOrder })
    .from(newsletterSettings)
    .where(eq(newsletterSettings.id, ROW_ID));
  return row?.order ?? [...NEWSLETTER_SECTIONS];
}

export async function getUpcomingActivities(ctx: AppContext, viewer: Viewer): Promise<UpcomingActivities> {
  requireNetworkAdmin(viewer);
  return { entries: (await loadSectionOrder(ctx)).map((id) => ({ id })) };
}

/** Stores the order (part 3 section 7): every section exactly once, else 422 and nothing changes. */
export async function updateUpcomingActivities(
  ctx: AppContext,
  actor: { viewer: Viewer; ip: string },
  order: string[],
) {
  requireNetworkAdmin(actor.viewer);
  if (!isSectionOrder(order)) throw unprocessable({ order: ['errors.newsletter.order_invalid'] });
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(newsletterSettings)
      .values({ id: ROW_ID, sending: DEFAULT_NEWSLETTER_SENDING, sectionOrder: order })
      .onConflictDoUpdate({
        target: newsletterSettings.id,
        set: { sectionOrder: order, updatedAt: new Date() },
      });
    await ctx.audit.record(
      {
        type: 'PolicySettingUpdate',
        actorId: actor.viewer.id,
        details: { subject: 'newsletter_upcoming_activities', changes: { to: order } },
        ip: actor.ip,
      },
      tx,
    );
  });
}
