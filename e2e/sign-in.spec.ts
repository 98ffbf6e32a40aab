import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, openProfileMenu, signIn, signInWithForm } from './shell-helpers';

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
    await signInWithForm(page, 'member@example.com', '/members?q=lena');
    await expect(page).toHaveURL(/\/members\?q=lena/);
    await expect(page.getByRole('heading', { name: 'Members', level: 1 })).toBeVisible();
  });

  test('signing in on the way to a page of a lazily loaded feature opens that page', async ({ page }) => {
    // The first visit's route discovery is interrupted by the redirect to the sign-in page; the feature
    // must still be discovered afterwards, not answer "Page not found".
    await signInWithForm(page, 'admin@example.com', '/pages/new');
    await expect(page).toHaveURL(/\/pages\/new$/);
    await expect(page.getByRole('heading', { name: 'New page', level: 1 })).toBeVisible({ timeout: 30_000 });
  });

  test('signing out returns to the sign-in page and closes the app', async ({ page }) => {
    await signIn(page);
    await openProfileMenu(page);
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/users\/sign_in$/);
    await page.goto('/groups/engineering');
    await expect(page).toHaveURL(/\/users\/sign_in\?redirect_to=%2Fgroups%2Fengineering/);
  });

  test('after failed sign-ins from elsewhere the owner solves the proof of work and signs in', async ({
    page,
    request,
    baseURL,
  }) => {
    // An address no other test signs in with, so the failures below trouble nobody else.
    const email = 'lukas.muller@example.com';
    // Five wrong passwords, each from another client: the server believes X-Forwarded-For from this
    // host (TRUSTED_PROXIES defaults to loopback), which stands in for the load balancer here.
    for (let i = 1; i <= 5; i++) {
      const response = await request.post('/users/sign_in', {
        data: { user: { email, password: 'a wrong guess' } },
        headers: { Accept: 'application/json', Origin: baseURL ?? '', 'X-Forwarded-For': `203.0.113.${i}` },
      });
      expect(response.status()).toBe(401);
    }

    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
        violations.push(message.text());
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    const loaded: string[] = [];
    page.on('request', (r) => loaded.push(new URL(r.url()).pathname));

    await page.goto('/users/sign_in');
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    // The widget is not part of the sign-in page until the server asks for it.
    expect(loaded.filter((path) => path.includes('sign-in-challenge'))).toEqual([]);
    await page.getByRole('button', { name: 'Sign in' }).click();

    await expect(page.getByRole('status')).toContainText('many failed sign-ins for this address');
    await expect(page.getByRole('alert')).toHaveCount(0);
    // The widget solves the challenge in its workers and the sign-in goes out by itself.
    await expect(page).toHaveURL(/\/start$/, { timeout: 30_000 });
    expect(loaded).toContain('/api/v1/sign_in/challenge');
    expect(violations).toEqual([]);
  });
});
