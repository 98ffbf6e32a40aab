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

test.describe('mentions in activities', () => {
  test('a member types @, picks a member from the list with the keyboard and posts; the mentioned member is notified', async ({
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

    const admin = await asUser(browser, 'admin@example.com');
    await admin.goto('/activitystreams/all');
    await expect(admin.getByRole('heading', { name: 'All activities', level: 1 })).toBeVisible({
      timeout: 30_000,
    });
    const marker = `Standup notes ${Date.now()}`;
    const editor = admin.getByRole('textbox', { name: "What's new?" });
    await editor.click();
    await admin.keyboard.type(`${marker}, thanks @Sam`);
    const list = admin.getByRole('listbox', { name: 'Members to mention' });
    await expect(list.getByRole('option', { name: '@Sam Member' })).toBeVisible({ timeout: 10_000 });
    const sam = list.getByRole('option', { name: '@Sam Member' });
    // Arrows move the highlight (wrapping around); Enter takes the highlighted member.
    const count = await list.getByRole('option').count();
    for (let i = 0; i < count && (await sam.getAttribute('aria-selected')) !== 'true'; i++) {
      await admin.keyboard.press('ArrowDown');
    }
    await expect(sam).toHaveAttribute('aria-selected', 'true');
    await admin.keyboard.press('Enter');
    await expect(list).toHaveCount(0);
    await expect(editor.locator('[data-type="mention"]')).toHaveText('@Sam Member');
    await admin.keyboard.type('for the update.');
    await admin.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(admin.getByText('Your post is online.')).toBeVisible();
    const own = admin.getByRole('article').filter({ hasText: marker });
    await expect(own.getByRole('link', { name: '@Sam Member' })).toBeVisible();

    // The mentioned member's bell rises without a reload (the poll runs once a minute).
    await expect(bell(member)).toHaveAccessibleName('Notifications, 1 unread', { timeout: 10_000 });
    await bell(member).click();
    const entry = member.getByRole('menuitem', { name: /mentioned you/ });
    await expect(entry).toBeVisible();
    await entry.click();
    await expect(member).toHaveURL(/\/activities\/[0-9a-f]{24}$/);
    await expect(member.getByRole('article').filter({ hasText: marker })).toBeVisible({ timeout: 30_000 });
    await expect(bell(member)).toHaveAccessibleName('Notifications');
  });
});
