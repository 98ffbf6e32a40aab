import { type Browser, expect, type Page, test } from '@playwright/test';
import { signIn } from './shell-helpers';

test.describe('group administration', () => {
  test('an administrator creates a group, edits it, archives and restores it', async ({ page }) => {
    const name = `Reading circle ${Date.now()}`;
    await signIn(page, 'admin@example.com');

    await page.goto('/groups/new/communities');
    await expect(page.getByRole('heading', { name: 'New group in Community' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Name' }).fill(name);
    await page.getByRole('textbox', { name: 'Teaser' }).fill('We read together.');
    await page.getByLabel('Access').selectOption('closed');
    await page.getByRole('button', { name: 'Create group' }).click();

    await expect(page).toHaveURL(/\/groups\/reading-circle-\d+$/);
    await expect(page.getByRole('heading', { name })).toBeVisible();
    const groupUrl = page.url();

    await page.goto(`${groupUrl}/edit`);
    await expect(page.getByRole('heading', { name: 'Edit group' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Name' }).fill(`${name} (new)`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).toHaveURL(groupUrl);
    await expect(page.getByRole('heading', { name: `${name} (new)` })).toBeVisible();

    await page.goto(`${groupUrl}/edit`);
    await page.getByRole('button', { name: 'Archive' }).click();
    await expect(page.getByText('This group is archived')).toBeVisible();
    await page.getByRole('button', { name: 'Restore' }).click();
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(`${name} (new)`);
  });
});

test.describe('group administration by a group administrator', () => {
  test('creates a role, approves a join request and gives the new member the role', async ({ page }) => {
    const role = `Mentor ${Date.now()}`;
    // member@example.com administers the moderated Website Relaunch group, where two people wait.
    await signIn(page, 'member@example.com');
    const base = '/groups/website-relaunch/administration';

    await page.goto(`${base}/membership_roles`);
    await expect(page.getByRole('heading', { name: 'Membership roles' })).toBeVisible();
    await page.getByRole('button', { name: 'New role' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(role);
    await dialog.getByRole('textbox', { name: 'Plural name' }).fill(`${role}s`);
    await dialog.getByLabel('Display type').selectOption('grouped');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(role, { exact: true })).toBeVisible();

    await page.goto(`${base}/join_requests`);
    const main = page.getByRole('main');
    const request = main
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: 'Approve' }) })
      .first();
    const rejectLink = await request.getByRole('link', { name: /^Reject / }).getAttribute('aria-label');
    const name = rejectLink?.replace(/^Reject /, '') ?? '';
    expect(name).not.toBe('');
    await request.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText(`${name} is now a member.`)).toBeVisible();

    await page.goto(`${base}/members`);
    const row = main.getByRole('listitem').filter({ hasText: name });
    await row.getByRole('button', { name: /Roles/ }).click();
    await page.getByRole('dialog').getByRole('checkbox', { name: role }).check();
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await expect(row.getByText(role, { exact: true })).toBeVisible();
  });
});

const asUser = async (browser: Browser, email: string): Promise<Page> => {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  return page;
};

const json = (page: Page) => ({ accept: 'application/json', origin: new URL(page.url()).origin });

test.describe('abuse reports', () => {
  test('a member reports a post and an administrator hides it', async ({ browser }) => {
    const admin = await asUser(browser, 'admin@example.com');
    const headers = json(admin);
    const settings = await (await admin.request.get('/administration/settings', { headers })).json();
    const enabled = await admin.request.put('/administration/settings', {
      headers,
      data: { settings: { ...settings.settings, abuse_reports_enabled: true } },
    });
    expect(enabled.status()).toBe(200);
    const text = `Buy cheap watches ${Date.now()}`;
    const posted = await admin.request.post('/api/v1/activitystreams/all/activities', {
      headers,
      data: { html_content: `<p>${text}</p>` },
    });
    expect(posted.ok()).toBe(true);
    const { id } = (await posted.json()) as { id: string };

    const member = await asUser(browser, 'member@example.com');
    await member.goto(`/activities/${id}`);
    await member.getByRole('article').filter({ hasText: text }).getByRole('link', { name: 'Report' }).click();
    await expect(member.getByRole('heading', { name: 'Report content' })).toBeVisible();
    await member.getByLabel('Reason').selectOption('spam');
    await member.getByRole('textbox', { name: 'Details (optional)' }).fill('Advertising in the all stream.');
    await member.getByRole('button', { name: 'Send report' }).click();
    await expect(member.getByText('Thank you. The administrators will look at your report.')).toBeVisible();

    await admin.goto('/administration/abuse_reports');
    const report = admin.getByRole('listitem').filter({ hasText: 'Advertising in the all stream.' });
    await report.getByRole('button', { name: 'Hide' }).click();
    await admin.getByRole('alertdialog').getByRole('button', { name: 'Hide' }).click();
    await expect(admin.getByText('The post is hidden.')).toBeVisible();
    await expect(report.getByText('Hidden', { exact: true })).toBeVisible();

    const hidden = await member.request.get(`/api/v1/activities/${id}`, { headers: json(member) });
    expect(hidden.status()).toBe(404);
  });
});

test.describe('own profile', () => {
  test('a member edits their profile from their member page', async ({ page }) => {
    const position = `Gardener ${Date.now()}`;
    await signIn(page, 'member@example.com');
    const me = await page.request.get('/api/v1/me', { headers: { accept: 'application/json' } });
    const { id } = (await me.json()) as { id: string };

    await page.goto(`/members/${id}`);
    await page.getByRole('link', { name: 'Edit profile' }).click();
    await expect(page.getByRole('heading', { name: 'Edit profile' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Position' }).fill(position);
    await page.getByRole('button', { name: 'Save', exact: true }).click();

    await expect(page).toHaveURL(new RegExp(`/members/${id}$`));
    await expect(page.getByText(position).first()).toBeVisible();
  });
});
