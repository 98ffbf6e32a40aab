import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SearchResponse } from '../../../../contract/search';
import { renderRoutes } from '../../../test/render';
import { SearchBar } from './search-bar';

// The app loads the dropdown's strings into its own i18n instance; the test renders with English ones.
vi.mock('../../../features/search/strings', () => ({ loadSearchStrings: async () => undefined }));

const hit = (id: string, title: string) => ({
  id,
  module: 'members',
  url: `/members/${id}`,
  title,
  content: '',
  date: '2026-11-25T10:00:00.000Z',
  highlight: { title: title.replace(/^(\S+)/, '<mark>$1</mark>'), content: '' },
});

const answer: SearchResponse = {
  members_query: {
    hits: [hit('m1', 'Ada Lovelace'), hit('m2', 'Adam Smith')],
    meta: { module: 'members', q: 'ada' },
    total: 2,
    total_capped: false,
    per: 5,
    page: 1,
    sort_by: 'relevance,desc',
    available_sorts: ['relevance,desc'],
  },
};

const serve = () =>
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/search.json') return Response.json(answer);
    return Response.json({ error: { code: 'not_found', message: 'Not found', fields: {} } }, { status: 404 });
  });

const routes = [
  { path: '/start', element: <SearchBar /> },
  { path: '/members/:id', element: <p>member page</p> },
  { path: '/search', element: <p>search page</p> },
];

afterEach(() => vi.restoreAllMocks());

describe('the header search dropdown', () => {
  it('lists the first hits while typing; the arrow keys and Enter open one', async () => {
    const fetch = serve();
    const user = userEvent.setup();
    renderRoutes(routes, '/start');
    const input = screen.getByRole('combobox', { name: 'Search term' });
    await user.type(input, 'ada');
    expect(await screen.findByRole('option', { name: 'Ada Lovelace' })).toBeInTheDocument();
    // One request after the typing paused, not one per key.
    expect(fetch.mock.calls.filter(([url]) => String(url).includes('/search.json'))).toHaveLength(1);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', 'header-search-option-1');
    expect(screen.getByRole('option', { name: 'Adam Smith' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('member page')).toBeInTheDocument();
  });

  it('closes on Escape, and Enter without a chosen option goes to the search page', async () => {
    serve();
    const user = userEvent.setup();
    renderRoutes(routes, '/start');
    const input = screen.getByRole('combobox', { name: 'Search term' });
    await user.type(input, 'ada');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('search page')).toBeInTheDocument();
  });

  it('ends with "show all results", which leads to the search page', async () => {
    serve();
    const user = userEvent.setup();
    renderRoutes(routes, '/start');
    await user.type(screen.getByRole('combobox', { name: 'Search term' }), 'ada');
    await user.click(await screen.findByRole('option', { name: 'Show all results for “ada”' }));
    expect(await screen.findByText('search page')).toBeInTheDocument();
  });
});
