/**
 * Machine translation (messages, activities, articles). No provider ships with the product: an
 * installation that has one (DeepL, a self-hosted model, ...) hands it to createContext, and every
 * module asks `ctx.translation`. Without one the translate buttons are not offered (`can` flags) and
 * the translation routes answer 404.
 */
export type TranslationProvider = {
  /**
   * Translates each text into `to` and answers them in the same order. HTML texts come sanitised and
   * must come back as HTML the platform sanitiser accepts; callers sanitise the answer again.
   */
  translate(input: { texts: string[]; format: 'text' | 'html'; to: string }): Promise<string[]>;
};
