import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render';
import type { SignInChallengeProps } from './sign-in-challenge';
import { SignInPage } from './sign-in-page';

/**
 * The proof-of-work widget needs web workers and Web Crypto, which jsdom lacks (the end-to-end test
 * runs the real one): here it is a button that "solves" a fresh challenge per mount.
 */
let widgetsMounted = 0;
vi.mock('./sign-in-challenge', () => ({
  loadSignInChallenge: async () => ({
    default: ({ onSolved }: SignInChallengeProps) => {
      const [round] = useState(() => ++widgetsMounted);
      return (
        <button type="button" onClick={() => onSolved(`solution-${round}`)}>
          Solve challenge {round}
        </button>
      );
    },
  }),
}));

const network = {
  name: 'Acme',
  language: 'en',
  start_page_path: '/start',
  design: { logoType: 'default', logoUrl: null },
  devise_text_before: 'Welcome to the Acme intranet.',
  devise_text_between: 'Use your company e-mail.',
  devise_text_after: 'Need help? Call 123.',
  signed_in: false,
  can: { join: false },
};

type Reply = { status: number; body?: unknown; headers?: Record<string, string> };

const mockServer = (signIn: Reply[], served: typeof network = network) => {
  // A network that reports a session stands for a visitor who is already signed in.
  let signedIn = served.signed_in;
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    const json = (reply: Reply) =>
      new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
        status: reply.status,
        headers: reply.headers,
      });
    if (url.startsWith('/api/v1/network')) return json({ status: 200, body: served });
    if (url.startsWith('/api/v1/me')) {
      return signedIn
        ? json({ status: 200, body: { id: 'm1', name: 'Ada', locale: 'en' } })
        : json({ status: 401, body: { error: { code: 'unauthenticated', message: 'no' } } });
    }
    if (url.startsWith('/users/sign_in')) {
      const reply = signIn.shift() ?? { status: 500 };
      if (reply.status === 200) signedIn = true;
      return json(reply);
    }
    return json({ status: 404 });
  });
};

const routes = [
  { path: '/users/sign_in', element: <SignInPage /> },
  { path: '/start', element: <p>Start page</p> },
  { path: '/groups/:slug', element: <p>Group page</p> },
];

