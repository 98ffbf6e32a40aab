import { z } from 'zod';

/**
 * Translations of channels, their widgets and articles (part 1 sections 3, 7 and 9). A translation is
 * a map of keys to texts in one language: a channel's `title` and `description` plus, for each of its
 * widgets, `widget_{id}_{field}` overriding that widget's field; a widget's own fields; an article's
 * `title`, `teaser` and `html_content`. Editors store manual translations; when the network translates
 * automatically the rest comes from the translation service, asked once per text version.
 */

/** The languages a channel can be read in (the translation service's target languages). */
export const TRANSLATION_LANGUAGES = [
  'DE',
  'EN-GB',
  'ES',
  'FR',
  'AR',
  'BG',
  'CS',
  'DA',
  'EL',
  'EN-US',
  'ET',
  'FI',
  'HU',
  'ID',
  'IT',
  'JA',
  'KO',
  'LT',
  'LV',
  'NB',
  'NL',
  'PL',
  'PT-BR',
  'PT-PT',
  'RO',
  'RU',
  'SK',
  'SL',
  'SV',
  'TR',
  'UK',
  'ZH',
] as const;
export type TranslationLanguageCode = (typeof TRANSLATION_LANGUAGES)[number];
/** Part 1 section 9: offered first, after the language last used. */
export const PRIMARY_TRANSLATION_LANGUAGES: readonly TranslationLanguageCode[] = ['DE', 'EN-GB', 'ES', 'FR'];

/** `lng` in paths: any case, answered in the list's spelling. */
export const translationLanguage = z
  .string()
  .max(10)
  .transform((value) => value.toUpperCase())
  .pipe(z.enum(TRANSLATION_LANGUAGES, { message: 'errors.translations.unknown_language' }));

export const TRANSLATION_SUBJECTS = ['channel', 'widget', 'article'] as const;
export type TranslationSubject = (typeof TRANSLATION_SUBJECTS)[number];

export const translationLanguageEntry = z.object({
  code: z.string(),
  /** In the reader's language. */
  name: z.string(),
  primary: z.boolean(),
});
export type TranslationLanguage = z.infer<typeof translationLanguageEntry>;
export const translationLanguages = z.object({ languages: z.array(translationLanguageEntry) });
export type TranslationLanguages = z.infer<typeof translationLanguages>;

/** A text of the subject that can be translated, shown to editors beside their translation. */
export const translationSource = z.object({
  key: z.string(),
  format: z.enum(['text', 'html']),
  text: z.string(),
});
export type TranslationSource = z.infer<typeof translationSource>;

export const translation = z.object({
  lng: z.string(),
  type: z.enum(TRANSLATION_SUBJECTS),
  id: z.string(),
  /** Key to text; keys without a translation are missing (the original is shown). */
  fields: z.record(z.string(), z.string()),
  /** The keys an editor translated by hand (they win over the service's). */
  manual_keys: z.array(z.string()),
  /** For those who may update: the original texts, and the stored manual translation. */
  sources: z.array(translationSource).nullable(),
  manual: z.record(z.string(), z.string()).nullable(),
  can: z.object({ update: z.boolean() }),
});
export type Translation = z.infer<typeof translation>;

export const TRANSLATION_TEXT_MAX = 2_000;
export const TRANSLATION_HTML_MAX = 100_000;

/** PUT: the manual translation of the subject's own keys; an empty text removes a key's. */
export const manualTranslationBody = z.object({
  fields: z.record(z.string().max(200), z.string().max(TRANSLATION_HTML_MAX)),
});
export type ManualTranslationBody = z.infer<typeof manualTranslationBody>;

/** The spec's message for a failed translation (part 1 section 8). */
export const TRANSLATION_FAILED = 'js.activitystreams.activity.translation_controls.error';

export const translationPaths = {
  languages: '/translations/languages',
  /** GET -> translation; PUT manualTranslationBody -> translation (editors). */
  translation: (lng: string, type: TranslationSubject, id: string) =>
    `/translations/${encodeURIComponent(lng)}/${type}/${encodeURIComponent(id)}`,
} as const;

/** The key under which a channel's translation overrides a widget's field. */
export const widgetTranslationKey = (widgetId: string, key: string) => `widget_${widgetId}_${key}`;
