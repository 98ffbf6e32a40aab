import { type Browser, expect, type Page, test } from '@playwright/test';
import { signIn } from './shell-helpers';

const asUser = async (browser: Browser, email: string): Promise<Page> => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email);
  return page;
};

test.describe('direct messages', () => {
  test('admin writes to member, member reads and replies, admin sees the conversation', async ({
    browser,
  }) => {
    const subject = `Hello ${Date.now()}`;
    const admin = await asUser(browser, 'admin@example.com');
    await admin.goto('/messages/new');
    await admin.getByLabel('Recipients', { exact: true }).fill('Sam');
    await admin.getByRole('button', { name: 'Sam Member', exact: true }).click();
    await admin.getByLabel('Subject').fill(subject);
    await admin.getByLabel('Message', { exact: true }).fill('First line\n\nSecond paragraph');
    await admin.getByRole('button', { name: 'Send' }).click();
    await expect(admin.getByText('Your message has been sent.')).toBeVisible();
    await expect(admin.getByRole('heading', { name: subject })).toBeVisible();
    await expect(admin.getByText('Second paragraph')).toBeVisible();

    const member = await asUser(browser, 'member@example.com');
    await member.goto('/messages');
    const row = member.getByRole('link', { name: new RegExp(subject) });
    await expect(row).toHaveAttribute('data-unread', 'true');
    await row.click();
    await expect(member.getByRole('heading', { name: subject })).toBeVisible();
    await expect(member.getByText('Second paragraph')).toBeVisible();
    await member.getByRole('link', { name: 'Reply', exact: true }).click();
    await expect(member.getByLabel('Subject')).toHaveValue(`Re: ${subject}`);
    await member.getByLabel('Message', { exact: true }).fill('Thanks for the note');
    await member.getByRole('button', { name: 'Send' }).click();
    await expect(member.getByText('Your message has been sent.')).toBeVisible();
    await expect(member.getByRole('heading', { name: `Re: ${subject}` })).toBeVisible();

    await admin.goto('/messages');
    await admin.getByRole('link', { name: new RegExp(`Re: ${subject}`) }).click();
    await expect(admin.getByText('Thanks for the note')).toBeVisible();
    await expect(admin.getByTestId('conversation-item').filter({ hasText: subject })).toBeVisible();
  });
});
