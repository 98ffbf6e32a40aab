import { expect, test } from '@playwright/test';
import { signIn } from './shell-helpers';

test.describe('search', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test('the header search finds a demo member, and the members filter keeps only members', async ({
    page,
  }) => {
    const header = page.getByRole('banner');
    await header.getByRole('searchbox', { name: 'Search term' }).fill('alex');
    await header.getByRole('searchbox', { name: 'Search term' }).press('Enter');
    await expect(page).toHaveURL(/\/search\?.*q=alex/);
    const members = page.getByRole('region', { name: /Members/ });
    await expect(members.getByRole('link', { name: /Alex/ }).first()).toBeVisible();
    await expect(members.locator('mark').first()).toHaveText(/alex/i);

    await page.getByRole('button', { name: /^Members \(\d+\)$/ }).click();
    await expect(page).toHaveURL(/module=members/);
    await expect(page.getByRole('region', { name: /Members/ })).toBeVisible();
    await expect(page.getByRole('region', { name: /Groups/ })).toHaveCount(0);
  });
});
