import { eq } from 'drizzle-orm';
import {
  DEFAULT_NEWSLETTER_SENDING,
  type NewsletterSending,
  type NewsletterSettings,
  nextSendings,
  sendingProblems,
} from '../../../contract/newsletter.js';
import type { Db, Tx } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import { unprocessable } from '../../platform/errors.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { requireNetworkAdmin } from '../network-administration/policy.js';
import { newsletterSettings } from './tables.js';
import { knownZone } from './zones.js';

const ROW_ID = 'network';
const SHOWN_SENDINGS = 3;

/** The stored schedule, or the defaults while nobody saved one. */
export async function loadSending(db: Db | Tx): Promise<NewsletterSending> {
  const [row] = await db.select().from(newsletterSettings).where(eq(newsletterSettings.id, ROW_ID));
  return row?.sending ?? DEFAULT_NEWSLETTER_SENDING;
}

/** The network's zone, where the schedule's days are counted for the form. */
export async function networkZone(ctx: AppContext): Promise<string> {
  const zone = (await ctx.network.get()).config.time_zone;
  return knownZone(zone) ? zone : 'Europe/Berlin';
}

async function present(ctx: AppContext, sending: NewsletterSending, now: Date): Promise<NewsletterSettings> {
  const zone = await networkZone(ctx);
  return {
    newsletter_sending_day: sending,
    time_zone: zone,
    next_sendings: nextSendings(sending, now, zone, SHOWN_SENDINGS).map((at) => at.toISOString()),
  };
}

export async function getNewsletterSettings(ctx: AppContext, viewer: Viewer, now = new Date()) {
  requireNetworkAdmin(viewer);
  return present(ctx, await loadSending(ctx.db), now);
}

/** Saves the schedule with an audit entry of what changed, in one transaction. */
export async function updateNewsletterSettings(
  ctx: AppContext,
  actor: { viewer: Viewer; ip: string },
  sending: NewsletterSending,
  now = new Date(),
) {
  requireNetworkAdmin(actor.viewer);
  const problems = sendingProblems(sending);
  if (Object.keys(problems).length > 0) throw unprocessable(problems);
  await ctx.db.transaction(async (tx) => {
    const before = await loadSending(tx);
    await tx
      .insert(newsletterSettings)
      .values({ id: ROW_ID, sending })
      .onConflictDoUpdate({ target: newsletterSettings.id, set: { sending, updatedAt: new Date() } });
    await ctx.audit.record(
      {
        type: 'PolicySettingUpdate',
        actorId: actor.viewer.id,
        details: { subject: 'newsletter_sending_day', changes: { from: before, to: sending } },
        ip: actor.ip,
      },
      tx,
    );
  });
  return present(ctx, sending, now);
}
