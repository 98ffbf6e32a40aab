import { expect, test } from '@playwright/test';
import { openProfileMenu, resetLocale, signIn, userbar } from './shell-helpers';

test.describe('shell', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test.afterEach(async ({ page, baseURL }) => {
    await resetLocale(page, baseURL);
  });

  test('the user bar changes with the path', async ({ page }) => {
    await expect(userbar(page)).toHaveAttribute('data-userbar', 'default');
    await expect(userbar(page).getByRole('heading', { name: 'Departments' })).toBeVisible();

    await page.goto('/members');
    await expect(userbar(page)).toHaveAttribute('data-userbar', 'members');
    await expect(userbar(page).getByRole('link', { name: 'All members' })).toBeVisible();

    await page.goto('/groups/engineering/members');
    await expect(userbar(page)).toHaveAttribute('data-userbar', 'members');

    await page.goto('/messages');
    await expect(userbar(page)).toHaveAttribute('data-userbar', 'messages');
    await expect(userbar(page).getByRole('link', { name: 'Inbox' })).toBeVisible();

    await page.goto('/groups/engineering');
    await expect(userbar(page)).toHaveAttribute('data-userbar', 'member');
    await expect(userbar(page).getByRole('link', { name: 'Engineering' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('the header search goes to the search page with the query and scope', async ({ page }) => {
    await page.goto('/members');
    await page.getByLabel('Search in').selectOption('module');
    await page.getByRole('combobox', { name: 'Search term' }).fill('budget');
    await page.getByRole('combobox', { name: 'Search term' }).press('Enter');
    await expect(page).toHaveURL(/\/search\?module=members&q=budget/);
    await expect(page.getByRole('heading', { name: 'Search for “budget”' })).toBeVisible();
    await expect(page.getByText('No results')).toBeVisible();
  });

  test('unknown paths show a not-found page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  test('the language switch speaks German at once and is remembered', async ({ page }) => {
    await openProfileMenu(page);
    // Keyboard, as the menu is meant to be used: arrow right opens the language list, Enter picks one.
    await page.getByRole('menuitem', { name: 'Language', exact: true }).press('ArrowRight');
    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/api/v1/me') && response.request().method() === 'PATCH',
    );
    await page.getByRole('menuitemradio', { name: 'Deutsch', exact: true }).press('Enter');
    await expect(userbar(page).getByRole('link', { name: 'Startseite' })).toBeVisible();
    expect((await saved).ok()).toBe(true);

    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Seitennavigation' })).toBeVisible();
    await expect(page.getByText('Das ist in Ihrem Netzwerk los.')).toBeVisible();

    await page.getByRole('button', { name: /^Menü von / }).click();
    await page.getByRole('menuitem', { name: 'Sprache', exact: true }).press('ArrowRight');
    await page.getByRole('menuitemradio', { name: 'English' }).press('Enter');
    await expect(userbar(page).getByRole('link', { name: 'Start page' })).toBeVisible();
  });
});
