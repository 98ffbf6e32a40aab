import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { signIn } from './shell-helpers';

const ADMIN = 'admin@example.com';

/**
 * The e2e server writes every mail as an .eml file under its DATA_DIR/mail (a fresh `intranet-e2e-*`
 * folder, scripts/e2e-server.mjs); the recipient's address is unique to this run, so whichever
 * server folder holds a mail to it is ours.
 */
async function mailedLink(recipient: string): Promise<string | null> {
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
      const link = text.match(/https?:\/\/[^\s]+\/invitations\/[\w-]+/)?.[0];
      if (link) return link;
    }
  }
  return null;
}

test.describe('invitations', () => {
  // Two sign-ins (argon2) and a mail job on a shared two-core machine.
  test.describe.configure({ timeout: 150_000 });

  test('an administrator invites an address; the invitee registers through the mailed link', async ({
    page,
    browser,
  }) => {
    const email = `gina-${Date.now()}@example.com`;
    await signIn(page, ADMIN);
    await page.goto('/administration/invites/new');
    await expect(page.getByRole('heading', { name: 'Invite people', level: 1 })).toBeVisible();
    await page.getByRole('textbox', { name: 'E-mail address' }).fill(email);
    await page.getByLabel('First name').fill('Gina');
    const groups = page.getByRole('group', { name: 'Groups the person joins' });
    const firstGroup = groups.getByRole('checkbox').first();
    const groupName = (await groups.locator('label').first().innerText()).trim();
    await firstGroup.check();
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText(`An invitation to ${email} is on its way.`)).toBeVisible();

    let link: string | null = null;
    await expect
      .poll(
        async () => {
          link = await mailedLink(email);
          return link;
        },
        { timeout: 30_000 },
      )
      .not.toBeNull();

    const context = await browser.newContext();
    const invitee = await context.newPage();
    await invitee.goto(new URL(link ?? '').pathname);
    await expect(invitee.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await expect(invitee.getByText(`You will join: ${groupName}`)).toBeVisible();
    await expect(invitee.getByLabel('First name')).toHaveValue('Gina');
    await invitee.getByLabel('Last name').fill('Gast');
    await invitee.getByRole('textbox', { name: 'Password', exact: true }).fill('amber falcon drifting 27');
    await invitee.getByLabel('Repeat the new password').fill('amber falcon drifting 27');
    await invitee.getByRole('button', { name: 'Create account' }).click();
    await expect(invitee).toHaveURL(/\/start$/, { timeout: 30_000 });

    // The link worked once: opened again it says so.
    await invitee.goto(new URL(link ?? '').pathname);
    await expect(invitee.getByText('The invitation was used already.')).toBeVisible();
    await context.close();

    // The administrator sees the invitation as registered.
    await page.goto('/administration/invites/sent');
    const row = page.getByRole('listitem').filter({ hasText: email });
    await expect(row.getByText('Registered')).toBeVisible();
  });

  test('the group variant of the sent invites page opens', async ({ page }) => {
    await signIn(page, ADMIN);
    const mine = await page.request.get('/api/v1/groups', { headers: { accept: 'application/json' } });
    const { groups } = (await mine.json()) as { groups: { slug: string }[] };
    const slug = groups[0]?.slug ?? '';
    await page.goto(`/groups/${slug}/invites/sent`);
    await expect(page.getByRole('heading', { name: 'Sent invitations', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Revoke' })).toBeDisabled();
  });
});
