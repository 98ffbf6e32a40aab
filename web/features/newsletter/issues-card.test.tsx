import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { NewsletterIssueList } from '../../../contract/newsletter';
import { renderWithProviders, testI18n } from '../../test/render';
import { IssuesCard } from './issues-card';
import newsletterEn from './locales/en.json';

beforeAll(() => {
  testI18n.addResourceBundle('en', 'translation', newsletterEn, true, false);
});
afterEach(() => {
  vi.restoreAllMocks();
});

const ISSUES: NewsletterIssueList = {
  issues: [
    {
      id: 'i2',
      due_at: '2026-11-30T06:00:00.000Z',
      started_at: '2026-11-30T06:00:30.000Z',
      finished_at: null,
      recipients: 40,
      sent: 30,
      failed: 1,
      skipped: 2,
    },
    {
      id: 'i1',
      due_at: '2026-11-23T06:00:00.000Z',
      started_at: '2026-11-23T06:00:30.000Z',
      finished_at: '2026-11-23T06:05:00.000Z',
      recipients: 3,
      sent: 3,
      failed: 0,
      skipped: 0,
    },
  ],
};

/** The issues list answered; a POST (the test mail) recorded and answered 204. */
const mockServer = () => {
  const posted: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    if (init?.method === 'POST') {
      posted.push(String(input));
      return new Response(null, { status: 204 });
    }
    expect(String(input)).toContain('/administration/newsletter/issues');
    return new Response(JSON.stringify(ISSUES), { status: 200 });
  });
  return posted;
};

describe('the newsletter sendings card', () => {
  it('shows each issue’s progress, marks a running one, and sends a test on request', async () => {
    const posted = mockServer();
    renderWithProviders(<IssuesCard />);
    const rows = await screen.findAllByRole('row');
    const [, running, finished] = rows;
    expect(
      within(running as HTMLElement).getByText(/30 sent, 1 failed, 2 skipped of 40 · in progress/),
    ).toBeTruthy();
    expect(within(finished as HTMLElement).getByText('3 sent, 0 failed, 0 skipped of 3')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Send me a test' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toContain('/administration/newsletter/test_mail');
  });
});
