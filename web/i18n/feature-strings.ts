import type { ResourceKey } from 'i18next';
import type { Language } from '../app/api/types';
import { i18next, isLanguage } from './i18n';

/**
 * Strings of one feature, shipped beside it (web/features/<area>/locales/<language>.json) and loaded
 * with its routes, so the sign-in page and the shell carry only their own strings. Without this every
 * feature's strings travelled in the first page's locale chunk and pushed it over its budget.
 */
export type FeatureStringLoaders = Partial<Record<Language, () => Promise<{ default: ResourceKey }>>>;

/** Features whose strings were asked for, with the languages already added. */
const features = new Map<FeatureStringLoaders, Set<Language>>();

/** The language and its fallbacks, as i18next resolves them (de_DU, de, en). */
const chainOf = (language: string): Language[] =>
  [language, ...i18next.languages].filter(
    (l, i, all): l is Language => isLanguage(l) && all.indexOf(l) === i,
  );

async function addStrings(loaders: FeatureStringLoaders, language: string) {
  const added = features.get(loaders) ?? new Set<Language>();
  features.set(loaders, added);
  await Promise.all(
    chainOf(language).map(async (lng) => {
      const load = loaders[lng];
      if (!load || added.has(lng)) return;
      const module = await load();
      // Deep-merge into the app's one namespace without overwriting anything already there.
      i18next.addResourceBundle(lng, 'translation', module.default, true, false);
      added.add(lng);
    }),
  );
}

i18next.on('languageChanged', (language) => {
  for (const loaders of features.keys()) void addStrings(loaders, language);
});

/**
 * For a feature's route loaders: resolves once the feature's strings for the current language and its
 * fallbacks are in; later language switches load them too.
 */
export const featureStrings =
  (loaders: FeatureStringLoaders): (() => Promise<void>) =>
  () =>
    addStrings(loaders, i18next.language);

/** A route's `lazy` that loads the feature's strings alongside the page module. */
export const withStrings =
  <T>(loadStrings: () => Promise<void>, loadPage: () => Promise<T>): (() => Promise<T>) =>
  async () => {
    const [, page] = await Promise.all([loadStrings(), loadPage()]);
    return page;
  };
