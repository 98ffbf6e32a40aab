import { act, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { Link, Outlet } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render';
import { HEADING_WAIT_MS, useRouteFocus } from './use-route-focus';

const Layout = () => {
  const main = useRef<HTMLElement>(null);
  const announcement = useRouteFocus(main);
  return (
    <>
      <nav>
        <Link to="/first">First</Link>
        <Link to="/second">Second</Link>
        <Link to="/plain">Plain</Link>
        <Link to="/second?page=2">Second page 2</Link>
      </nav>
      <main ref={main} tabIndex={-1}>
        <Outlet />
      </main>
      <div aria-live="polite" data-testid="announcer">
        {announcement}
      </div>
    </>
  );
};

/** A page whose h1 arrives after its data, as with a query. */
const Later = () => {
  const [ready, setReady] = useState(false);
  if (!ready) {
    setTimeout(() => setReady(true), 50);
    return <p>Loading</p>;
  }
  return <h1>Second page</h1>;
};

const routes = [
  {
    element: <Layout />,
    children: [
      { path: '/first', element: <h1>First page</h1> },
      { path: '/second', element: <Later /> },
      { path: '/plain', element: <p>No heading here</p> },
    ],
  },
];

afterEach(() => vi.useRealTimers());

describe('useRouteFocus', () => {
  it('leaves focus alone on the first load', () => {
    renderRoutes(routes, '/first');
    expect(document.activeElement).toBe(document.body);
  });

  it('focuses the new page h1 after a route change, also when it renders late', async () => {
    const { router } = renderRoutes(routes, '/first');
    await act(() => router.navigate('/second'));
    const heading = await screen.findByRole('heading', { name: 'Second page' });
    await vi.waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading).toHaveAttribute('tabindex', '-1');
    await act(() => router.navigate('/first'));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'First page' }));
  });

  it('keeps focus when only the query changes', async () => {
    const { router } = renderRoutes(routes, '/second');
    await screen.findByRole('heading', { name: 'Second page' });
    const link = screen.getByRole('link', { name: 'Second page 2' });
    link.focus();
    await act(() => router.navigate('/second?page=2'));
    expect(document.activeElement).toBe(link);
  });

  it('focuses main and announces the title when the page has no h1', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    document.title = 'Plain – Network';
    const { router } = renderRoutes(routes, '/first');
    await act(() => router.navigate('/plain'));
    await act(() => vi.advanceTimersByTimeAsync(HEADING_WAIT_MS + 10));
    expect(document.activeElement).toBe(screen.getByRole('main'));
    expect(screen.getByTestId('announcer')).toHaveTextContent('Plain – Network');
  });
});
