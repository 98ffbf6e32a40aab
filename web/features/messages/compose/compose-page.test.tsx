import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Me } from '../../../../contract/members';
import { renderRoutes } from '../../../test/render';
import { ComposePage } from './compose-page';

const me = (can: Partial<Me['can']>, isNetworkAdmin: boolean): Me => ({
  id: 'a'.repeat(24),
  name: 'Ada Admin',
  first_name: 'Ada',
  last_name: 'Admin',
  email: 'ada@example.test',
  locale: 'en',
  time_zone: 'Europe/Berlin',
  images: { small: null, medium: null },
  is_external: false,
  is_network_admin: isNetworkAdmin,
  authentication_token: null,
  onboarding_required: false,
  can: {
    administrate: isNetworkAdmin,
    chat: true,
    create_channels: false,
    create_personal_calendars: true,
    send_direct_messages: true,
    send_to_all: false,
    update_profile: true,
    update_registration: true,
    see_teams_event_options: false,
    ...can,
  },
});

const serve = (signedIn: Me) =>
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/v1/me') return Response.json(signedIn);
    return Response.json({ error: { code: 'not_found', message: 'Not found', fields: {} } }, { status: 404 });
  });

const routes = [{ path: '/messages/new', element: <ComposePage /> }];

afterEach(() => vi.restoreAllMocks());

describe('compose: sending to all members follows can.send_to_all', () => {
  it('offers it when the server grants it, whatever the member flags say', async () => {
    serve(me({ send_to_all: true }, false));
    renderRoutes(routes, '/messages/new');
    expect(await screen.findByRole('checkbox', { name: 'Send to all network members' })).toBeInTheDocument();
  });

  it('does not offer it when the server does not, even to a network administrator', async () => {
    serve(me({ send_to_all: false }, true));
    renderRoutes(routes, '/messages/new');
    expect(await screen.findByRole('textbox', { name: /Subject/ })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Send to all network members' })).toBeNull();
  });
});
