import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, openProfileMenu, signIn } from './shell-helpers';

test.describe('sign-in', () => {
  test('a wrong password shows an error and keeps the member on the sign-in page', async ({ page }) => {
    await page.goto('/users/sign_in');
    await page.getByLabel('E-mail address').fill('member@example.com');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toContainText('The e-mail address or password is not correct.');
    await expect(page).toHaveURL(/\/users\/sign_in/);
  });

  test('the right password lands on the start page', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/users\/sign_in/);
    await page.getByLabel('E-mail address').fill('member@example.com');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/start$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Sam');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('main')).toBeVisible();
  });

  test('signing in returns to the page first asked for', async ({ page }) => {
    await signIn(page, 'member@example.com', '/members?q=lena');
    await expect(page).toHaveURL(/\/members\?q=lena/);
    await expect(page.getByRole('heading', { name: 'Members', level: 1 })).toBeVisible();
  });

  test('signing out returns to the sign-in page and closes the app', async ({ page }) => {
    await signIn(page);
    await openProfileMenu(page);
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/users\/sign_in$/);
    await page.goto('/groups/engineering');
    await expect(page).toHaveURL(/\/users\/sign_in\?redirect_to=%2Fgroups%2Fengineering/);
  });
});
