import { eq } from 'drizzle-orm';
import type { ActivityTranslation } from '../../../contract/activities.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, notFound } from '../../platform/errors.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { isId } from '../../platform/ids.js';
import { sanitizeContent } from '../../platform/rich-text.js';
import type { NetworkRecord } from '../network/service.js';
import { canTranslate, type Reader } from './policy.js';
import { installationTranslates } from './present.js';
import { loadReply, loadVisibleActivity } from './read.js';
import { activityReplies } from './tables.js';

/** The languages the product speaks (web/i18n); a translation into anything else is not offered. */
const LANGUAGES = ['de', 'de_DU', 'en', 'es', 'fr'];

/** The spec's message for a failed translation (part 1: the activity's translation controls). */
export const TRANSLATION_FAILED = 'js.activitystreams.activity.translation_controls.error';

export type TranslatedType = 'activity' | 'activity_reply';

/** The text to translate: an activity the viewer sees, or a published reply of one. */
async function source(ctx: AppContext, viewer: Viewer, type: TranslatedType, id: string) {
  if (type === 'activity') {
    const { row } = await loadVisibleActivity(ctx, viewer, id);
    return { id: row.id, html: row.html, language: row.language };
  }
  if (!isId(id)) throw notFound('reply');
  const [owner] = await ctx.db
    .select({ activityId: activityReplies.activityId })
    .from(activityReplies)
    .where(eq(activityReplies.id, id));
  if (!owner) throw notFound('reply');
  const { row } = await loadVisibleActivity(ctx, viewer, owner.activityId);
  const reply = await loadReply(ctx.db, row.id, id);
  if (reply.state === 'removed') throw notFound('reply');
  return { id: reply.id, html: reply.html, language: reply.language };
}

/**
 * GET /translations/{lang}/activity|activity_reply/{id}: the text in the viewer's language through the
 * platform's provider. 404 where the `can.translate` flag is false (no provider, the network does not
 * translate, the text is in the viewer's language, or the viewer may not see it); a provider that
 * fails answers 502 with the spec's key, and the answer is sanitised again.
 */
export async function translateActivityText(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Reader,
  input: { lang: string; type: TranslatedType; id: string },
): Promise<ActivityTranslation> {
  const provider = ctx.translation;
  if (!provider || !installationTranslates(ctx, network) || !LANGUAGES.includes(input.lang)) {
    throw notFound('translation');
  }
  const text = await source(ctx, viewer, input.type, input.id);
  if (!canTranslate(true, viewer, text.language)) throw notFound('translation');
  let translated: string[];
  try {
    translated = await provider.translate({ texts: [text.html], format: 'html', to: input.lang });
  } catch (err) {
    ctx.log.warn({ err, type: input.type, id: text.id }, 'translation failed');
    throw new AppError(502, 'translation_failed', 'The translation service failed.', {
      translation: [TRANSLATION_FAILED],
    });
  }
  return { id: text.id, lang: input.lang, html_content: sanitizeContent(translated[0] ?? '').html };
}
