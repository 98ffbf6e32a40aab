import { type Browser, expect, type Page, test } from '@playwright/test';
import { signIn } from './shell-helpers';

const asUser = async (browser: Browser, email: string): Promise<Page> => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email);
  return page;
};

/** The bell's accessible name carries the unread count. */
const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });

test.describe('notifications', () => {
  test('a direct message raises the member’s badge live, without a reload, and the bell lists it', async ({
    browser,
    baseURL,
  }) => {
    const member = await asUser(browser, 'member@example.com');
    await expect(bell(member)).toBeVisible();
    // Whatever the demo left unread is read first, so the count below is this test's.
    await member.request.post('/api/v1/notifications/read_all', {
      headers: { Accept: 'application/json', Origin: baseURL ?? '' },
    });
    await member.reload();
    await expect(bell(member)).toHaveAccessibleName('Notifications');
    const me = (await (
      await member.request.get('/api/v1/me', { headers: { Accept: 'application/json' } })
    ).json()) as {
      id: string;
    };

    const admin = await asUser(browser, 'admin@example.com');
    const subject = `Live ${Date.now()}`;
    const sent = await admin.request.post('/api/v1/messages', {
      headers: { Accept: 'application/json', Origin: baseURL ?? '' },
      data: { to: [me.id], subject, content: '<p>Are you there?</p>' },
    });
    expect(sent.status()).toBe(201);

    // The poll runs once a minute: within a few seconds only the socket's push can have done this.
    await expect(bell(member)).toHaveAccessibleName('Notifications, 1 unread', { timeout: 5_000 });

    await bell(member).click();
    const entry = member.getByRole('menuitem', { name: new RegExp(`wrote to you: ${subject}`) });
    await expect(entry).toBeVisible();
    await entry.click();
    await expect(member).toHaveURL(/\/messages\/[0-9a-f]{24}$/);
    await expect(member.getByRole('heading', { name: subject })).toBeVisible();
    await expect(bell(member)).toHaveAccessibleName('Notifications');

    await member.goto('/notifications');
    await expect(member.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
    await expect(member.getByRole('link', { name: new RegExp(subject) })).toBeVisible();
    await member.getByRole('button', { name: 'Unread', exact: true }).click();
    await expect(member.getByText('No unread notifications.')).toBeVisible();
  });
});
