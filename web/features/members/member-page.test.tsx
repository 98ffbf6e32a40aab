import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MemberDetail } from '../../../contract/members';
import { renderRoutes } from '../../test/render';
import { MemberPage } from './member-page';

const id = 'c'.repeat(24);

const member = (overrides: Partial<MemberDetail>): MemberDetail => ({
  id,
  name: 'Gina Guest',
  displayName: 'Gina Guest',
  images: { small: null, medium: null },
  is_external: false,
  is_network_admin: false,
  detection_profile_field: null,
  profile: {},
  roles: [],
  path: `/members/${id}`,
  first_name: 'Gina',
  last_name: 'Guest',
  email: null,
  birthday: null,
  age: null,
  profile_fields: [],
  groups: [],
  locked: false,
  can: {
    update_profile: false,
    update_registration: false,
    chat: false,
    send_direct_messages: true,
    report: false,
  },
  ...overrides,
});

/** The network answers with chat switched on: the page must not decide from it. */
const serve = (detail: MemberDetail) =>
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === `/members/${id}`) return Response.json(detail);
    if (url.pathname === '/api/v1/network') {
      return Response.json({ name: 'Network', config: { chat_enabled: true, anonymize_membership: false } });
    }
    return Response.json({ error: { code: 'not_found', message: 'Not found', fields: {} } }, { status: 404 });
  });

const routes = [{ path: '/members/:memberId', element: <MemberPage /> }];

afterEach(() => vi.restoreAllMocks());

describe('member page: the chat button follows can.chat alone', () => {
  it('offers a chat when the server says so, also with a guest (the network lets guests chat)', async () => {
    serve(member({ is_external: true, can: { ...member({}).can, chat: true } }));
    renderRoutes(routes, `/members/${id}`);
    expect(await screen.findByRole('link', { name: 'Chat' })).toHaveAttribute('href', `/chat/member/${id}`);
  });

  it('offers no chat when the server says no, although the network has chat switched on', async () => {
    serve(member({ can: { ...member({}).can, chat: false } }));
    renderRoutes(routes, `/members/${id}`);
    expect(await screen.findByRole('heading', { name: 'Gina Guest' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Chat' })).toBeNull();
  });
});
