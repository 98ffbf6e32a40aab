import { screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, testI18n } from '../../../test/render';
import { ChatNavigationContext } from '../api/chat-navigation';
import chatEn from '../locales/en.json';
import { ImageGrid } from './message-attachments';

testI18n.addResourceBundle('en', 'translation', chatEn, true, false);

const image = (id: string) => ({ id, original_filename: `${id}.png` });

/** The grid inside the chat's side bar, whose links are buttons that change the bar's view. */
const renderGrid = (props: Pick<ComponentProps<typeof ImageGrid>, 'images'>) =>
  renderWithProviders(
    <ChatNavigationContext.Provider value={{ view: { name: 'root' }, go: vi.fn(), inSidebar: true }}>
      <ImageGrid chatId="c1" messageId="m1" {...props} />
    </ChatNavigationContext.Provider>,
  );

describe('ImageGrid', () => {
  it('shows one image whole, in its proportions within the box, not cropped to a square', () => {
    renderGrid({ images: [image('a')] });
    const shown = screen.getByRole('img');
    expect(shown).toHaveAttribute('src', '/api/storage/images/a/get/1920x1200');
    expect(shown.className).toContain('object-contain');
    expect(shown.className).not.toContain('aspect-square');
  });

  it('shows several images as a grid of square thumbnails', () => {
    renderGrid({ images: [image('a'), image('b')] });
    for (const shown of screen.getAllByRole('img')) expect(shown.className).toContain('aspect-square');
  });
});
