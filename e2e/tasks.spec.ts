import { type Browser, expect, type Page, test } from '@playwright/test';
import { signIn } from './shell-helpers';

const asUser = async (browser: Browser, email: string, path = '/tasks'): Promise<Page> => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email, path);
  return page;
};

test.describe('tasks', () => {
  test('a task added with the keyboard is assigned to a member, who declines it with a reason the creator reads', async ({
    browser,
  }) => {
    const title = `Order new chairs ${Date.now()}`;
    const admin = await asUser(browser, 'admin@example.com');
    await expect(admin.getByRole('heading', { name: 'Tasks', level: 1 })).toBeVisible({ timeout: 30_000 });
    const quickAdd = admin.getByRole('textbox', { name: 'New task' });
    // Escape empties the field without adding anything.
    await quickAdd.fill('Never mind');
    await quickAdd.press('Escape');
    await expect(quickAdd).toHaveValue('');
    await quickAdd.fill(title);
    await quickAdd.press('Enter');
    await expect(quickAdd).toHaveValue('');
    await admin.getByRole('link', { name: title }).click();
    await expect(admin.getByRole('heading', { name: title, level: 1 })).toBeVisible();

    await admin.getByRole('button', { name: 'Edit' }).click();
    const picker = admin.getByRole('combobox', { name: 'Assigned to' });
    await picker.fill('Sam');
    await admin.getByRole('option', { name: /Sam Member/ }).click();
    await admin.getByRole('button', { name: 'Save' }).click();
    const assignees = admin.getByTestId('task-assignees');
    await expect(assignees).toContainText('Sam Member');
    await expect(assignees).toContainText('Not answered');
    const taskUrl = admin.url();

    const member = await asUser(browser, 'member@example.com');
    await expect(member.getByRole('link', { name: title })).toBeVisible({ timeout: 30_000 });
    await member.getByRole('link', { name: title }).click();
    await expect(member.getByRole('heading', { name: 'This task was assigned to you.' })).toBeVisible();
    await member.getByRole('button', { name: 'Decline', exact: true }).click();
    await member.getByLabel('Reason (optional)').fill('Out of office next week');
    await member.getByRole('button', { name: 'Decline task' }).click();
    await expect(member.getByRole('heading', { name: 'You declined this task.' })).toBeVisible();
    // Declined tasks leave "my" for "declined".
    await member.getByRole('link', { name: 'My tasks' }).first().click();
    await expect(member.getByRole('heading', { name: 'Tasks', level: 1 })).toBeVisible();
    await expect(member.getByRole('link', { name: title })).toHaveCount(0);
    await member.goto('/tasks/declined');
    await expect(member.getByRole('link', { name: title })).toBeVisible();

    await admin.goto(taskUrl);
    await expect(assignees).toContainText('Declined');
    await expect(assignees).toContainText('Out of office next week');
  });
});
