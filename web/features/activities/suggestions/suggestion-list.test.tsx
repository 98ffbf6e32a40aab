import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, testI18n } from '../../../test/render';
import activitiesEn from '../locales/en.json';
import type { SuggestionView } from './mention-extension';
import { SuggestionList, suggestionOptionId } from './suggestion-list';

beforeAll(() => {
  testI18n.addResourceBundle('en', 'translation', activitiesEn, true, false);
});

const view = (overrides: Partial<SuggestionView> = {}): SuggestionView => ({
  char: '@',
  query: 'sa',
  items: [],
  loading: false,
  failed: false,
  rect: null,
  pick: vi.fn(),
  ...overrides,
});

const sam = { id: 'a'.repeat(24), name: 'Sam Member', kind: 'member' as const };
const sara = { id: 'b'.repeat(24), name: 'Sara Smith', kind: 'member' as const };

const show = (current: SuggestionView, active = 0) =>
  renderWithProviders(
    <SuggestionList id="list" view={current} active={active} position={{ top: 0, left: 0 }} />,
  );

describe('suggestion list', () => {
  it('lists the members with the highlighted one selected, each with an id the editor points at', async () => {
    show(view({ items: [sam, sara] }), 1);
    const list = await screen.findByRole('listbox', { name: 'Members to mention' });
    const options = screen.getAllByRole('option');
    expect(list).toContainElement(options[0] ?? null);
    expect(options.map((option) => option.textContent)).toEqual(['@Sam Member', '@Sara Smith']);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(options[0]).toHaveAttribute('aria-selected', 'false');
    expect(options[1]).toHaveAttribute('id', suggestionOptionId('list', 1));
  });

  it('picks on press without taking the focus from the editor', async () => {
    const current = view({ items: [sam, sara] });
    show(current);
    const option = await screen.findByRole('option', { name: '@Sara Smith' });
    const event = fireEvent.mouseDown(option);
    expect(event).toBe(false);
    expect(current.pick).toHaveBeenCalledWith(sara);
  });

  it('says when it searches, finds nothing or fails, instead of an empty list', async () => {
    const states: Array<[Partial<SuggestionView>, string]> = [
      [{ loading: true }, 'Searching…'],
      [{}, 'No matching members'],
      [{ char: '#' }, 'No matching tags'],
      [{ failed: true }, 'The search failed. Keep typing to try again.'],
    ];
    for (const [overrides, text] of states) {
      const { unmount } = show(view(overrides));
      expect(await screen.findByRole('status')).toHaveTextContent(text);
      expect(screen.queryByRole('listbox')).toBeNull();
      unmount();
    }
  });

  it('offers tags with their #', async () => {
    show(view({ char: '#', items: [{ id: 't'.repeat(24), name: 'Roadmap', kind: 'tag' }] }));
    expect(await screen.findByRole('listbox', { name: 'Tags' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: '#Roadmap' })).toBeInTheDocument();
  });
});
