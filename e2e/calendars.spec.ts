import { type Browser, expect, type Page, test } from '@playwright/test';
import { signIn } from './shell-helpers';

const asUser = async (browser: Browser, email: string): Promise<Page> => {
  const context = await browser.newContext({ acceptDownloads: true });
  const page = await context.newPage();
  await signIn(page, email);
  return page;
};

test.describe('calendars and appointments', () => {
  test('admin creates a weekly appointment and invites a member, who accepts; admin exports the attendees', async ({
    browser,
  }) => {
    const name = `Team sync ${Date.now()}`;
    const admin = await asUser(browser, 'admin@example.com');

    await admin.goto('/appointments/new');
    await admin.getByRole('textbox', { name: 'Title' }).fill(name);
    const start = await admin.getByRole('textbox', { name: 'Start', exact: true }).inputValue();
    await admin.getByLabel('Repeat', { exact: true }).selectOption('weekly');
    const calendars = admin.getByRole('group', { name: 'Calendars' }).getByRole('checkbox');
    await expect(calendars.first()).toBeVisible();
    if (
      (await admin
        .getByRole('group', { name: 'Calendars' })
        .getByRole('checkbox', { checked: true })
        .count()) === 0
    )
      await calendars.first().check();
    await admin.getByLabel('Invite', { exact: true }).fill('Sam');
    await admin
      .getByRole('listbox', { name: 'Search results' })
      .getByRole('option', { name: /Sam Member/ })
      .click();
    await admin.getByRole('button', { name: 'Save', exact: true }).click();

    await expect(admin.getByRole('heading', { name: new RegExp(name) })).toBeVisible();
    await expect(admin).toHaveURL(/\/appointments\/[0-9a-f]{24}$/);
    const detailUrl = admin.url();
    await expect(admin.getByText('Recurring appointment (series)').first()).toBeVisible();

    // The month sheet and the list of the appointment's month both show it.
    await admin.goto(`/appointments?date=${start.slice(0, 10)}`);
    const sheet = admin.getByTestId('appointments-sheet');
    await expect(sheet.getByRole('link', { name: new RegExp(name) }).first()).toBeVisible();
    await admin.getByRole('button', { name: 'List' }).click();
    await expect(
      admin
        .getByTestId('appointments-list')
        .getByRole('link', { name: new RegExp(name) })
        .first(),
    ).toBeVisible();

    // The member finds the invitation and accepts it.
    const member = await asUser(browser, 'member@example.com');
    await member.goto('/appointments/invites');
    const invite = member
      .locator('li')
      .filter({ hasText: name })
      .filter({ has: member.getByRole('button', { name: 'Accept' }) });
    await invite.getByRole('button', { name: 'Accept' }).click();
    await expect(member.getByText('You have accepted.')).toBeVisible();
    await member.getByRole('tab', { name: 'Accepted' }).click();
    await expect(member.getByRole('link', { name: new RegExp(name) }).first()).toBeVisible();

    // The admin sees the answer and downloads the attendee list.
    await admin.goto(detailUrl);
    await expect(admin.getByTestId('participants-summary')).toContainText(/[1-9] accepted/);
    await expect(
      admin
        .getByRole('region', { name: 'Participants' })
        .getByRole('listitem')
        .filter({ hasText: 'Sam Member' }),
    ).toContainText('Accepted');
    await admin.getByRole('button', { name: 'Export' }).click();
    const downloading = admin.waitForEvent('download');
    await admin.getByRole('menuitem', { name: 'Attendee list (CSV)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const path = await download.path();
    const { readFileSync } = await import('node:fs');
    expect(readFileSync(path, 'latin1')).toContain('Sam');
  });
});
