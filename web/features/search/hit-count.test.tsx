import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SearchResponse } from '../../../contract/search';
import { FALLBACK_LANGUAGES } from '../../i18n/i18n';
import { renderRoutes } from '../../test/render';
import { hitCount, hitTotal } from './hit-count';
import de from './locales/de.json';
import deDu from './locales/de_DU.json';
import en from './locales/en.json';
import es from './locales/es.json';
import fr from './locales/fr.json';
import { SearchPage } from './search-page';

// The page loads its strings into the app's i18n instance; the test renders with English ones.
vi.mock('./strings', () => ({ loadSearchStrings: async () => undefined }));

const capped = { total: 1000, total_capped: true };
const exact = { total: 12, total_capped: false };

/** An i18n instance of one locale with the search strings and the app's fallbacks. */
const translator = async (language: string) => {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: language,
    fallbackLng: FALLBACK_LANGUAGES,
    resources: {
      de: { translation: de },
      de_DU: { translation: deDu },
      en: { translation: en },
      es: { translation: es },
      fr: { translation: fr },
    },
    interpolation: { escapeValue: false },
  });
  return i18n.t;
};

describe('hit counts', () => {
  // French groups thousands with a narrow no-break space; Spanish leaves four digits ungrouped.
  it.each([
    ['de', '1.000+', 'Mehr als 1.000 Ergebnisse', '12 Ergebnisse'],
    ['de_DU', '1.000+', 'Mehr als 1.000 Ergebnisse', '12 Ergebnisse'],
    ['en', '1,000+', 'More than 1,000 results', '12 results'],
    ['es', '1000+', 'Más de 1000 resultados', '12 resultados'],
    ['fr', '1\u202f000+', 'Plus de 1\u202f000 résultats', '12 résultats'],
  ])('shows a capped count as "1,000+" in %s', async (language, button, heading, plain) => {
    const t = await translator(language);
    expect(hitCount(t, language, capped)).toBe(button);
    expect(hitTotal(t, language, capped)).toBe(heading);
    expect(hitCount(t, language, exact)).toBe('12');
    expect(hitTotal(t, language, exact)).toBe(plain);
  });
});

const result = (module: string, total: number, totalCapped: boolean) => ({
  hits: [
    {
      id: `${module}-1`,
      module,
      url: `/${module}/1`,
      title: `A ${module} hit`,
      content: '',
      date: '2026-11-25T10:00:00.000Z',
      highlight: { title: `A ${module} hit`, content: '' },
    },
  ],
  meta: { module, q: 'report' },
  total,
  total_capped: totalCapped,
  per: 5,
  page: 1,
  sort_by: 'relevance,desc',
  available_sorts: ['relevance,desc'],
});

afterEach(() => vi.restoreAllMocks());

describe('the search page', () => {
  it('shows a module the server stopped counting as "1,000+" on its filter button and block', async () => {
    const answer: SearchResponse = {
      files_query: result('files', 1000, true),
      members_query: result('members', 3, false),
    };
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/search.json') return Response.json(answer);
      return Response.json(
        { error: { code: 'not_found', message: 'Not found', fields: {} } },
        { status: 404 },
      );
    });
    renderRoutes([{ path: '/search', element: <SearchPage /> }], '/search?q=report');
    // A loaded machine answers the mocked request after the default second of waiting.
    expect(
      await screen.findByRole('button', { name: 'Files (1,000+)' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Members (3)' })).toBeInTheDocument();
    expect(screen.getByText('More than 1,000 results')).toBeInTheDocument();
    expect(screen.getByText('3 results')).toBeInTheDocument();
  });
});
