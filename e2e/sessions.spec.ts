import { expect, test } from '@playwright/test';
import { signIn } from './shell-helpers';

/** A demo member no other spec signs in as: this spec ends their sessions. */
const EMAIL = 'marco.bianchi@example.com';

test('a member sees where they are signed in and ends the session of another browser', async ({
  browser,
}) => {
  const laptop = await browser.newContext();
  const phone = await browser.newContext({
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  });
  const page = await laptop.newPage();
  const other = await phone.newPage();
  await signIn(page, EMAIL);
  await signIn(other, EMAIL);

  await page.goto('/users/edit');
  await expect(page.getByRole('heading', { name: 'Your account', level: 1 })).toBeVisible();
  const sessions = page.getByRole('list', { name: 'Where you are signed in' }).getByRole('listitem');
  await expect(sessions).toHaveCount(2);
  await expect(sessions.filter({ hasText: 'This browser' })).toHaveCount(1);
  const phoneSession = sessions.filter({ hasText: 'Chrome on Android' });
  await expect(phoneSession).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Manage two-factor and passkeys' })).toBeVisible();

  await phoneSession.getByRole('button', { name: 'End session' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'End this session?' });
  await dialog.getByRole('button', { name: 'End session' }).click();
  await expect(page.getByText('The session has ended.')).toBeVisible();
  await expect(sessions).toHaveCount(1);

  // The other browser is signed out: its next page asks to sign in.
  await other.goto('/start');
  await expect(other).toHaveURL(/\/users\/sign_in/);
  // This one is not.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your account', level: 1 })).toBeVisible();

  await laptop.close();
  await phone.close();
});
