import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  manualTranslationBody,
  TRANSLATION_SUBJECTS,
  translation,
  translationLanguage,
  translationLanguages,
} from '../../../contract/translations.js';
import type { AppContext } from '../../platform/context.js';
import { translationLanguageList } from './languages.js';
import { saveManualTranslation, showTranslation } from './translate.js';

const idParam = z.string().min(1).max(200);

/**
 * Translations of channels, widgets and articles (contract/translations.ts). One route per subject
 * type: activities and messages answer their own types under the same prefix.
 */
export function translationRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { auth: 'member' } as const;
  const network = () => ctx.network.get();

  api.get(
    '/translations/languages',
    { config, schema: { response: { 200: translationLanguages } } },
    async (request) => translationLanguageList(request.viewer.locale),
  );

  for (const type of TRANSLATION_SUBJECTS) {
    const params = z.object({ lang: translationLanguage, id: idParam });
    const path = `/translations/:lang/${type}/:id`;
    api.get(path, { config, schema: { params, response: { 200: translation } } }, async (request) =>
      showTranslation(ctx, await network(), request.viewer, {
        lng: request.params.lang,
        type,
        id: request.params.id,
      }),
    );
    api.put(
      path,
      { config, schema: { params, body: manualTranslationBody, response: { 200: translation } } },
      async (request) =>
        saveManualTranslation(
          ctx,
          await network(),
          request.viewer,
          { lng: request.params.lang, type, id: request.params.id },
          request.body,
        ),
    );
  }
}
