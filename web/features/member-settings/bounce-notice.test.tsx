import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, testI18n } from '../../test/render';
import { BounceNotice } from './bounce-notice';
import en from './locales/en.json';

testI18n.addResourceBundle('en', 'translation', en, true, false);

const bounce = {
  address: 'ada@example.com',
  code: 550,
  response: '550 5.1.1 No such mailbox',
  bounced_at: '2026-11-20T09:30:00.000Z',
};

afterEach(() => vi.restoreAllMocks());

describe('the bounce notice', () => {
  it('names the address and the server’s answer, and resumes mail with DELETE on the member’s record', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => new Response(null, { status: 204 }));
    renderWithProviders(<BounceNotice memberId="m1" bounce={bounce} />);

    expect(screen.getByText('Mail to ada@example.com could not be delivered')).toBeVisible();
    expect(screen.getByText('550 5.1.1 No such mailbox')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('code 550');

    await userEvent.click(screen.getByRole('button', { name: 'The mailbox works again: resume e-mail' }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(fetch).toHaveBeenCalledWith(
      '/api/v1/members/m1/settings/email_bounce',
      expect.objectContaining({ method: 'DELETE' }),
    );
  });
});
