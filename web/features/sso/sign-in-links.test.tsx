import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render';
import { SsoSignInError, SsoSignInLinks } from './sign-in-links';

const serve = (entries: { id: string; name: string }[]) =>
  vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async (input) =>
      String(input).startsWith('/api/v1/sso_providers')
        ? new Response(JSON.stringify({ entries }), { status: 200 })
        : new Response(null, { status: 404 }),
    );

const page = (redirectTo?: string) => [
  {
    path: '/users/sign_in',
    element: (
      <>
        <SsoSignInError />
        <SsoSignInLinks redirectTo={redirectTo} />
      </>
    ),
  },
];

describe('single sign-on on the sign-in page', () => {
  afterEach(() => vi.restoreAllMocks());

  it('links each enabled provider to its start, passing on the page asked for', async () => {
    serve([
      { id: 'p1', name: 'Company login' },
      { id: 'p2', name: 'Partner login' },
    ]);
    renderRoutes(page('/groups/team?tab=files'), '/users/sign_in');
    const link = await screen.findByRole('link', { name: 'Sign in with Company login' });
    expect(link.getAttribute('href')).toBe('/auth/oidc/p1/start?redirect_to=%2Fgroups%2Fteam%3Ftab%3Dfiles');
    expect(screen.getByRole('link', { name: 'Sign in with Partner login' }).getAttribute('href')).toBe(
      '/auth/oidc/p2/start?redirect_to=%2Fgroups%2Fteam%3Ftab%3Dfiles',
    );
  });

  it('shows nothing without providers, and translates why a provider sign-in came back', async () => {
    const fetch = serve([]);
    renderRoutes(page(), '/users/sign_in?sso_error=email_unverified');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The provider did not confirm your e-mail address, so no account could be found.',
    );
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows the general failure for a reason it does not know', async () => {
    serve([]);
    renderRoutes(page(), '/users/sign_in?sso_error=%3Cscript%3E');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Signing in through the provider did not succeed. Please try again.',
    );
  });
});
