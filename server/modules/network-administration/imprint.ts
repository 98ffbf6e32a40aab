import type { ImprintEdit } from '../../../contract/legal-texts.js';
import type { AppContext } from '../../platform/context.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { sanitizeContent } from '../../platform/rich-text.js';
import { lockNetworkRow, writeNetworkRow } from './network-row.js';
import { requireNetworkAdmin } from './policy.js';

/**
 * The imprint (part 1 section 2.7) lives with the network's settings: the web imprint at /imprint,
 * the mail imprint under every mail the platform sends (platform/mail).
 */
export async function getImprint(ctx: AppContext, viewer: Viewer): Promise<ImprintEdit> {
  requireNetworkAdmin(viewer);
  const { imprint } = (await ctx.network.get()).settings;
  return {
    imprint: { imprint_attributes: { content: imprint.content }, mail_imprint: imprint.mail_imprint },
    // The mail imprint closes the newsletters too, so the form says so.
    show_newsletter_info: true,
  };
}

export async function updateImprint(
  ctx: AppContext,
  viewer: Viewer,
  input: ImprintEdit['imprint'],
): Promise<ImprintEdit> {
  requireNetworkAdmin(viewer);
  const imprint = {
    content: sanitizeContent(input.imprint_attributes.content).html,
    mail_imprint: sanitizeContent(input.mail_imprint).html,
  };
  await ctx.db.transaction(async (tx) => {
    const stored = await lockNetworkRow(tx);
    await writeNetworkRow(tx, { settings: { ...stored.settings, imprint } });
  });
  await ctx.network.changed();
  return getImprint(ctx, viewer);
}

export async function publicImprint(ctx: AppContext) {
  return { content: (await ctx.network.get()).settings.imprint.content };
}
