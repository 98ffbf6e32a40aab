import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './error-boundary';

const Broken = () => {
  throw new Error('boom');
};

describe('ErrorBoundary', () => {
  it('shows the fallback when a child fails to render', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ErrorBoundary fallback={<p role="alert">fallback</p>}>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('fallback');
  });
});
