import { expect, type Page, test } from '@playwright/test';
import { startTestOpenIdProvider, type TestOpenIdProvider } from '../server/test/oidc-provider';
import { signIn } from './shell-helpers';

const ADMIN = 'admin@example.com';
const MEMBER = 'member@example.com';
const NAME = 'Company login';

let idp: TestOpenIdProvider | null = null;

/** The administrator adds the provider in the browser and answers the callback address it shows. */
async function configureProvider(page: Page, issuer: string, secret: string): Promise<string> {
  await signIn(page, ADMIN, '/administration');
  await page.getByRole('link', { name: /Single sign-on/ }).click();
  await expect(page.getByRole('heading', { name: 'Single sign-on' })).toBeVisible();
  await page.getByRole('link', { name: 'New provider' }).click();
  await page.getByLabel('Name on the sign-in button').fill(NAME);
  await page.getByLabel('Issuer URL').fill(issuer);
  await page.getByLabel('Client ID').fill('intranet');
  await page.getByLabel('Client secret').fill(secret);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: 'Edit provider' })).toBeVisible();
  const callback = (await page.locator('code').textContent()) ?? '';
  expect(callback).toMatch(/\/auth\/oidc\/[^/]+\/callback$/);
  return callback;
}

test.afterAll(async ({ browser, baseURL }) => {
  // Later specs see the sign-in page without this provider's button.
  const page = await browser.newPage({ baseURL });
  await signIn(page, ADMIN, '/administration');
  const list = await page.request.get('/administration/sso_providers', {
    headers: { Accept: 'application/json' },
  });
  for (const provider of (await list.json()).entries as { id: string }[]) {
    await page.request.delete(`/administration/sso_providers/${provider.id}`, {
      headers: { Origin: baseURL ?? '' },
    });
  }
  await page.close();
  await idp?.close();
});

test('an administrator adds a provider and a member signs in through it', async ({
  page,
  browser,
  baseURL,
}) => {
  idp = await startTestOpenIdProvider({
    redirectUris: async (issuer) => [await configureProvider(page, issuer, 'test-client-secret-0123456789')],
  });

  // "Test connection" runs discovery against the provider.
  await page.goto('/administration/sso_providers');
  await page.getByRole('button', { name: 'Test connection' }).click();
  await expect(page.getByText(`Connected to ${idp.issuer}.`)).toBeVisible();

  // A member, signed out, uses the provider's button on the sign-in page and lands where they wanted.
  idp.signInAs({ sub: 'member-at-provider', email: MEMBER, email_verified: true, name: 'Member Example' });
  const visitor = await browser.newPage({ baseURL });
  await visitor.goto('/messages');
  await expect(visitor).toHaveURL(/\/users\/sign_in/);
  await visitor.getByRole('link', { name: `Sign in with ${NAME}` }).click();
  await expect(visitor).toHaveURL(/\/messages/);
  const me = await visitor.request.get('/api/v1/me', { headers: { Accept: 'application/json' } });
  expect((await me.json()).email).toBe(MEMBER);
  await visitor.close();
});
