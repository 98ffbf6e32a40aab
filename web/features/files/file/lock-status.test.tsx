import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import type { FileDetail } from '../api/files-types';
import { LockStatus } from './lock-status';

const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString();

/** The parts of a file the lock status reads. */
const fileWith = (changes: Partial<FileDetail>) =>
  ({
    id: 'f1',
    name: 'Budget.csv',
    lockedUntil: null,
    lockedById: null,
    locked_by: null,
    can: { lock: true, unlock: false },
    ...changes,
  }) as FileDetail;

describe('LockStatus', () => {
  it('names the member who holds the lock when the server names them', () => {
    renderWithProviders(
      <LockStatus
        file={fileWith({
          lockedUntil: tomorrow,
          lockedById: 'm2',
          locked_by: { id: 'm2', name: 'Giulia Rossi', path: '/members/m2' },
        })}
        memberId="m1"
        timeZone="Europe/Berlin"
      />,
    );
    expect(screen.getByText(/^Locked by Giulia Rossi until /)).toBeInTheDocument();
  });

  it('says "another member" when the viewer may not see the holder', () => {
    renderWithProviders(
      <LockStatus
        file={fileWith({ lockedUntil: tomorrow, lockedById: 'm2' })}
        memberId="m1"
        timeZone="UTC"
      />,
    );
    expect(screen.getByText(/^Locked by another member until /)).toBeInTheDocument();
  });

  it('asks to lock without speaking of a download when the member pressed Lock', async () => {
    renderWithProviders(<LockStatus file={fileWith({})} memberId="m1" timeZone="UTC" />);
    fireEvent.click(screen.getByRole('button', { name: 'Lock' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Lock “Budget.csv” while you work on it');
    expect(dialog).not.toHaveTextContent(/downloaded/);
  });
});
