import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import filesDe from '../features/files/locales/de.json';
import filesEn from '../features/files/locales/en.json';
import filesEs from '../features/files/locales/es.json';
import filesFr from '../features/files/locales/fr.json';
import { dataName } from './data-names';
import de from './locales/de.json';
import deDu from './locales/de_DU.json';
import en from './locales/en.json';
import es from './locales/es.json';
import fr from './locales/fr.json';

/** A translator for one app language with its fallbacks (de_DU falls back to de), as the app sets it up. */
const translatorFor = async (language: string) => {
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    fallbackLng: { de_DU: ['de', 'en'], default: ['en'] },
    resources: {
      en: { translation: en },
      de: { translation: de },
      de_DU: { translation: deDu },
      es: { translation: es },
      fr: { translation: fr },
    },
  });
  for (const [lng, strings] of [
    ['en', filesEn],
    ['de', filesDe],
    ['es', filesEs],
    ['fr', filesFr],
  ] as const)
    instance.addResourceBundle(lng, 'translation', strings, true, false);
  return instance.t;
};

describe('data names in the member language', () => {
  it.each([
    ['en', 'Departments', 'Files'],
    ['de', 'Abteilungen', 'Dateien'],
    ['de_DU', 'Abteilungen', 'Dateien'],
    ['es', 'Departamentos', 'Archivos'],
    ['fr', 'Services', 'Fichiers'],
  ])('%s: the category heading "Departments" and the root folder', async (language, heading, root) => {
    const t = await translatorFor(language);
    expect(dataName(t, 'Departments')).toBe(heading);
    expect(t('js.files.root_folder')).toBe(root);
  });

  it.each(['de', 'de_DU', 'es', 'fr'])('%s translates every built-in category name', async (language) => {
    const t = await translatorFor(language);
    const builtIn = Object.keys(de.js.data_names);
    const translated = builtIn.filter((name) => dataName(t, name) !== name);
    // "Community" is German too; every other name changes.
    expect(translated.length).toBeGreaterThanOrEqual(builtIn.length - (language.startsWith('de') ? 1 : 0));
  });

  it('names the same built-in categories in German, Spanish and French', () => {
    const names = Object.keys(de.js.data_names).sort();
    expect(names).toEqual(['Communities', 'Community', 'Department', 'Departments', 'Project', 'Projects']);
    expect(Object.keys(es.js.data_names).sort()).toEqual(names);
    expect(Object.keys(fr.js.data_names).sort()).toEqual(names);
  });

  it('keeps the names administrators chose, also ones that look like keys', async () => {
    const t = await translatorFor('de');
    expect(dataName(t, 'Standorte')).toBe('Standorte');
    expect(dataName(t, 'Sales & Marketing')).toBe('Sales & Marketing');
    expect(dataName(t, 'js.generic_error')).toBe('js.generic_error');
    expect(dataName(t, '')).toBe('');
  });
});
