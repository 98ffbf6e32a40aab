import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MemberRow } from '../../../contract/members';
import { renderWithProviders } from '../../test/render';
import { MemberPicker } from './member-picker';
import { memberSource, type Pick, type PickSource, recipientSource, tagSource } from './picker-sources';

const member = (id: string, displayName: string): MemberRow => ({
  id: id.repeat(24),
  name: displayName.toLowerCase(),
  displayName,
  images: { small: null, medium: null },
  is_external: false,
  is_network_admin: false,
  detection_profile_field: null,
  profile: {},
  roles: [],
  path: `/members/${id}`,
});
const sam = member('a', 'Sam Member');
const sara = member('b', 'Sara Smith');
const planning = {
  type: 'group',
  id: 'c'.repeat(24),
  slug: 'planning',
  name: 'Planning',
  profile_image: null,
  category: { id: 'd'.repeat(24), name: 'Project', plural_name: 'Projects' },
  chat: true,
};

const Harness = ({ source = memberSource, single = false }: { source?: PickSource; single?: boolean }) => {
  const [value, setValue] = useState<Pick[]>([]);
  return (
    <>
      <label htmlFor="picker">People</label>
      <MemberPicker id="picker" value={value} onChange={setValue} source={source} single={single} />
      <p>{value.map((pick) => `${pick.kind}:${pick.name}`).join(',')}</p>
    </>
  );
};

const respond = (members: MemberRow[], groups: unknown[] = []) =>
  vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async (input) =>
      String(input).startsWith('/directory')
        ? Response.json({ entries: groups, total: groups.length, too_large: false })
        : Response.json({ entries: members, total: members.length, page: 1, per: 20 }),
    );

const type = (text: string) => {
  const input = screen.getByRole('combobox', { name: 'People' });
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  return input;
};

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('MemberPicker', () => {
  it('asks for more characters until something is typed', () => {
    respond([]);
    renderWithProviders(<Harness />);
    fireEvent.focus(screen.getByRole('combobox', { name: 'People' }));
    expect(screen.getByRole('status')).toHaveTextContent('Please enter more characters.');
  });

  it('waits 375 ms after typing, then searches term*', async () => {
    vi.useFakeTimers();
    const fetch = respond([sam]);
    renderWithProviders(<Harness />);
    type('Sa');
    expect(screen.getByRole('status')).toHaveTextContent('Searching…');
    await act(() => vi.advanceTimersByTimeAsync(370));
    expect(fetch).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String(fetch.mock.calls[0]?.[0])).toContain('q=Sa*');
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(screen.getByRole('option', { name: 'Sam Member' })).toBeInTheDocument();
  });

  it('chooses with the keyboard, leaves chosen ones out and removes the last with Backspace', async () => {
    respond([sam, sara]);
    renderWithProviders(<Harness />);
    const input = type('Sa');
    await screen.findByRole('option', { name: 'Sam Member' }, { timeout: 2000 });
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: 'Sam Member' }).id,
    );
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(screen.getByRole('option', { name: 'Sara Smith' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByText('member:Sara Smith')).toBeInTheDocument();
    expect(input).toHaveValue('');
    type('Sa');
    await screen.findByRole('option', { name: 'Sam Member' }, { timeout: 2000 });
    expect(screen.queryByRole('option', { name: 'Sara Smith' })).toBeNull();
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.keyDown(input, { key: 'Backspace' });
    expect(screen.queryByText('member:Sara Smith')).toBeNull();
  });

  it('says when nothing matches', async () => {
    respond([]);
    renderWithProviders(<Harness />);
    type('zz');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No matches.'), {
      timeout: 2000,
    });
  });

  it('replaces the pick when only one is allowed, and removes a chip by its button', async () => {
    respond([sam, sara]);
    renderWithProviders(<Harness single />);
    type('Sa');
    fireEvent.mouseDown(await screen.findByRole('option', { name: 'Sam Member' }, { timeout: 2000 }));
    type('Sa');
    fireEvent.mouseDown(await screen.findByRole('option', { name: 'Sara Smith' }, { timeout: 2000 }));
    expect(screen.getByText('member:Sara Smith')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Sara Smith' }));
    expect(screen.queryByRole('button', { name: 'Remove Sara Smith' })).toBeNull();
  });

  it('offers groups under their own heading, asking only for administered ones', async () => {
    const fetch = respond([sam], [planning]);
    renderWithProviders(<Harness source={recipientSource(true)} />);
    type('Pl');
    await screen.findByRole('group', { name: 'Groups' }, { timeout: 2000 });
    expect(screen.getByRole('group', { name: 'Members' })).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('option', { name: /Planning/ }));
    expect(screen.getByText('group:Planning')).toBeInTheDocument();
    const directory = fetch.mock.calls
      .map((call) => String(call[0]))
      .find((url) => url.startsWith('/directory'));
    expect(directory).toContain('only_my_admin_groups=true');
    expect(directory).toContain('q=Pl*');
  });

  it('says when the search failed', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response(null, { status: 500 }));
    renderWithProviders(<Harness />);
    type('Sa');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('The search failed.'), {
      timeout: 2000,
    });
  });

  it('offers tags and the typed name as a new tag, searching the name without the prefix marker', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      Response.json({
        entries: [
          { id: 'e'.repeat(24), name: 'Planning' },
          { id: 'new_Plan', name: 'Plan' },
        ],
      }),
    );
    renderWithProviders(<Harness source={tagSource()} />);
    const input = type('Plan');
    await screen.findByRole('option', { name: '#Planning' }, { timeout: 2000 });
    expect(String(fetch.mock.calls[0]?.[0])).toMatch(/^\/tags\/find\?q=Plan$/);
    expect(screen.getByRole('option', { name: '#Plan new tag' })).toBeInTheDocument();
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(screen.getByText('tag:Plan')).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Remove Plan' })).toBeInTheDocument();
  });
});
