import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { testI18n } from '../../../test/render';
import type { ListedMessage } from '../lib/merge-messages';
import en from '../locales/en.json';
import { RoomContext, type RoomContextValue } from '../room/room-context';
import type { Chat } from '../types';
import { MessageActions } from './message-actions';

testI18n.addResourceBundle('en', 'translation', en, true, false);

const message = (can: ListedMessage['can']): ListedMessage => ({
  id: 'm1',
  chat_id: 'group/aaaaaaaaaaaaaaaaaaaaaaaa',
  seq: 1,
  client_id: null,
  text: 'hello',
  from: { id: 'author', name: 'Alex Author', deleted: false, is_external: false, image_id: null },
  created_at: '2026-01-01T10:00:00.000Z',
  updated_at: '2026-01-01T10:00:00.000Z',
  deleted_at: null,
  quoted_message: null,
  files: [],
  images: [],
  link_attachments: [],
  link_preview: null,
  can,
});

const renderActions = (shown: ListedMessage) => {
  const room: RoomContextValue = {
    chat: { id: shown.chat_id, type: 'group', name: 'Group', can: { write: true, mute: true } } as Chat,
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
      <RoomContext.Provider value={room}>
        <section data-chat-room>
          <MessageActions message={shown} />
          <textarea aria-label="Composer" data-chat-composer />
        </section>
      </RoomContext.Provider>
    </I18nextProvider>,
  );
  return room;
};

const openMenu = async () => {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Actions for the message of Alex Author' }));
  return user;
};

describe('message actions: starting a private chat (part 1 section 6)', () => {
  it('offers the private chat when the server allows it, and starts it with the author', async () => {
    const room = renderActions(message({ update: false, destroy: false, start_private_chat: true }));
    const user = await openMenu();
    await user.click(await screen.findByRole('menuitem', { name: 'Start a private chat' }));
    expect(room.startPrivateChat).toHaveBeenCalledWith('author');
  });

  it('does not offer it when the server does not, whatever the author looks like', async () => {
    renderActions(message({ update: false, destroy: false, start_private_chat: false }));
    await openMenu();
    expect(await screen.findByRole('menuitem', { name: 'Quote' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Start a private chat' })).toBeNull();
  });
});

describe('message actions: focus', () => {
  it.each([
    ['Quote', 'quote'],
    ['Edit', 'edit'],
  ] as const)('leaves focus in the composer after %s, not on the menu button', async (item, action) => {
    const own = message({ update: true, destroy: true, start_private_chat: false });
    const room = renderActions({
      ...own,
      from: { ...own.from, id: 'me' },
      created_at: new Date().toISOString(),
    });
    const user = await openMenu();
    await user.click(await screen.findByRole('menuitem', { name: item }));
    expect(room[action]).toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    // The menu's own focus return runs after it closes.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByRole('textbox', { name: 'Composer' })).toHaveFocus();
  });
});
