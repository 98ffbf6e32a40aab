import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { testI18n } from '../../../test/render';
import { ChatSessionContext } from '../api/chat-session-context';
import { DRAFT_THROTTLE_MS } from '../lib/drafts';
import en from '../locales/en.json';
import { RoomContext, type RoomContextValue } from '../room/room-context';
import type { ChatSession } from '../transport/chat-session';
import type { Chat } from '../types';
import { Composer } from './composer';

testI18n.addResourceBundle('en', 'translation', en, true, false);

const chat = {
  id: 'member/bbbbbbbbbbbbbbbbbbbbbbbb',
  type: 'member',
  name: 'Partner',
  can: { write: true, mute: true },
} as Chat;

const renderComposer = (write = true) => {
  const session = {
    send: vi.fn().mockResolvedValue(null),
    request: vi.fn().mockResolvedValue({}),
    received: vi.fn(),
  };
  const room: RoomContextValue = {
    chat: { ...chat, can: { write, mute: true } },
    myId: 'me',
    windows: {
      allow_update: true,
      allow_destroy: true,
      update_period_of_time: 900,
      destroy_period_of_time: 900,
    },
    quote: vi.fn(),
    edit: vi.fn(),
    remove: vi.fn(),
    startPrivateChat: vi.fn(),
  };
  render(
    <I18nextProvider i18n={testI18n}>
      <QueryClientProvider client={new QueryClient()}>
        <ChatSessionContext.Provider value={session as unknown as ChatSession}>
          <RoomContext.Provider value={room}>
            <Composer
              quote={null}
              editing={null}
              onCancelQuote={vi.fn()}
              onDoneEditing={vi.fn()}
              maxFiles={10}
              maxImages={10}
            />
          </RoomContext.Provider>
        </ChatSessionContext.Provider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { session, field: screen.getByRole('textbox', { name: 'Message' }) };
};

describe('composer', () => {
  beforeEach(() => localStorage.clear());

  it('sends the trimmed text on Enter with a client id, and clears the field', async () => {
    const user = userEvent.setup();
    const { session, field } = renderComposer();
    await user.type(field, '  hello there  {Enter}');
    expect(session.send).toHaveBeenCalledTimes(1);
    expect(session.send.mock.calls[0]?.[0]).toMatchObject({ chat_id: chat.id, text: 'hello there' });
    expect(session.send.mock.calls[0]?.[0].client_id).toMatch(/^web-/);
    expect(field).toHaveValue('');
  });

  it('makes a new line with Shift+Enter and does not send', async () => {
    const user = userEvent.setup();
    const { session, field } = renderComposer();
    await user.type(field, 'one{Shift>}{Enter}{/Shift}two');
    expect(session.send).not.toHaveBeenCalled();
    expect(field).toHaveValue('one\ntwo');
    expect(field).toHaveAttribute('rows', '2');
  });

  it('keeps the send button disabled for blank text', async () => {
    const user = userEvent.setup();
    const { session, field } = renderComposer();
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await user.type(field, '   {Enter}');
    expect(send).toBeDisabled();
    expect(session.send).not.toHaveBeenCalled();
    await user.type(field, 'x');
    expect(send).toBeEnabled();
  });

  it('is disabled without write permission', () => {
    const { field } = renderComposer(false);
    expect(field).toBeDisabled();
    expect(field).toHaveAttribute('placeholder', 'You cannot write in this chat.');
  });

  it('keeps the draft of the chat', async () => {
    // The clock moves by the throttle period instead of the test waiting for it.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const { field } = renderComposer();
      await user.type(field, 'draft text');
      await act(() => vi.advanceTimersByTimeAsync(DRAFT_THROTTLE_MS));
      expect(JSON.parse(localStorage.getItem(`chat.draft.${chat.id}`) ?? '{}')).toMatchObject({
        text: 'draft text',
      });
    } finally {
      vi.useRealTimers();
    }
  });
});
