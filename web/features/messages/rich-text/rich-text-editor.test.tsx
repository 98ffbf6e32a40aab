import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { normalizeHref } from '../../../ui/editor/link-form';
import { RichTextEditor } from './rich-text-editor';

describe('RichTextEditor', () => {
  it('offers the formats in a toolbar with one tab stop and arrow keys', () => {
    renderWithProviders(<RichTextEditor label="Message" initialHtml="<p>Hello</p>" onChange={vi.fn()} />);
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    const buttons = screen.getAllByRole('button').filter((button) => toolbar.contains(button));
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Bold',
      'Italic',
      'Bulleted list',
      'Numbered list',
      'Quote',
      'Link',
    ]);
    expect(buttons.filter((button) => button.tabIndex === 0)).toHaveLength(1);
    buttons[0]?.focus();
    fireEvent.keyDown(buttons[0] as HTMLElement, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(buttons[5]);
    expect(buttons[5]?.tabIndex).toBe(0);
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveTextContent('Hello');
  });

  it('asks for the link address in a form and refuses foreign schemes', () => {
    renderWithProviders(<RichTextEditor label="Message" onChange={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Link' }));
    const address = screen.getByLabelText('Link address');
    fireEvent.change(address, { target: { value: 'javascript:alert(1)' } });
    fireEvent.keyDown(address, { key: 'Enter' });
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a web address');
    fireEvent.keyDown(address, { key: 'Escape' });
    expect(screen.queryByLabelText('Link address')).not.toBeInTheDocument();
  });
});

describe('normalizeHref', () => {
  it('keeps web and mail addresses and completes bare ones', () => {
    expect(normalizeHref('https://example.com/a')).toBe('https://example.com/a');
    expect(normalizeHref('example.com')).toBe('https://example.com');
    expect(normalizeHref('ann@example.com')).toBe('mailto:ann@example.com');
    expect(normalizeHref('mailto:ann@example.com')).toBe('mailto:ann@example.com');
  });
  it('refuses other schemes and empty input', () => {
    expect(normalizeHref('javascript:alert(1)')).toBeNull();
    expect(normalizeHref('data:text/html,x')).toBeNull();
    expect(normalizeHref('  ')).toBeNull();
  });
});