const submit = (password = 'secret') => {
  fireEvent.change(screen.getByLabelText(/E-mail address/), { target: { value: 'ada@example.com' } });
  fireEvent.change(screen.getByLabelText(/Password/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
};

describe('SignInPage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the network texts around a labelled form', async () => {
    mockServer([]);
    renderRoutes(routes, '/users/sign_in');
    expect(await screen.findByText('Welcome to the Acme intranet.')).toBeInTheDocument();
    expect(screen.getByText('Use your company e-mail.')).toBeInTheDocument();
    expect(screen.getByText('Need help? Call 123.')).toBeInTheDocument();
    expect(screen.getByLabelText(/E-mail address/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/Password/)).toHaveAttribute('type', 'password');
    expect(screen.queryByRole('link', { name: /Join the network/ })).not.toBeInTheDocument();
  });

  it('focuses the e-mail field and asks for the member only when the network says there is a session', async () => {
    const fetch = mockServer([]);
    renderRoutes(routes, '/users/sign_in');
    await waitFor(() => expect(screen.getByLabelText(/E-mail address/)).toHaveFocus());
    const asked = () => fetch.mock.calls.map(([input]) => String(input));
    expect(asked().some((url) => url.startsWith('/api/v1/network'))).toBe(true);
    expect(asked().filter((url) => url.startsWith('/api/v1/me'))).toEqual([]);
  });

  it('sends a visitor with a session on to the start page', async () => {
    const fetch = mockServer([], { ...network, signed_in: true });
    renderRoutes(routes, '/users/sign_in');
    expect(await screen.findByText('Start page')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([input]) => String(input).startsWith('/api/v1/me'))).toBe(true);
  });

  it('links to joining where the server offers it', async () => {
    mockServer([], { ...network, can: { join: true } });
    renderRoutes(routes, '/users/sign_in');
    const link = await screen.findByRole('link', { name: 'New here? Join the network' });
    expect(link).toHaveAttribute('href', '/users/sign_up');
  });

  it.each([
    [
      { status: 401, body: { error: { code: 'invalid_credentials', message: 'x' } } },
      'The e-mail address or password is not correct.',
    ],
    [
      { status: 423, body: { error: { code: 'locked', message: 'x' } } },
      'Your account is locked. Please contact an administrator.',
    ],
    [
      {
        status: 429,
        body: { error: { code: 'throttled', message: 'x' } },
        headers: { 'Retry-After': '300' },
      },
      'Too many attempts. Please try again in 5 minutes.',
    ],
    [
      { status: 429, body: { error: { code: 'throttled', message: 'x' } } },
      'Too many attempts. Please try again later.',
    ],
  ])('translates the error %#', async (reply, message) => {
    mockServer([reply]);
    renderRoutes(routes, '/users/sign_in');
    await screen.findByLabelText(/E-mail address/);
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('returns to the page first asked for', async () => {
    mockServer([{ status: 200, body: { redirect_to: '/start' } }]);
    const { router } = renderRoutes(routes, '/users/sign_in?redirect_to=%2Fgroups%2Fdesign');
    await screen.findByLabelText(/E-mail address/);
    submit();
    expect(await screen.findByText('Group page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/groups/design');
  });

  it('shows the proof of work only when the server asks, and signs in once it is solved', async () => {
    const challengeRequired = { status: 428, body: { error: { code: 'challenge_required', message: 'x' } } };
    const fetchMock = mockServer([
      { status: 401, body: { error: { code: 'invalid_credentials', message: 'x' } } },
      challengeRequired,
      { status: 401, body: { error: { code: 'invalid_credentials', message: 'x' } } },
      { status: 200, body: { redirect_to: '/start' } },
    ]);
    const sentSolutions = () =>
      fetchMock.mock.calls
        .filter(([url]) => String(url).startsWith('/users/sign_in'))
        .map(([, init]) => JSON.parse(String(init?.body)).altcha ?? null);
    renderRoutes(routes, '/users/sign_in');
    await screen.findByLabelText(/E-mail address/);

    submit('wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The e-mail address or password is not correct.',
    );
    expect(screen.queryByRole('button', { name: /Solve challenge/ })).toBeNull();

    // Asked: no error, a notice and the widget; the attempt goes out by itself once solved.
    submit('still wrong');
    expect(await screen.findByRole('status')).toHaveTextContent('many failed sign-ins for this address');
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Solve challenge 1' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The e-mail address or password is not correct.',
    );

    // A used solution is never sent again: the next attempt waits for a fresh one.
    submit('secret');
    fireEvent.click(await screen.findByRole('button', { name: 'Solve challenge 2' }));
    expect(await screen.findByText('Start page')).toBeInTheDocument();
    expect(sentSolutions()).toEqual([null, null, 'solution-1', 'solution-2']);
  });

  it('says so when the server does not accept the solution', async () => {
    mockServer([
      { status: 428, body: { error: { code: 'challenge_required', message: 'x' } } },
      { status: 428, body: { error: { code: 'challenge_failed', message: 'x' } } },
    ]);
    renderRoutes(routes, '/users/sign_in');
    await screen.findByLabelText(/E-mail address/);
    submit();
    fireEvent.click(await screen.findByRole('button', { name: /Solve challenge/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The check did not succeed.');
    await waitFor(() => expect(screen.getByRole('button', { name: /Solve challenge/ })).toBeInTheDocument());
  });

  it('ignores a return address on another site', async () => {
    mockServer([{ status: 200, body: { redirect_to: '/start' } }]);
    renderRoutes(routes, '/users/sign_in?redirect_to=https%3A%2F%2Fevil.example');
    await screen.findByLabelText(/E-mail address/);
    submit();
    expect(await screen.findByText('Start page')).toBeInTheDocument();
  });
});
