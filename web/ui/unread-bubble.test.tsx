import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatUnreadCount, UnreadBubble } from './unread-bubble';

describe('unread bubble', () => {
  it.each([
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [12345, '99+'],
  ])('shows %i as %s', (count, text) => {
    expect(formatUnreadCount(count)).toBe(text);
  });

  it('shows 99+ above 99 and nothing at zero', () => {
    const { container, rerender } = render(<UnreadBubble count={150} label="150 unread" />);
    expect(screen.getByText('99+')).toBeInTheDocument();
    expect(screen.getByText('150 unread')).toBeInTheDocument();
    rerender(<UnreadBubble count={0} />);
    expect(container).toBeEmptyDOMElement();
  });
});
