import { expect, test } from '@playwright/test';
import { signIn } from './shell-helpers';

/** A demo member no other spec signs in as: they get a passkey here and lose it again. */
const EMAIL = 'emma.johansson@example.com';

test('a member adds a passkey, signs in with it alone, and removes it', async ({ page, baseURL }) => {
  // Chromium's virtual authenticator: a platform authenticator that verifies the user.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });

  await signIn(page, EMAIL);
  await page.goto('/users/two_factor_authentication');
  await expect(page.getByRole('heading', { name: 'Passkeys' })).toBeVisible();
  await expect(page.getByText('You have no passkeys yet.')).toBeVisible();
  await page.getByLabel('Name of the new passkey').fill('Test laptop');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByText('The passkey was added.')).toBeVisible();
  await expect(page.getByText('Test laptop')).toBeVisible();

  const signOut = await page.request.delete('/users/sign_out', { headers: { Origin: baseURL ?? '' } });
  expect(signOut.status()).toBe(204);
  await page.goto('/start');
  await expect(page).toHaveURL(/\/users\/sign_in/);
  await page.getByRole('button', { name: 'Use a passkey' }).click();
  await expect(page).toHaveURL(/\/start$/);

  await page.goto('/users/two_factor_authentication');
  await page.getByRole('button', { name: 'Remove' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('The passkey was removed.')).toBeVisible();
  await expect(page.getByText('You have no passkeys yet.')).toBeVisible();
});
