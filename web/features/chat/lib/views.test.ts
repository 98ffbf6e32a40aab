import { describe, expect, it } from 'vitest';
import { type ChatView, viewFromPath, viewPath } from './views';

const id = '6561a0b0c0d0e0f001020304';
const views: ChatView[] = [
  { name: 'root' },
  { name: 'newChat' },
  { name: 'showChat', chatId: `member/${id}` },
  { name: 'showChat', chatId: `group/${id}` },
  { name: 'showChatFiles', chatId: `group/${id}` },
  { name: 'showChatImages', chatId: `member/${id}` },
  { name: 'showChatLinks', chatId: `member/${id}` },
  { name: 'showMessageImageGallery', chatId: `group/${id}`, id: 'm1', imageId: 'i2' },
  { name: 'showMessageImageGallery', chatId: `group/${id}`, id: 'm1', imageId: 'i2', from: 'images' },
];

describe('chat views and URLs', () => {
  it.each(views)('maps $name to a path and back', (view) => {
    const url = new URL(viewPath(view), 'http://localhost');
    expect(viewFromPath(url.pathname, url.search)).toStrictEqual(view);
  });

  it('tells the gallery of the images view (all images of the chat) from the one of a message', () => {
    const path = viewPath({
      name: 'showMessageImageGallery',
      chatId: `member/${id}`,
      id: 'm',
      imageId: 'i',
      from: 'images',
    });
    expect(path).toBe(`/chat/member/${id}/messages/m/images/i?from=images`);
    expect(viewFromPath(`/chat/member/${id}/messages/m/images/i`, '?from=other')).toStrictEqual({
      name: 'showMessageImageGallery',
      chatId: `member/${id}`,
      id: 'm',
      imageId: 'i',
    });
  });

  it('uses the spec paths', () => {
    expect(viewPath({ name: 'showChatFiles', chatId: `member/${id}` })).toBe(`/chat/member/${id}/files`);
    expect(viewPath({ name: 'showMessageImageGallery', chatId: `member/${id}`, id: 'm', imageId: 'i' })).toBe(
      `/chat/member/${id}/messages/m/images/i`,
    );
  });

  it('knows no other paths', () => {
    expect(viewFromPath('/chat/unknown/x')).toBeNull();
    expect(viewFromPath(`/chat/member/${id}/videos`)).toBeNull();
    expect(viewFromPath('/messages')).toBeNull();
    expect(viewFromPath('/chat/')).toEqual({ name: 'root' });
  });
});
