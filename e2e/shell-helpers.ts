import { expect, type Page, test } from '@playwright/test';

export const DEMO_PASSWORD = 'demo-password-123';

/** Signs in through the form, the way a person does, on the way to `path`. */
export const signInWithForm = async (page: Page, email = 'member@example.com', path = '/start') => {
  await page.goto(path);
  await expect(page).toHaveURL(/\/users\/sign_in/);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/users\/sign_in/);
};

/**
 * Signs in through the sign-in endpoint, as the form does, and opens `path`. The form itself, its
 * redirect back to the page asked for and the route discovery after it are sign-in.spec's tests
 * (`signInWithForm`); the other specs need only a session, and a request costs a fraction of loading
 * the sign-in page first.
 */
export const signIn = async (page: Page, email = 'member@example.com', path = '/start') => {
  const origin = test.info().project.use.baseURL ?? '';
  const response = await page.request.post('/users/sign_in', {
    data: { user: { email, password: DEMO_PASSWORD } },
    headers: { Accept: 'application/json', Origin: origin },
  });
  expect(response.status(), await response.text()).toBe(200);
  await page.goto(path);
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
