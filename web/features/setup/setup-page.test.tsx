import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderRoutes, testI18n } from '../../test/render';
import setupEn from './locales/en.json';
import { SetupPage } from './setup-page';

type Reply = { status: number; body?: unknown };

/** The server: the link's status, then the answers to the posts in order; records the posted bodies. */
const mockServer = (linkStatus: Reply, posts: Reply[]) => {
  const posted: Record<string, unknown>[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const json = (reply: Reply) =>
      new Response(reply.body === undefined ? null : JSON.stringify(reply.body), { status: reply.status });
    if (url.startsWith('/api/v1/setup') && init?.method === 'POST') {
      posted.push(JSON.parse(String(init.body)));
      return json(posts.shift() ?? { status: 500 });
    }
    if (url.startsWith('/api/v1/setup?token=good')) return json(linkStatus);
    if (url.startsWith('/api/v1/me'))
      return json({ status: 200, body: { id: 'm1', name: 'Ada', locale: 'en' } });
    return json({ status: 404 });
  });
  return posted;
};

const routes = [
  { path: '/setup', element: <SetupPage /> },
  { path: '/', element: <p>Start page</p> },
  { path: '/users/sign_in', element: <p>Sign-in page</p> },
];

const fill = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

const fillForm = (password: string, repeated = password) => {
  fill(/E-mail address/, 'ada@example.com');
  fill(/First name/, 'Ada');
  fill(/Last name/, 'Lovelace');
  fill(/^Password/, password);
  fill(/Repeat the password/, repeated);
  fireEvent.click(screen.getByRole('button', { name: 'Create administrator' }));
};

describe('SetupPage', () => {
  beforeAll(() => testI18n.addResourceBundle('en', 'translation', setupEn, true, false));
  afterEach(() => vi.restoreAllMocks());

  it('says the link does not work when the server does not know it', async () => {
    mockServer({ status: 404, body: { error: { code: 'not_found', message: 'x' } } }, []);
    renderRoutes(routes, '/setup?token=used');
    expect(await screen.findByRole('heading', { name: 'This setup link does not work' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to sign-in' })).toHaveAttribute('href', '/users/sign_in');
  });

  it('checks the form, shows the server’s reasons in words and signs the administrator in', async () => {
    const posted = mockServer({ status: 200, body: { network_name: 'Acme' } }, [
      {
        status: 422,
        body: {
          error: {
            code: 'invalid',
            message: 'x',
            fields: { password: ['js.setup.errors.password_too_weak'] },
          },
        },
      },
      { status: 200, body: { redirect_to: '/' } },
    ]);
    renderRoutes(routes, '/setup?token=good');
    expect(await screen.findByText(/Acme has no administrator yet/)).toBeInTheDocument();

    fillForm('short');
    expect(await screen.findByText('The password needs at least 12 characters.')).toBeInTheDocument();
    fillForm('password123456', 'something else');
    expect(await screen.findByText('The passwords differ.')).toBeInTheDocument();
    expect(posted).toEqual([]);

    fillForm('password123456');
    expect(await screen.findByText(/This password is too easy to guess/)).toBeInTheDocument();
    fillForm('tidal wave copper lantern');
    expect(await screen.findByText('Start page')).toBeInTheDocument();
    expect(posted[1]).toMatchObject({
      token: 'good',
      email: 'ada@example.com',
      first_name: 'Ada',
      last_name: 'Lovelace',
      password: 'tidal wave copper lantern',
      locale: 'en',
    });
    expect(posted[1]).not.toHaveProperty('password_confirmation');
  });
});
