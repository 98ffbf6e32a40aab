import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '../../app/api/query-keys';
import type { Group, Network } from '../../app/api/types';
import { createTestQueryClient, renderRoutes } from '../../test/render';
import { GroupAbout } from './group-about';

/** Only what the profile card reads; the rest of a group does not matter here. */
const group = (address: string) =>
  ({
    slug: 'berlin-office',
    name: 'Berlin office',
    teaser: '',
    description: '',
    address,
    member_count: 3,
    activity_count: 0,
    category: { id: 'c', slug: 'offices', name: 'Offices', plural_name: 'Offices' },
  }) as Group;

/** The card as the page draws it, with the network already loaded (maps shown or not). */
const renderAbout = (address: string, showMap: boolean) => {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(queryKeys.network, { name: 'Network', can: { show_map: showMap } } as Network);
  return renderRoutes([{ path: '*', element: <GroupAbout group={group(address)} /> }], '/', queryClient);
};

describe('group profile: address', () => {
  it('shows the address and, where the network shows maps, links the group’s map', () => {
    renderAbout('Hauptstraße 1\n10115 Berlin', true);
    expect(screen.getByText('Address')).toBeInTheDocument();
    expect(screen.getByText(/Hauptstraße 1/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show on the map' })).toHaveAttribute(
      'href',
      '/groups/berlin-office/map',
    );
  });

  it('names no map where the network shows none', () => {
    renderAbout('Hauptstraße 1', false);
    expect(screen.getByText('Hauptstraße 1')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Show on the map' })).toBeNull();
  });

  it('leaves the address out where the group has none', () => {
    renderAbout('   ', true);
    expect(screen.queryByText('Address')).toBeNull();
  });
});
