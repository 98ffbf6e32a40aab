import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo-password-123';

/** Signs in through the form, the way a person does, and waits for the start page. */
export const signIn = async (page: Page, email = 'member@example.com', path = '/start') => {
  await page.goto(path);
  await expect(page).toHaveURL(/\/users\/sign_in/);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/users\/sign_in/);
};

/** The side navigation (found by its kind attribute, so it is found in every language). */
export const userbar = (page: Page) => page.locator('nav[data-userbar]');

/** Opens the member's menu in the header. */
export const openProfileMenu = async (page: Page) => {
  await page.getByRole('button', { name: /^Menu of / }).click();
  await expect(page.getByRole('menu')).toBeVisible();
};

/** Puts the member's locale back (a failed language test must not leave the next tests in German). */
export const resetLocale = async (page: Page, baseURL: string | undefined) => {
  await page.request.patch('/api/v1/me', {
    data: { me: { locale: 'en' } },
    headers: { Accept: 'application/json', Origin: baseURL ?? '' },
  });
};
