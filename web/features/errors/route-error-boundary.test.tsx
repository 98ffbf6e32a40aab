import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render';
import { RouteErrorBoundary } from './route-error-boundary';

const Broken = () => {
  throw new Error('render failed');
};

describe('RouteErrorBoundary', () => {
  it('shows the generic error alert instead of a blank page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderRoutes([{ path: '/', element: <Broken />, errorElement: <RouteErrorBoundary /> }]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows the not-found page for unknown paths', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderRoutes([{ path: '/', element: <p>home</p>, errorElement: <RouteErrorBoundary /> }], '/nowhere');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
