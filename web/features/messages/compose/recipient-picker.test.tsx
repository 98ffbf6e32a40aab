import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MemberRow } from '../../../../contract/members';
import { renderWithProviders } from '../../../test/render';
import type { GroupChoice } from '../api/use-group-search';
import { RecipientPicker } from './recipient-picker';

const sam: MemberRow = {
  id: 'a'.repeat(24),
  name: 'sam-member',
  displayName: 'Sam Member',
  images: { small: null, medium: null },
  is_external: false,
  is_network_admin: false,
  detection_profile_field: null,
  profile: {},
  roles: [],
  path: '/members/sam-member',
};

const Harness = () => {
  const [value, setValue] = useState<MemberRow[]>([]);
  return <RecipientPicker id="to" value={value} onChange={setValue} />;
};

const respond = (entries: MemberRow[]) =>
  vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async () => Response.json({ entries, total: entries.length, page: 1, per: 25 }));

afterEach(() => vi.restoreAllMocks());

describe('RecipientPicker', () => {
  it('asks for more characters before typing', () => {
    respond([]);
    renderWithProviders(<Harness />);
    expect(screen.getByRole('status')).toHaveTextContent('Please enter more characters.');
  });

  it('searches with term* and adds a match', async () => {
    const fetch = respond([sam]);
    renderWithProviders(<Harness />);
    fireEvent.change(screen.getByPlaceholderText('Search members'), { target: { value: 'Sam' } });
    expect(screen.getByRole('status')).toHaveTextContent('Searching…');
    fireEvent.click(await screen.findByRole('button', { name: 'Sam Member' }, { timeout: 2000 }));
    expect(String(fetch.mock.calls[0]?.[0])).toContain('q=Sam*');
    expect(screen.getByRole('button', { name: 'Remove Sam Member' })).toBeInTheDocument();
  });

  it('says when nothing matches', async () => {
    respond([]);
    renderWithProviders(<Harness />);
    fireEvent.change(screen.getByPlaceholderText('Search members'), { target: { value: 'zz' } });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No matching members.'), {
      timeout: 2000,
    });
  });
});

const GroupHarness = ({ onlyAdministered }: { onlyAdministered: boolean }) => {
  const [value, setValue] = useState<MemberRow[]>([]);
  const [group, setGroup] = useState<GroupChoice | null>(null);
  return (
    <RecipientPicker
      value={value}
      onChange={setValue}
      group={group}
      onGroupChange={setGroup}
      onlyAdministeredGroups={onlyAdministered}
    />
  );
};

describe('RecipientPicker with groups', () => {
  it('offers the groups the directory allows and chooses one', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      if (String(input).startsWith('/directory')) {
        return Response.json({
          entries: [
            { type: 'member', id: sam.id, member: sam },
            {
              type: 'group',
              id: 'c'.repeat(24),
              slug: 'planning',
              name: 'Planning',
              profile_image: null,
              category: { id: 'd'.repeat(24), name: 'Project', plural_name: 'Projects' },
              chat: true,
            },
          ],
          total: 2,
          too_large: false,
        });
      }
      return Response.json({ entries: [], total: 0, page: 1, per: 25 });
    });
    renderWithProviders(<GroupHarness onlyAdministered />);
    fireEvent.change(screen.getByPlaceholderText('Search members and groups'), { target: { value: 'Pl' } });
    fireEvent.click(await screen.findByRole('button', { name: /Planning/ }, { timeout: 2000 }));
    const directoryCall = fetch.mock.calls
      .map((call) => String(call[0]))
      .find((url) => url.startsWith('/directory'));
    expect(directoryCall).toContain('only_my_admin_groups=true');
    expect(directoryCall).toContain('q=Pl*');
    expect(screen.getByText('To group Planning')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Planning' })).toBeInTheDocument();
  });

  it('asks for every group when the member may write to everyone', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => Response.json({ entries: [], total: 0, too_large: false, page: 1 }));
    renderWithProviders(<GroupHarness onlyAdministered={false} />);
    fireEvent.change(screen.getByPlaceholderText('Search members and groups'), { target: { value: 'x' } });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No matching members.'), {
      timeout: 2000,
    });
    const directoryCall = fetch.mock.calls
      .map((call) => String(call[0]))
      .find((url) => url.startsWith('/directory'));
    expect(directoryCall).toContain('only_my_admin_groups=false');
  });
});
