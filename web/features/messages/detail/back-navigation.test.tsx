import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MessageDetail, MessageList, MessageSummary } from '../../../../contract/messages';
import { renderRoutes } from '../../../test/render';
import { MessageListPage } from '../list/message-list-page';
import { backPathOf } from './back-path';
import { MessagePage } from './message-page';

const id = 'b'.repeat(24);
const summary: MessageSummary = {
  id,
  subject: 'Quarterly plan',
  preview: 'Hello',
  created_at: '2026-11-01T10:00:00.000Z',
  author: null,
  to: [],
  to_count: 1,
  to_group: null,
  to_all_network_members: false,
  conversation_starter_id: id,
  has_replies: false,
  has_attachments: false,
  i: { read: false },
};
const detail: MessageDetail = {
  ...summary,
  i: { read: true },
  content: '<p>Hello</p>',
  attachments: [],
  html_content: '<p>Hello</p>',
  plain_content: 'Hello',
  conversation: [],
  conversation_length: 1,
  received: true,
  can: { reply: true, reply_all: true, share: true, send_to_all: false, delete: true, translate: false },
};

const serve = () =>
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === `/api/v1/messages/${id}`) return Response.json(detail);
    if (url.pathname === '/api/v1/messages' || url.pathname === '/api/v1/messages/sent') {
      const offset = Number(url.searchParams.get('offset'));
      const list: MessageList = { total: 45, limit: 10, offset, messages: [summary] };
      return Response.json(list);
    }
    return Response.json({ error: { code: 'not_found', message: 'Not found', fields: {} } }, { status: 404 });
  });

const routes = [
  { path: '/messages', element: <MessageListPage box="inbox" /> },
  { path: '/messages/sent', element: <MessageListPage box="sent" /> },
  { path: '/messages/:messageId', element: <MessagePage /> },
];

afterEach(() => vi.restoreAllMocks());

describe('navigation state carries the previous path', () => {
  it('returns from a message to the inbox page it was opened from', async () => {
    serve();
    const { router } = renderRoutes(routes, '/messages?page=3');
    fireEvent.click(await screen.findByRole('link', { name: /Quarterly plan/ }));
    const back = await screen.findByRole('link', { name: 'Back' });
    expect(back).toHaveAttribute('href', '/messages?page=3');
    fireEvent.click(back);
    expect(router.state.location.pathname).toBe('/messages');
    expect(router.state.location.search).toBe('?page=3');
  });

  it('returns to the sent list too', async () => {
    serve();
    renderRoutes(routes, '/messages/sent?page=2');
    fireEvent.click(await screen.findByRole('link', { name: /Quarterly plan/ }));
    expect(await screen.findByRole('link', { name: 'Back' })).toHaveAttribute(
      'href',
      '/messages/sent?page=2',
    );
  });

  it('falls back to the inbox when the message was opened directly', async () => {
    serve();
    renderRoutes(routes, `/messages/${id}`);
    expect(await screen.findByRole('link', { name: 'Back' })).toHaveAttribute('href', '/messages');
  });

  it('takes only paths of the message lists from the state', () => {
    expect(backPathOf({ from: '/messages?page=4' })).toBe('/messages?page=4');
    expect(backPathOf({ from: '//evil.example/messages' })).toBe('/messages');
    expect(backPathOf({ from: '/admin' })).toBe('/messages');
    expect(backPathOf(null)).toBe('/messages');
  });
});
