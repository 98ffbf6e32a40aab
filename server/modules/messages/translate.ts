import type { TranslationResult } from '../../../contract/messages.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { sanitizeContent } from '../../platform/rich-text.js';
import type { Viewer } from '../network/policy.js';
import { getNetwork } from '../network/service.js';
import { canTranslate } from './policy.js';
import { findVisibleMessage } from './service.js';

/**
 * Machine translation of a message (GET /translations/{lang}/message/{id}). No provider ships with the
 * product: an installation that has one (DeepL, a self-hosted model, ...) sets it at start with
 * `setTranslationProvider`. `translate` receives plain subject and sanitised HTML content and must
 * answer HTML the same sanitiser accepts; its answer is sanitised again before it is sent.
 */
export type TranslationProvider = {
  translate(input: { subject: string; html: string; to: string }): Promise<{ subject: string; html: string }>;
};

let provider: TranslationProvider | null = null;

export function setTranslationProvider(next: TranslationProvider | null): void {
  provider = next;
}

export const translationProvider = () => provider;

export const TRANSLATION_LANGUAGES = ['de', 'de_DU', 'en', 'es', 'fr'] as const;

/** 404 unless the network translates automatically, a provider is set and the viewer sees the message. */
export async function translateMessage(
  ctx: AppContext,
  viewer: Viewer,
  lang: string,
  id: string,
): Promise<TranslationResult> {
  const network = await getNetwork(ctx.db);
  const current = provider;
  if (!current || !canTranslate(network, true)) throw notFound('translation');
  if (!(TRANSLATION_LANGUAGES as readonly string[]).includes(lang)) throw notFound('translation');
  const message = await findVisibleMessage(ctx.db, viewer, id);
  const result = await current.translate({ subject: message.subject, html: message.content, to: lang });
  return { id: message.id, lang, subject: result.subject, content: sanitizeContent(result.html).html };
}
