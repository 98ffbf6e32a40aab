import { expect, test } from '@playwright/test';
import { signIn } from './shell-helpers';

test.describe('channel subscriptions', () => {
  test('an administrator subscribes every network member to a channel, and a member finds it subscribed', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const title = `Works Council ${Date.now()}`;
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await signIn(admin, 'admin@example.com', '/administration');
    const created = await admin.request.post('/channels', {
      data: { channel: { title, status: 'published' } },
      headers: { Accept: 'application/json', Origin: baseURL ?? '' },
    });
    expect(created.status()).toBe(201);

    await admin
      .getByRole('main')
      .getByRole('link', { name: /^Channel subscriptions/ })
      .click();
    await expect(
      admin.getByRole('heading', { level: 1, name: 'Assign channel subscriptions' }),
    ).toBeVisible();
    const subscribe = admin.getByRole('button', { name: 'Subscribe', exact: true });
    await expect(subscribe).toBeDisabled();

    // Without members the form says what is missing, and sends nothing.
    await admin.getByRole('combobox', { name: 'Channels' }).fill(title.slice(0, 14));
    await admin.getByRole('option', { name: title }).click();
    await subscribe.click();
    await expect(
      admin.getByText('Please choose members, groups or roles, or subscribe all network members.'),
    ).toBeVisible();

    await admin.getByLabel('Subscribe all network members').check();
    await expect(admin.getByRole('combobox', { name: 'Members, groups and roles' })).toBeDisabled();
    await subscribe.click();
    await expect(admin.getByText('The subscriptions to 1 channel are being assigned.')).toBeVisible();
    await expect(subscribe).toBeDisabled();

    const memberContext = await browser.newContext();
    const member = await memberContext.newPage();
    await signIn(member, 'member@example.com', '/channels');
    // The job subscribes in the background: the member's list shows it once it ran.
    await expect(async () => {
      await member.reload();
      await expect(
        member.getByRole('region', { name: 'Subscribed' }).getByRole('link', { name: title }),
      ).toBeVisible({
        timeout: 2_000,
      });
    }).toPass({ timeout: 30_000 });
    await adminContext.close();
    await memberContext.close();
  });
});
