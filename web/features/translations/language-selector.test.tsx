import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TranslationLanguages } from '../../../contract/translations';
import { createTestQueryClient, renderRoutes, testI18n } from '../../test/render';
import { applyTranslation, applyWidgetTranslation } from './apply';
import { orderLanguages } from './language-order';
import { LanguageSelector } from './language-selector';
import translationsEn from './locales/en.json';

beforeAll(() => {
  testI18n.addResourceBundle('en', 'translation', translationsEn, true, false);
});
beforeEach(() => localStorage.clear());

const LANGUAGES: TranslationLanguages = {
  languages: [
    { code: 'DE', name: 'German', primary: true },
    { code: 'EN-GB', name: 'British English', primary: true },
    { code: 'ES', name: 'Spanish', primary: true },
    { code: 'FR', name: 'French', primary: true },
    { code: 'IT', name: 'Italian', primary: false },
    { code: 'NL', name: 'Dutch', primary: false },
  ],
};
const codes = (list: { code: string }[]) => list.map((entry) => entry.code);

describe('orderLanguages', () => {
  it('puts the language last used first, then DE, EN-GB, ES, FR, then the rest', () => {
    expect(codes(orderLanguages(LANGUAGES.languages, null).primary)).toEqual(['DE', 'EN-GB', 'ES', 'FR']);
    const withLast = orderLanguages(LANGUAGES.languages, 'NL');
    expect(codes(withLast.primary)).toEqual(['NL', 'DE', 'EN-GB', 'ES', 'FR']);
    expect(codes(withLast.others)).toEqual(['IT']);
    expect(codes(orderLanguages(LANGUAGES.languages, 'FR').primary)).toEqual(['FR', 'DE', 'EN-GB', 'ES']);
    expect(codes(orderLanguages(LANGUAGES.languages, 'XX').primary)).toEqual(['DE', 'EN-GB', 'ES', 'FR']);
  });
});

describe('applying translations', () => {
  it('replaces the texts a translation names, in nested items too, and nothing else', () => {
    const widget = {
      id: 'w1',
      title: 'Links',
      navigation_items: [{ title: 'Files', url: '/files' }],
    };
    const fields = {
      title: 'Channel title',
      widget_w1_title: 'Liens',
      'widget_w1_navigation_items.0.title': 'Fichiers',
      'widget_w1_navigation_items.5.title': 'Missing',
      widget_w2_title: 'Other',
    };
    expect(applyWidgetTranslation(widget, fields)).toEqual({
      id: 'w1',
      title: 'Liens',
      navigation_items: [{ title: 'Fichiers', url: '/files' }],
    });
    expect(widget.title).toBe('Links');
    expect(applyTranslation({ title: 'A', teaser: 'B' }, { title: 'C', teaser: '' })).toEqual({
      title: 'C',
      teaser: 'B',
    });
  });
});

describe('LanguageSelector', () => {
  it('keeps the chosen language in the URL and remembers it as last used', async () => {
    const user = userEvent.setup();
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(['translations', 'languages'], LANGUAGES);
    const { router } = renderRoutes(
      [{ path: '/channels/:slug', element: <LanguageSelector /> }],
      '/channels/news?tab=1',
      queryClient,
    );
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(select).toHaveValue('');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Original language', 'German', 'British English', 'Spanish', 'French', 'Italian', 'Dutch']);
    await user.selectOptions(select, 'NL');
    expect(router.state.location.search).toBe('?tab=1&lng=NL');
    expect(localStorage.getItem('translations.last_used')).toBe('NL');
    expect(select).toHaveValue('NL');
    await user.selectOptions(select, '');
    expect(router.state.location.search).toBe('?tab=1');
  });
});
