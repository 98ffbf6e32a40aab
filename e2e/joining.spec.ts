import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { signIn } from './shell-helpers';

const ADMIN = 'admin@example.com';
const PASSWORD = 'amber falcon drifting 27';

/**
 * The e2e server writes every mail as an .eml file under its DATA_DIR/mail (a fresh `intranet-e2e-*`
 * folder); the address is unique to this run, so whichever folder holds a mail to it is ours.
 */
async function confirmationLink(recipient: string): Promise<string | null> {
  const roots = (await readdir(tmpdir())).filter((name) => name.startsWith('intranet-e2e-'));
  for (const root of roots) {
    const folder = path.join(tmpdir(), root, 'mail');
    const files = await readdir(folder).catch(() => [] as string[]);
    for (const file of files) {
      // Quoted-printable: soft line breaks and =XX escapes undone before looking for the link.
      const text = (await readFile(path.join(folder, file), 'utf8'))
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
      if (!text.includes(recipient)) continue;
      const link = text.match(/https?:\/\/[^\s]+\/users\/confirmation\?token=[\w-]+/)?.[0];
      if (link) return link;
    }
  }
  return null;
}

/** Changes joining's settings through the administration API; answers the settings before. */
async function setJoining(page: Page, baseURL: string, changes: Record<string, boolean>) {
  const headers = { Accept: 'application/json', Origin: baseURL };
  const current = await (await page.request.get('/administration/settings', { headers })).json();
  const saved = await page.request.put('/administration/settings', {
    headers,
    data: { settings: { ...current.settings, ...changes } },
  });
  expect(saved.status()).toBe(200);
  return current.settings as Record<string, unknown>;
}

test.describe('joining the network', () => {
  // Argon2 hashing, a proof of work, two mail jobs and two sign-ins on a shared two-core machine.
  test.describe.configure({ timeout: 180_000 });

  test('a visitor registers with the captcha, confirms by mail, is approved and signs in', async ({
    page,
    browser,
    baseURL,
  }) => {
    const email = `jo-${Date.now()}@example.com`;
    await signIn(page, ADMIN);
    const before = await setJoining(page, baseURL ?? '', {
      join_user_can_initiate: true,
      join_moderated: true,
      altcha_captcha: true,
    });
    try {
      const context = await browser.newContext();
      const visitor = await context.newPage();
      await visitor.goto('/users/sign_in');
      await visitor.getByRole('link', { name: 'New here? Join the network' }).click();
      await expect(visitor.getByRole('heading', { name: 'Join the network' })).toBeVisible();
      await visitor.getByLabel('First name').fill('Jo');
      await visitor.getByLabel('Last name').fill('Joiner');
      await visitor.getByLabel('E-mail address').fill(email);
      await visitor.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
      await visitor.getByLabel('Repeat the password').fill(PASSWORD);
      // The widget solves its proof of work by itself; the button waits for it.
      const join = visitor.getByRole('button', { name: 'Join' });
      await expect(join).toBeEnabled({ timeout: 60_000 });
      await join.click();
      await expect(visitor.getByRole('heading', { name: 'Check your mailbox' })).toBeVisible();

      let link: string | null = null;
      await expect
        .poll(
          async () => {
            link = await confirmationLink(email);
            return link;
          },
          { timeout: 30_000 },
        )
        .not.toBeNull();
      const target = new URL(link ?? '');
      await visitor.goto(`${target.pathname}${target.search}`);
      await visitor.getByRole('button', { name: 'Confirm address' }).click();
      await expect(visitor.getByRole('heading', { name: 'Almost there' })).toBeVisible();

      await page.goto('/administration');
      await page
        .getByRole('link', { name: /Join requests/ })
        .first()
        .click();
      await expect(page.getByRole('heading', { name: 'Join requests', level: 1 })).toBeVisible();
      await page.getByRole('button', { name: 'Approve Jo Joiner' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Approve' }).click();
      await expect(page.getByText('Jo Joiner is now a member.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Approve Jo Joiner' })).toHaveCount(0);

      await visitor.goto('/users/sign_in');
      await visitor.getByLabel('E-mail address').fill(email);
      await visitor.getByLabel('Password').fill(PASSWORD);
      await visitor.getByRole('button', { name: 'Sign in' }).click();
      await expect(visitor).toHaveURL(/\/start$/, { timeout: 30_000 });
      await context.close();
    } finally {
      // Other tests share the demo network.
      await setJoining(page, baseURL ?? '', {
        join_user_can_initiate: Boolean(before.join_user_can_initiate),
        join_moderated: Boolean(before.join_moderated),
        altcha_captcha: Boolean(before.altcha_captcha),
      });
    }
  });
});
