import { createHmac } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from './shell-helpers';

/** A demo member no other spec signs in as: adding a factor changes how they sign in. */
const EMAIL = 'giulia.rossi@example.com';

/** RFC 6238 (HMAC-SHA-1, six digits, 30 s) with node's crypto: the authenticator app of the test. */
function totp(secret: string, stepOffset = 0): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  const bits = [...secret.toUpperCase()]
    .map((c) => alphabet.indexOf(c).toString(2).padStart(5, '0'))
    .join('');
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => Number.parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(Date.now() / 30_000) + stepOffset));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = (mac.at(-1) ?? 0) & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

const signOut = async (page: Page, baseURL: string | undefined) => {
  const response = await page.request.delete('/users/sign_out', { headers: { Origin: baseURL ?? '' } });
  expect(response.status()).toBe(204);
};

/** The password step: it lands on the code step, not signed in yet. */
const passwordStep = async (page: Page) => {
  await page.goto('/start');
  await expect(page).toHaveURL(/\/users\/sign_in/);
  await page.getByLabel('E-mail address').fill(EMAIL);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/users\/two_factor_authentication$/);
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
};

test('a member adds an authenticator app, then signs in with its code and with a backup code', async ({
  page,
  baseURL,
}) => {
  await signIn(page, EMAIL);
  await page.goto('/users/two_factor_authentication');
  await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
  await page.getByRole('button', { name: 'Add authenticator app' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]+$/);

  await page.getByLabel('Code').fill('12');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('The code is not valid.')).toBeVisible();
  await page.getByLabel('Code').fill(totp(secret));
  await page.getByRole('button', { name: 'Confirm' }).click();
  const codes = page.getByRole('list', { name: 'Your backup codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const backupCode = (await codes.first().textContent())?.trim() ?? '';
  const cleanupCode = (await codes.nth(1).textContent())?.trim() ?? '';
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).click();
  expect((await download).suggestedFilename()).toBe('backup_codes.txt');
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText('Authenticator app', { exact: true })).toBeVisible();

  // Signed out, the password alone no longer signs in: the code of the next step does.
  await signOut(page, baseURL);
  await passwordStep(page);
  await page.getByLabel('Code').fill(totp(secret, 1));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/start$/);

  // And a backup code, once.
  await signOut(page, baseURL);
  await passwordStep(page);
  await page.getByLabel('Code').fill(backupCode);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/start$/);

  // Leave the demo member as found: remove the factor with another backup code.
  const list = await page.request.get('/api/v1/authentication/factors', {
    headers: { Accept: 'application/json' },
  });
  const [factor] = (await list.json()).factors as { id: string }[];
  const removal = await page.request.delete(`/api/v1/authentication/factors/${factor?.id}`, {
    headers: { Origin: baseURL ?? '', Accept: 'application/json' },
    data: { code: cleanupCode },
  });
  expect(removal.status()).toBe(204);
});
