import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { JoinForm } from '../../../contract/joining';
import { renderRoutes, testI18n } from '../../test/render';
import type { ChallengeWidgetProps } from '../auth';
import { JoinPage } from './join-page';
import { JoinRequestsPage } from './join-requests-page';
import joiningEn from './locales/en.json';

/** The proof-of-work widget needs workers and Web Crypto (the e2e test runs the real one). */
let widgetsMounted = 0;
vi.mock('../auth', () => ({
  loadChallengeWidget: async () => ({
    default: ({ onSolved }: ChallengeWidgetProps) => {
      const [round] = useState(() => ++widgetsMounted);
      return (
        <button type="button" onClick={() => onSolved(`solution-${round}`)}>
          Solve challenge {round}
        </button>
      );
    },
  }),
}));

const form: JoinForm = { network: 'Acme', altcha: true, moderated: true, profile_fields: [] };
type Sent = { url: string; method: string; body: unknown };

const mockServer = (answers: Record<string, { status: number; body?: unknown }[]>) => {
  const sent: Sent[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    sent.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const reply = answers[`${method} ${url.split('?')[0]}`]?.shift() ?? { status: 404 };
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
    });
  });
  return sent;
};

const fillIn = () => {
  fireEvent.change(screen.getByLabelText(/First name/), { target: { value: 'Jo' } });
  fireEvent.change(screen.getByLabelText(/Last name/), { target: { value: 'Joiner' } });
  fireEvent.change(screen.getByLabelText(/E-mail address/), { target: { value: 'jo@example.com' } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'plum orchard lantern 42' } });
  fireEvent.change(screen.getByLabelText(/Repeat the password/), {
    target: { value: 'plum orchard lantern 42' },
  });
};

describe('JoinPage', () => {
  beforeAll(() => testI18n.addResourceBundle('en', 'translation', joiningEn, true, false));
  afterEach(() => vi.restoreAllMocks());

  it('waits for the proof of work, sends it once, and asks for a fresh one after a refusal', async () => {
    const sent = mockServer({
      'GET /api/v1/join': [{ status: 200, body: form }],
      'POST /api/v1/join': [
        { status: 428, body: { error: { code: 'challenge_failed', message: 'x', fields: {} } } },
        { status: 202, body: { status: 'confirmation_sent' } },
      ],
    });
    renderRoutes([{ path: '/users/sign_up', element: <JoinPage /> }], '/users/sign_up');
    await screen.findByText('An administrator approves new members once they have confirmed their address.');
    fillIn();
    const join = screen.getByRole('button', { name: 'Join' });
    expect(join).toBeDisabled();
    fireEvent.click(await screen.findByRole('button', { name: /Solve challenge/ }));
    await waitFor(() => expect(join).toBeEnabled());
    fireEvent.click(join);
    expect(await screen.findByRole('alert')).toHaveTextContent('The check did not succeed.');
    const fresh = await screen.findByRole('button', { name: /Solve challenge/ });
    fireEvent.click(fresh);
    await waitFor(() => expect(join).toBeEnabled());
    fireEvent.click(join);
    expect(await screen.findByRole('heading', { name: 'Check your mailbox' })).toBeInTheDocument();
    const posts = sent.filter((request) => request.method === 'POST');
    expect(posts).toHaveLength(2);
    const [first, second] = posts.map((post) => (post.body as { altcha: string }).altcha);
    expect(first).toMatch(/^solution-/);
    expect(second).toMatch(/^solution-/);
    expect(second).not.toBe(first);
  });

  it('says so when the network does not let people join', async () => {
    mockServer({
      'GET /api/v1/join': [{ status: 404, body: { error: { code: 'not_found', message: 'x' } } }],
    });
    renderRoutes([{ path: '/users/sign_up', element: <JoinPage /> }], '/users/sign_up');
    expect(await screen.findByRole('heading', { name: 'Joining is not possible' })).toBeInTheDocument();
  });
});

describe('JoinRequestsPage', () => {
  beforeAll(() => testI18n.addResourceBundle('en', 'translation', joiningEn, true, false));
  afterEach(() => vi.restoreAllMocks());

  it('rejects after asking, with the message for the person', async () => {
    const request = {
      id: 'r1',
      first_name: 'Jo',
      last_name: 'Joiner',
      email: 'jo@example.com',
      profile: [],
      confirmed_at: '2026-11-25T10:00:00Z',
    };
    const sent = mockServer({
      'GET /administration/join_requests': [
        { status: 200, body: { join_requests: [request], as_external: false } },
        { status: 200, body: { join_requests: [], as_external: false } },
      ],
      'POST /administration/join_requests/r1/reject': [{ status: 204 }],
    });
    renderRoutes([{ path: '/', element: <JoinRequestsPage /> }], '/');
    fireEvent.click(await screen.findByRole('button', { name: 'Reject Jo Joiner' }));
    fireEvent.change(await screen.findByLabelText(/Message to the person/), {
      target: { value: 'Only staff may join.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('No requests waiting')).toBeInTheDocument();
    const reject = sent.find((one) => one.url.endsWith('/r1/reject'));
    expect(reject?.body).toEqual({ rejection_message: 'Only staff may join.' });
  });
});
