import { expect, test } from '@playwright/test';
import { signIn } from './shell-helpers';

test.describe('provisioning (SCIM)', () => {
  test('an administrator issues a token; a provider creates and deactivates a user with it; revoking stops it', async ({
    page,
    baseURL,
  }) => {
    await signIn(page, 'admin@example.com', '/administration/sso_providers');
    await page.getByRole('link', { name: 'Provisioning (SCIM)' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Provisioning (SCIM)' })).toBeVisible();
    const name = `Entra ID ${Date.now()}`;
    await page.getByLabel('Name').fill(name);
    await page.getByRole('button', { name: 'Create token' }).click();
    const token = (await page.getByTestId('scim-token').textContent()) ?? '';
    expect(token).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    await expect(page.getByText(`${baseURL}/scim/v2`)).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: name })).toContainText('never used');

    // The identity provider's side: no cookies, the bearer token only.
    const provider = await page.context().browser()?.newContext({ baseURL });
    if (!provider) throw new Error('no browser');
    const scim = provider.request;
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/scim+json' };
    const email = `scim.${Date.now()}@example.com`;
    const created = await scim.post('/scim/v2/Users', {
      headers,
      data: {
        schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
        userName: email,
        name: { givenName: 'Sam', familyName: 'Provisioned' },
        emails: [{ value: email, type: 'work', primary: true }],
        active: true,
      },
    });
    expect(created.status()).toBe(201);
    const user = await created.json();
    const deactivated = await scim.patch(`/scim/v2/Users/${user.id}`, {
      headers,
      data: { Operations: [{ op: 'Replace', path: 'active', value: 'False' }] },
    });
    expect((await deactivated.json()).active).toBe(false);

    // The administration knows the member, locked.
    const member = await page.request.get(`/api/v1/administration/members/${user.id}`, {
      headers: { accept: 'application/json' },
    });
    expect(await member.json()).toMatchObject({ first_name: 'Sam', last_name: 'Provisioned', locked: true });

    await page.goto('/administration/scim_tokens');
    const row = page.getByRole('listitem').filter({ hasText: name });
    await expect(row).toContainText('last used');
    await row.getByRole('button', { name: `Revoke ${name}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke' }).click();
    await expect(row).toHaveCount(0);
    expect((await scim.get('/scim/v2/Users?count=1', { headers })).status()).toBe(401);
    await provider.close();
  });
});
