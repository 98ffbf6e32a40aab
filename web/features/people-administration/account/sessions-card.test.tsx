import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SessionEntry } from '../../../../contract/sessions';
import { renderWithProviders, testI18n } from '../../../test/render';
import peopleEn from '../locales/en.json';
import { SessionsCard } from './sessions-card';

const session = (overrides: Partial<SessionEntry>): SessionEntry => ({
  id: 'a'.repeat(32),
  current: false,
  browser: 'Chrome',
  device: 'Android',
  ip: '10.0.0.2',
  created_at: '2026-11-20T08:00:00Z',
  last_seen_at: '2026-11-25T09:30:00Z',
  ...overrides,
});

/** The sessions API: answers the list, records what was ended and drops it from the list. */
const mockServer = (entries: SessionEntry[]) => {
  const ended: string[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    if (init?.method === 'DELETE') {
      const id = url.split('/').pop() ?? '';
      ended.push(url);
      entries.splice(
        0,
        entries.length,
        ...entries.filter((entry) => entry.current || (id !== 'sessions' && entry.id !== id)),
      );
      return new Response(null, { status: 204 });
    }
    return new Response(JSON.stringify({ entries }), { status: 200 });
  });
  return { spy, ended };
};

describe('SessionsCard', () => {
  beforeAll(() => testI18n.addResourceBundle('en', 'translation', peopleEn, true, false));
  afterEach(() => vi.restoreAllMocks());

  it('lists the sessions, marks this browser and ends another after confirmation', async () => {
    const { ended } = mockServer([
      session({ id: 'c'.repeat(32), current: true, browser: 'Firefox', device: 'Windows' }),
      session({ id: 'o'.repeat(32) }),
    ]);
    renderWithProviders(<SessionsCard />);
    const list = await screen.findByRole('list', { name: 'Where you are signed in' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByText('This browser')).toBeTruthy();
    // Only the other session can be ended from here.
    expect(within(rows[0] as HTMLElement).queryByRole('button')).toBeNull();

    await userEvent.click(
      within(rows[1] as HTMLElement).getByRole('button', { name: 'End session: Chrome on Android' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'End this session?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'End session' }));
    await waitFor(() => expect(ended).toEqual([`/api/v1/users/sessions/${'o'.repeat(32)}`]));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'End all other sessions' })).toBeNull();
  });

  it('ends all other sessions at once', async () => {
    const { ended } = mockServer([
      session({ id: 'c'.repeat(32), current: true }),
      session({}),
      session({ id: 'b'.repeat(32) }),
    ]);
    renderWithProviders(<SessionsCard />);
    await userEvent.click(await screen.findByRole('button', { name: 'End all other sessions' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'End all other sessions?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'End all other sessions' }));
    await waitFor(() => expect(ended).toEqual(['/api/v1/users/sessions']));
  });
});
