import { describe, expect, it } from 'vitest';
import { featureStrings } from './feature-strings';
import { i18next, initI18n, switchLanguage } from './i18n';

describe('feature strings', () => {
  it('join the shell strings when a feature loads, and follow language switches', async () => {
    await initI18n('en');
    const load = featureStrings({
      en: async () => ({ default: { js: { sample_feature: { title: 'Sample' } } } }),
      de: async () => ({ default: { js: { sample_feature: { title: 'Beispiel' } } } }),
    });
    expect(i18next.exists('js.sample_feature.title')).toBe(false);
    await load();
    expect(i18next.t('js.sample_feature.title')).toBe('Sample');
    expect(i18next.t('js.generic_error')).not.toBe('js.generic_error');

    await switchLanguage('de');
    await expect.poll(() => i18next.t('js.sample_feature.title')).toBe('Beispiel');
    // The shell's German strings are still there beside the feature's.
    expect(i18next.t('js.generic_error')).toMatch(/Fehler|schief/);
  });
});
