import { type Browser, expect, type Page, test } from '@playwright/test';
import { signIn } from './shell-helpers';

const asUser = async (browser: Browser, email: string): Promise<Page> => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email);
  return page;
};

const compose = async (page: Page, to: { search: string; name: string }, subject: string) => {
  await page.goto('/messages/new');
  await page.getByLabel('Recipients', { exact: true }).fill(to.search);
  await page.getByRole('option', { name: to.name, exact: true }).click();
  await page.getByLabel('Subject').fill(subject);
};

test.describe('direct messages', () => {
  test('admin writes to member with an attachment, member reads and replies, admin sees the conversation', async ({
    browser,
  }) => {
    const subject = `Hello ${Date.now()}`;
    const admin = await asUser(browser, 'admin@example.com');
    await compose(admin, { search: 'Sam', name: 'Sam Member' }, subject);
    const editor = admin.getByRole('textbox', { name: 'Message', exact: true });
    await editor.click();
    await admin.keyboard.type('First line');
    await admin.keyboard.press('Enter');
    // Bold from the toolbar applies to what is typed next.
    await admin.getByRole('button', { name: 'Bold' }).click();
    await expect(admin.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
    await admin.keyboard.type('Second paragraph');
    await admin
      .getByLabel('Choose files')
      .setInputFiles({ name: 'agenda.txt', mimeType: 'text/plain', buffer: Buffer.from('1. Plans') });
    await expect(admin.getByText('Uploaded')).toBeVisible({ timeout: 30_000 });
    // A double click sends once: the second send joins the first (same create under way).
    await admin.getByRole('button', { name: 'Send' }).dblclick();
    await expect(admin.getByText('Your message has been sent.').first()).toBeVisible();
    await expect(admin.getByRole('heading', { name: subject })).toBeVisible();
    await expect(admin.locator('.rich-content strong', { hasText: 'Second paragraph' })).toBeVisible();
    await expect(admin.getByRole('link', { name: 'agenda.txt' })).toBeVisible();

    const member = await asUser(browser, 'member@example.com');
    await member.goto('/messages');
    const row = member.getByRole('link', { name: new RegExp(subject) });
    await expect(row).toHaveCount(1);
    await expect(row).toHaveAttribute('data-unread', 'true');
    await row.click();
    await expect(member.getByRole('heading', { name: subject })).toBeVisible();
    await expect(member.getByText('Second paragraph')).toBeVisible();
    const attachment = member.getByRole('link', { name: 'agenda.txt' });
    const download = await member.request.get((await attachment.getAttribute('href')) ?? '');
    expect(await download.text()).toBe('1. Plans');
    await member.getByRole('link', { name: 'Reply', exact: true }).click();
    await expect(member.getByLabel('Subject')).toHaveValue(`Re: ${subject}`);
    await member.getByRole('textbox', { name: 'Message', exact: true }).fill('Thanks for the note');
    await member.getByRole('button', { name: 'Send' }).click();
    await expect(member.getByText('Your message has been sent.')).toBeVisible();
    await expect(member.getByRole('heading', { name: `Re: ${subject}` })).toBeVisible();

    await admin.goto('/messages');
    await admin.getByRole('link', { name: new RegExp(`Re: ${subject}`) }).click();
    await expect(admin.getByText('Thanks for the note')).toBeVisible();
    await expect(admin.getByTestId('conversation-item').filter({ hasText: subject })).toBeVisible();
  });

  test('member marks messages unread and deletes them in bulk; back returns to the page', async ({
    browser,
  }) => {
    const stamp = Date.now();
    const admin = await asUser(browser, 'admin@example.com');
    const subjects = [`Bulk A ${stamp}`, `Bulk B ${stamp}`];
    for (const subject of subjects) {
      await compose(admin, { search: 'Sam', name: 'Sam Member' }, subject);
      await admin.getByRole('button', { name: 'Send' }).click();
      await expect(admin.getByRole('heading', { name: subject })).toBeVisible();
    }

    const member = await asUser(browser, 'member@example.com');
    await member.goto('/messages?page=1');
    const rowOf = (subject: string) => member.getByRole('link', { name: new RegExp(subject) });
    await rowOf(subjects[0] ?? '').click();
    await expect(member.getByRole('heading', { name: subjects[0] })).toBeVisible();
    await member.getByRole('link', { name: 'Back' }).click();
    await expect(member).toHaveURL(/\/messages\?page=1$/);
    await expect(rowOf(subjects[0] ?? '')).toHaveAttribute('data-unread', 'false');

    for (const subject of subjects) await member.getByLabel(`Select "${subject}"`).check();
    await member.getByRole('button', { name: 'Mark as unread' }).click();
    for (const subject of subjects) await expect(rowOf(subject)).toHaveAttribute('data-unread', 'true');

    await member.getByRole('button', { name: 'Delete' }).click();
    await member.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(member.getByText('Messages deleted.')).toBeVisible();
    for (const subject of subjects) await expect(rowOf(subject)).toHaveCount(0);
  });

  test('a send whose answer is lost is sent again under the same key and arrives once', async ({
    browser,
  }) => {
    const subject = `Lost answer ${Date.now()}`;
    const admin = await asUser(browser, 'admin@example.com');
    const keys: string[] = [];
    // The first send reaches the server, which stores it, but its answer never reaches the browser.
    await admin.route('**/api/v1/messages', async (route) => {
      const request = route.request();
      if (request.method() !== 'POST') return route.fallback();
      keys.push((await request.headerValue('idempotency-key')) ?? '');
      if (keys.length > 1) return route.fallback();
      await route.fetch();
      return route.abort('connectionreset');
    });
    await compose(admin, { search: 'Sam', name: 'Sam Member' }, subject);
    await admin.getByRole('button', { name: 'Send' }).click();
    await expect(admin.getByRole('heading', { name: subject })).toBeVisible();
    await admin.goto('/messages/sent');
    await expect(admin.getByRole('link', { name: new RegExp(subject) })).toHaveCount(1);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
  });
});
