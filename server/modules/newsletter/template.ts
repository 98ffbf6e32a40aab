import { eq } from 'drizzle-orm';
import {
  DEFAULT_NEWSLETTER_SENDING,
  NEWSLETTER_PLACEHOLDERS,
  type NewsletterTemplate,
  type NewsletterTemplateResponse,
  templateProblems,
} from '../../../contract/newsletter.js';
import type { AppContext } from '../../platform/context.js';
import { unprocessable } from '../../platform/errors.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { requireNetworkAdmin } from '../network-administration/policy.js';
import { defaultTemplate } from './default-template.js';
import { newsletterSettings } from './tables.js';

const ROW_ID = 'network';

/** The saved template, or the default in the network's current design. */
export async function loadTemplate(
  ctx: AppContext,
): Promise<{ template: NewsletterTemplate; isDefault: boolean }> {
  const [row] = await ctx.db
    .select({ template: newsletterSettings.template })
    .from(newsletterSettings)
    .where(eq(newsletterSettings.id, ROW_ID));
  if (row?.template) return { template: row.template, isDefault: false };
  return { template: defaultTemplate(await ctx.network.get(), ctx.config.publicUrl), isDefault: true };
}

const present = ({ template, isDefault }: { template: NewsletterTemplate; isDefault: boolean }) =>
  ({
    newsletter_unlayer_template: template,
    is_default: isDefault,
    placeholders: { ...NEWSLETTER_PLACEHOLDERS },
  }) satisfies NewsletterTemplateResponse;

export async function getNewsletterTemplate(ctx: AppContext, viewer: Viewer) {
  requireNetworkAdmin(viewer);
  return present(await loadTemplate(ctx));
}

/**
 * Saves the template when its body has the content placeholder exactly once and the disclaimer
 * placeholder at least once (part 3 section 5); otherwise 422 with the spec's messages, nothing saved.
 */
export async function updateNewsletterTemplate(
  ctx: AppContext,
  actor: { viewer: Viewer; ip: string },
  template: NewsletterTemplate,
) {
  requireNetworkAdmin(actor.viewer);
  const problems = templateProblems(template.body);
  if (Object.keys(problems).length > 0) throw unprocessable(problems);
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(newsletterSettings)
      .values({ id: ROW_ID, sending: DEFAULT_NEWSLETTER_SENDING, template })
      .onConflictDoUpdate({ target: newsletterSettings.id, set: { template, updatedAt: new Date() } });
    await ctx.audit.record(
      {
        type: 'PolicySettingUpdate',
        actorId: actor.viewer.id,
        details: { subject: 'newsletter_template' },
        ip: actor.ip,
      },
      tx,
    );
  });
  return present({ template, isDefault: false });
}
