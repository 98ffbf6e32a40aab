import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import type { ChatAttachment } from '../../../../contract/chat';
import type { ChatReply } from '../../../../contract/chat-protocol';
import { queryKeys } from '../../../app/api/query-keys';
import { createTestQueryClient, testI18n } from '../../../test/render';
import { ChatNavigationContext } from '../api/chat-navigation';
import { ChatSessionContext } from '../api/chat-session-context';
import en from '../locales/en.json';
import type { ChatSession } from '../transport/chat-session';
import { ChatFilesView } from './chat-files-view';
import { ChatImagesView } from './chat-images-view';

testI18n.addResourceBundle('en', 'translation', en, true, false);

const chatId = 'group/aaaaaaaaaaaaaaaaaaaaaaaa';
const from = { id: 'm1', name: 'Alex Sender', deleted: false, is_external: false, image_id: null };

const fileEntry = (seq: number, name: string): ChatAttachment => ({
  message_id: `msg-${seq}`,
  seq,
  from,
  created_at: '2026-11-20T10:00:00.000Z',
  file: {
    id: `file-${seq}`,
    original_filename: name,
    size: 2048,
    content_type: 'text/plain',
    extension: 'txt',
    author_name: 'Alex Sender',
    created_at: '2026-11-20T10:00:00.000Z',
  },
  image: null,
});

type Page = ChatReply<'chat_attachments'>;

const renderView = (
  view: 'files' | 'images',
  answer: (payload: Record<string, unknown>) => Promise<Page>,
) => {
  const request = vi.fn((_event: string, payload: Record<string, unknown>) => answer(payload));
  const client = createTestQueryClient();
  client.setQueryData(queryKeys.me, { time_zone: 'UTC' });
  const navigation = { view: { name: 'root' as const }, go: vi.fn(), inSidebar: true };
  render(
    <I18nextProvider i18n={testI18n}>
      <QueryClientProvider client={client}>
        <ChatSessionContext.Provider value={{ request } as unknown as ChatSession}>
          <ChatNavigationContext.Provider value={navigation}>
            {view === 'files' ? <ChatFilesView chatId={chatId} /> : <ChatImagesView chatId={chatId} />}
          </ChatNavigationContext.Provider>
        </ChatSessionContext.Provider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { request, navigation };
};

describe('files and images views', () => {
  it('lists the files the server answers and loads more before the last entry', async () => {
    const { request } = renderView('files', async (payload) =>
      payload.before_seq === undefined
        ? { attachments: [fileEntry(9, 'agenda.txt')], has_more: true }
        : { attachments: [fileEntry(2, 'old-notes.txt')], has_more: false },
    );
    expect(await screen.findByText('agenda.txt')).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith(
      'chat_attachments',
      expect.objectContaining({ chat_id: chatId, type: 'files' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('old-notes.txt')).toBeInTheDocument();
    expect(request).toHaveBeenLastCalledWith('chat_attachments', expect.objectContaining({ before_seq: 9 }));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says so when a page fails to load, and keeps what it has', async () => {
    renderView('files', async (payload) => {
      if (payload.before_seq !== undefined) throw new Error('offline');
      return { attachments: [fileEntry(9, 'agenda.txt')], has_more: true };
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('More could not be loaded');
    expect(screen.getByText('agenda.txt')).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    renderView('images', async () => ({ attachments: [], has_more: false }));
    expect(await screen.findByText('No images have been shared in this chat.')).toBeInTheDocument();
  });

  it('shows the error state and tries again', async () => {
    let calls = 0;
    renderView('files', async () => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      return { attachments: [fileEntry(3, 'retry.txt')], has_more: false };
    });
    const alert = await screen.findByRole('alert');
    await userEvent.click(within(alert).getByRole('button'));
    expect(await screen.findByText('retry.txt')).toBeInTheDocument();
  });

  it('opens the gallery of all the chat images from an image', async () => {
    const { navigation } = renderView('images', async () => ({
      attachments: [
        {
          message_id: 'msg-4',
          seq: 4,
          from,
          created_at: '2026-11-20T10:00:00.000Z',
          file: null,
          image: { id: 'img-1', original_filename: 'whiteboard.png' },
        },
      ],
      has_more: false,
    }));
    await userEvent.click(await screen.findByRole('button', { name: 'Open image whiteboard.png' }));
    expect(navigation.go).toHaveBeenCalledWith({
      name: 'showMessageImageGallery',
      chatId,
      id: 'msg-4',
      imageId: 'img-1',
      from: 'images',
    });
  });
});
