import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../test/render';
import { useUnsavedChangesPrompt } from './use-unsaved-changes-prompt';

const Form = () => {
  const [value, setValue] = useState('');
  useUnsavedChangesPrompt(value !== '');
  return (
    <>
      <label>
        Name
        <input value={value} onChange={(event) => setValue(event.target.value)} />
      </label>
      <Link to="/elsewhere">Leave</Link>
    </>
  );
};

const routes = [
  { path: '/', element: <Form /> },
  { path: '/elsewhere', element: <p>Elsewhere</p> },
];

describe('useUnsavedChangesPrompt', () => {
  it('lets a clean form go without asking', async () => {
    const confirm = vi.spyOn(window, 'confirm');
    renderRoutes(routes);
    fireEvent.click(screen.getByRole('link', { name: 'Leave' }));
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();
  });

  it('keeps the member on a dirty form when they cancel', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { router } = renderRoutes(routes);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'changed' } });
    fireEvent.click(screen.getByRole('link', { name: 'Leave' }));
    await vi.waitFor(() => expect(confirm).toHaveBeenCalledWith(expect.stringContaining('unsaved changes')));
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByLabelText('Name')).toHaveValue('changed');
  });

  it('leaves a dirty form when they confirm', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderRoutes(routes);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'changed' } });
    fireEvent.click(screen.getByRole('link', { name: 'Leave' }));
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
  });

  it('asks the browser before closing the tab with unsaved changes', () => {
    renderRoutes(routes);
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'changed' } });
    const dirty = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);
  });
});
