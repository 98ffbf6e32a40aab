import type { TranslationResult } from '../../../contract/messages.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { sanitizeContent } from '../../platform/rich-text.js';
import { canTranslate } from './policy.js';
import { findVisibleMessage } from './service.js';

/**
 * Machine translation of a message (GET /translations/{lang}/message/{id}) through the platform's
 * provider (ctx.translation, none by default). The answer is sanitised again before it is sent.
 */
export const TRANSLATION_LANGUAGES = ['de', 'de_DU', 'en', 'es', 'fr'] as const;

/** 404 unless the network translates automatically, a provider is set and the viewer sees the message. */
export async function translateMessage(
  ctx: AppContext,
  viewer: Viewer,
  lang: string,
  id: string,
): Promise<TranslationResult> {
  const network = await ctx.network.get();
  const provider = ctx.translation;
  if (!provider || !canTranslate(network, true)) throw notFound('translation');
  if (!(TRANSLATION_LANGUAGES as readonly string[]).includes(lang)) throw notFound('translation');
  const message = await findVisibleMessage(ctx.db, viewer, id);
  const [[subject = ''], [html = '']] = await Promise.all([
    provider.translate({ texts: [message.subject], format: 'text', to: lang }),
    provider.translate({ texts: [message.content], format: 'html', to: lang }),
  ]);
  return { id: message.id, lang, subject, content: sanitizeContent(html).html };
}
