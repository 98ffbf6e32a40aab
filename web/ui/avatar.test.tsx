import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar, DEFAULT_AVATAR_URL, DEFAULT_GROUP_IMAGE_URL } from './avatar';

describe('Avatar', () => {
  it('shows the picture', () => {
    render(<Avatar src="/api/storage/images/1/get/80x80" alt="Ada" />);
    expect(screen.getByRole('img', { name: 'Ada' })).toHaveAttribute(
      'src',
      '/api/storage/images/1/get/80x80',
    );
  });

  it('falls back to the default picture when loading fails', () => {
    render(<Avatar src="/broken.png" alt="Ada" />);
    const image = screen.getByRole('img', { name: 'Ada' });
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', DEFAULT_AVATAR_URL);
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', DEFAULT_AVATAR_URL);
  });

  it('uses the default picture without a source', () => {
    render(<Avatar src={null} alt="Ada" />);
    expect(screen.getByRole('img', { name: 'Ada' })).toHaveAttribute('src', DEFAULT_AVATAR_URL);
  });

  it('shows a group without a picture as a group, not as one person', () => {
    render(<Avatar src={null} alt="Engineering" shape="square" />);
    expect(screen.getByRole('img', { name: 'Engineering' })).toHaveAttribute('src', DEFAULT_GROUP_IMAGE_URL);
  });
});
