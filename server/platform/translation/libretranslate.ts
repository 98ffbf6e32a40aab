import type { TranslationProvider } from './translation.js';

/** A translation that takes longer is answered as failed; the member can ask again. */
const TIMEOUT_MS = 10_000;

/** The product's locales are languages to the service (`de_DU` is German spoken informally). */
const serviceLanguage = (locale: string) => locale.split(/[_-]/)[0] ?? locale;

/**
 * A LibreTranslate-compatible service (`TRANSLATION_URL`): `POST {url}/translate` with
 * `{ q: [texts], source: 'auto', target, format, api_key }` answering `{ translatedText: [texts] }`.
 * Anything else (an error status, another shape, a count that does not match) throws, and the
 * callers answer the spec's translation error.
 */
export function libreTranslateProvider(url: string, apiKey?: string): TranslationProvider {
  const endpoint = new URL('translate', url.endsWith('/') ? url : `${url}/`).toString();
  return {
    async translate({ texts, format, to }) {
      if (texts.length === 0) return [];
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          q: texts,
          source: 'auto',
          target: serviceLanguage(to),
          format,
          ...(apiKey ? { api_key: apiKey } : {}),
        }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`translation service answered ${response.status}`);
      const body = (await response.json()) as { translatedText?: unknown };
      const translated = Array.isArray(body.translatedText) ? body.translatedText : [body.translatedText];
      if (translated.length !== texts.length || translated.some((text) => typeof text !== 'string')) {
        throw new Error('translation service answered an unexpected shape');
      }
      return translated as string[];
    },
  };
}

/** The configured provider, or null when the installation has none (the default). */
export function translationFromConfig(config: { url: string | undefined; apiKey: string | undefined }) {
  return config.url ? libreTranslateProvider(config.url, config.apiKey) : null;
}
