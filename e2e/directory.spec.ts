import { expect, test } from '@playwright/test';
import { signIn } from './shell-helpers';

test.describe('directory', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test('members are found by search, letter and profile filter', async ({ page }) => {
    await page.goto('/directory');
    await expect(page.getByRole('heading', { name: 'Directory', level: 1 })).toBeVisible();
    const tabs = page.getByRole('navigation', { name: 'Directory lists' });
    await expect(tabs.getByRole('link', { name: 'Members' })).toHaveAttribute('aria-current', 'page');
    await expect(tabs.getByRole('link', { name: 'Projects' })).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search members' }).fill('sam');
    await expect(page.getByRole('link', { name: 'Sam Member' })).toBeVisible();
    await expect(page).toHaveURL(/q=sam/);
    await page.getByRole('searchbox', { name: 'Search members' }).fill('');
    await expect(page).not.toHaveURL(/q=sam/);

    await page.getByRole('button', { name: 'A', exact: true }).click();
    await expect(page.getByRole('button', { name: 'A', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('link', { name: 'Alex Admin' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sam Member' })).toHaveCount(0);

    await page.getByRole('button', { name: 'All', exact: true }).click();
    await page.getByRole('combobox', { name: 'Department', exact: true }).selectOption('Engineering');
    await expect(page.getByRole('link', { name: 'Sam Member' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Alex Admin' })).toHaveCount(0);
  });

  test('/groups leads to groups to discover, and a member asks to join one', async ({ page }) => {
    await page.goto('/groups');
    await expect(page).toHaveURL(/\/directory\/departments\?scope=not_joined/);
    await expect(page.getByLabel('Show')).toHaveValue('not_joined');
    // The demo member belongs to Engineering, so it is not offered to discover.
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Marketing' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Engineering' })).toHaveCount(0);

    await page
      .getByRole('navigation', { name: 'Directory lists' })
      .getByRole('link', { name: 'Communities' })
      .click();
    await expect(page).toHaveURL(/\/directory\/communities$/);
    await page.getByRole('button', { name: 'Request to join: Book Club' }).click();
    await expect(page.getByText('Your request to join was sent.')).toBeVisible();
    await expect(page.getByText('Request pending')).toBeVisible();

    await page.goto('/directory/no-such-category');
    await expect(page.getByText('Category not found')).toBeVisible();
  });
});
