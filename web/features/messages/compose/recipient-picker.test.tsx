import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MemberRow } from '../../../../contract/members';
import { renderWithProviders } from '../../../test/render';
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
