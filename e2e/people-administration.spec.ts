import { type Browser, expect, type Page, test } from '@playwright/test';
import { signIn } from './shell-helpers';

const ADMIN = 'admin@example.com';

/** An administrator creates a member with a password through /administration/members/new. */
async function createMember(page: Page, email: string, password: string) {
  await page.goto('/administration/members');
  await page.getByRole('link', { name: 'New member' }).click();
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('First name').fill('Paula');
  await page.getByLabel('Last name').fill('Probe');
  await page.getByLabel('Send a welcome mail').uncheck();
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create member' }).click();
  await expect(page).toHaveURL(/\/administration\/members\/[0-9a-f]{24}\/edit$/);
  await expect(page.getByRole('heading', { name: 'Paula Probe', level: 1 })).toBeVisible();
}

/** Signs in as someone else in a browser context of their own. */
async function signInElsewhere(browser: Browser, email: string, password: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/users/sign_in');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  return { context, page };
}

const uniqueEmail = (name: string) => `${name}-${Date.now()}@example.com`;

test.describe('people administration', () => {
  // Several sign-ins (argon2) and a fresh member per test on a shared two-core machine.
  test.describe.configure({ timeout: 150_000 });
  test('an administrator creates a member and locks them; the member is signed out', async ({
    page,
    browser,
  }) => {
    const email = uniqueEmail('paula');
    const password = 'amber falcon drifting 27';
    await signIn(page, ADMIN);
    await createMember(page, email, password);

    const member = await signInElsewhere(browser, email, password);
    await expect(member.page).toHaveURL(/\/start$/);

    await page.getByRole('button', { name: 'Lock' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'This member is locked' })).toBeVisible();

    // The member's open page loses its session at once: the next navigation asks to sign in.
    await member.page.goto('/members');
    await expect(member.page).toHaveURL(/\/users\/sign_in/);
    await member.page.getByLabel('E-mail address').fill(email);
    await member.page.getByLabel('Password').fill(password);
    await member.page.getByRole('button', { name: 'Sign in' }).click();
    await expect(member.page.getByRole('alert')).toContainText('Your account is locked');
    await member.context.close();

    await page.goto('/administration/members');
    await page.getByRole('searchbox', { name: 'Search by name or e-mail' }).fill('Paula Probe');
    await expect(page.getByRole('link', { name: 'Paula Probe' }).first()).toBeVisible();
  });

  test('a member changes their password in /users/edit', async ({ page, browser }) => {
    const email = uniqueEmail('pia');
    const first = 'amber falcon drifting 27';
    const second = 'quiet walnut harbour 58';
    await signIn(page, ADMIN);
    await createMember(page, email, first);

    const member = await signInElsewhere(browser, email, first);
    await expect(member.page).toHaveURL(/\/start$/);
    await member.page.goto('/users/edit');
    await member.page.getByLabel('Current password').fill('not my password');
    await member.page.getByRole('textbox', { name: 'New password', exact: true }).fill(second);
    await member.page.getByLabel('Repeat the new password').fill(second);
    await member.page.getByRole('button', { name: 'Save password' }).click();
    await expect(member.page.getByText('The current password is not correct.')).toBeVisible();

    await member.page.getByLabel('Current password').fill(first);
    await member.page.getByRole('button', { name: 'Save password' }).click();
    await expect(member.page.getByText('Your password was changed.')).toBeVisible();
    await member.context.close();

    const again = await signInElsewhere(browser, email, second);
    await expect(again.page).toHaveURL(/\/start$/);
    await again.context.close();
  });

  test('"Forgot your password?" leads to the reset form, which tells nobody whether the address exists', async ({
    page,
  }) => {
    await page.goto('/users/sign_in');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/users\/password\/new$/);
    await page.getByLabel('E-mail address').fill('nobody-here@example.com');
    await page.getByRole('button', { name: 'Send link' }).click();
    await expect(page.getByRole('status')).toContainText('If an account uses this address');
  });
});
