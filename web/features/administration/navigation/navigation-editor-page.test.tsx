import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { NavigationEntry, NavigationResponse } from '../../../../contract/navigation';
import { renderRoutes, testI18n } from '../../../test/render';
import administrationEn from '../locales/en.json';
import { NavigationEditorPage } from './navigation-editor-page';

const entry = (text: string, link: string): NavigationEntry => ({
  type: 'link',
  key: null,
  text,
  link,
  public: true,
  new_window: false,
  navigation_items: [],
});

/** The navigation API: answers the stored items and records what a save sends. */
const mockServer = (items: NavigationEntry[]) => {
  const saved: NavigationEntry[][] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const answer = (navigation_items: NavigationEntry[]): NavigationResponse => ({
      navigation_items,
      customised: true,
      standard: [],
    });
    if (init?.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as { navigation_items: NavigationEntry[] };
      saved.push(body.navigation_items);
      return new Response(JSON.stringify(answer(body.navigation_items)), { status: 200 });
    }
    expect(String(input)).toContain('/administration/navigation.json');
    return new Response(JSON.stringify(answer(items)), { status: 200 });
  });
  return saved;
};

const rowTexts = () =>
  screen
    .getAllByTestId('navigation-row')
    .map((row) => `${row.dataset.depth === '1' ? '-' : ''}${row.querySelector('p')?.textContent}`);

describe('the navigation editor', () => {
  beforeAll(() => testI18n.addResourceBundle('en', 'translation', administrationEn, true, false));
  afterEach(() => vi.restoreAllMocks());

  it('saves nothing while an item lacks a link and children, and marks it', async () => {
    const saved = mockServer([entry('Home', '/start'), entry('Empty', '')]);
    renderRoutes(
      [{ path: '/administration/navigation/edit', element: <NavigationEditorPage /> }],
      '/administration/navigation/edit',
    );
    await screen.findByText('Empty');
    await userEvent.click(screen.getByRole('button', { name: 'Save navigation' }));
    const invalid = await screen.findByText('Every item needs a text and either a link or nested items.');
    expect(invalid.closest('li')?.textContent).toContain('Empty');
    expect(saved).toEqual([]);
  });

  it('moves and nests with the buttons and sends the two levels in their order', async () => {
    const saved = mockServer([
      entry('Home', '/start'),
      entry('Handbook', '/handbook'),
      entry('Wiki', '/wiki'),
    ]);
    renderRoutes(
      [{ path: '/administration/navigation/edit', element: <NavigationEditorPage /> }],
      '/administration/navigation/edit',
    );
    await screen.findByText('Wiki');
    await userEvent.click(screen.getByRole('button', { name: 'Nest Wiki under the item above' }));
    expect(rowTexts()).toEqual(['Home', 'Handbook', '-Wiki']);
    // Handbook now has a nested item: it cannot be nested itself.
    expect(screen.getByRole('button', { name: 'Nest Handbook under the item above' })).toHaveProperty(
      'disabled',
      true,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Move Handbook up' }));
    expect(rowTexts()).toEqual(['Handbook', '-Wiki', 'Home']);
    await userEvent.click(screen.getByRole('button', { name: 'Save navigation' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.map((item) => [item.text, item.navigation_items.map((child) => child.text)])).toEqual([
      ['Handbook', ['Wiki']],
      ['Home', []],
    ]);
    const list = screen.getByTestId('navigation-rows');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  });
});
