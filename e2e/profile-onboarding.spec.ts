import { type Browser, expect, type Page, test } from '@playwright/test';
import { signIn } from './shell-helpers';

const ADMIN = 'admin@example.com';
const PASSWORD = 'copper meadow sailing 81';

const json = (baseURL: string | undefined) => ({ Accept: 'application/json', Origin: baseURL ?? '' });

/** Changes network settings through the administrators' API and answers the values before. */
async function changeSettings(page: Page, baseURL: string | undefined, changes: Record<string, unknown>) {
  const current = await (
    await page.request.get('/administration/settings', { headers: json(baseURL) })
  ).json();
  const before = current.settings;
  const answer = await page.request.put('/administration/settings', {
    data: { settings: { ...before, ...changes } },
    headers: json(baseURL),
  });
  expect(answer.status()).toBe(200);
  return before as Record<string, unknown>;
}

/** A member made by the administrator, who has not signed in yet. */
async function newMember(page: Page, baseURL: string | undefined, email: string) {
  const created = await page.request.post('/administration/members', {
    data: {
      user: { email, first_name: 'Olga', last_name: 'Onboard', password: PASSWORD, send_welcome_mail: false },
    },
    headers: json(baseURL),
  });
  expect(created.status()).toBe(201);
  return (await created.json()).id as string;
}

async function signInElsewhere(browser: Browser, email: string, path: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(path);
  await expect(page).toHaveURL(/\/users\/sign_in/);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  return { context, page };
}

test.describe('onboarding profile and change requests', () => {
  // Two sign-ins (argon2) and a fresh member on a shared machine.
  test.describe.configure({ timeout: 150_000 });

  test('a new member fills in the onboarding profile, then asks for a change an administrator approves', async ({
    page,
    browser,
    baseURL,
  }) => {
    await signIn(page, ADMIN);
    const before = await changeSettings(page, baseURL, {
      join_ask_for_profile_data: true,
      change_request_profile_fields: ['department'],
    });
    try {
      const email = `olga-${Date.now()}@example.com`;
      const memberId = await newMember(page, baseURL, email);

      // First sign-in: the onboarding form comes before the page asked for, which follows it.
      const member = await signInElsewhere(browser, email, '/members');
      await expect(member.page).toHaveURL(/\/onboarding\/profile\?redirect_to=%2Fmembers$/);
      await expect(
        member.page.getByRole('heading', { name: 'Welcome! Tell us about yourself' }),
      ).toBeVisible();
      await member.page.getByLabel('Position').fill('Harbour pilot');
      await member.page.getByLabel('Department').fill('Port');
      await member.page.getByRole('button', { name: 'Save and continue' }).click();
      await expect(member.page).toHaveURL(/\/members$/);

      // Once filled in, the department is locked: the member asks for a change instead.
      await member.page.goto(`/members/${memberId}/edit`);
      await expect(member.page.getByLabel('Department')).toBeDisabled();
      await expect(member.page.getByLabel('Position')).toBeEnabled();
      await member.page.getByRole('link', { name: 'Request a change of the locked fields' }).click();
      await expect(member.page).toHaveURL(/\/change_requests\/new$/);
      await member.page.getByLabel('Department').fill('Logistics');
      await member.page.getByRole('button', { name: 'Send request' }).click();
      await expect(member.page.getByText('Your request was sent to the administrators.')).toBeVisible();
      await expect(member.page).toHaveURL(new RegExp(`/members/${memberId}$`));
      await expect(member.page.getByText('Port', { exact: true })).toBeVisible();

      // The administrator approves from the list; the member's profile shows the new value.
      await page.goto('/administration/change_requests');
      const request = page.getByTestId('change-request').filter({ hasText: 'Olga Onboard' });
      await expect(request).toContainText('Logistics');
      await request.getByRole('button', { name: 'Approve the request of Olga Onboard' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Approve' }).click();
      await expect(page.getByText('The profile of Olga Onboard was changed.')).toBeVisible();
      await expect(request).toHaveCount(0);

      await member.page.reload();
      await expect(member.page.getByText('Logistics', { exact: true })).toBeVisible();
      await member.context.close();
    } finally {
      await changeSettings(page, baseURL, {
        join_ask_for_profile_data: before.join_ask_for_profile_data,
        change_request_profile_fields: before.change_request_profile_fields,
      });
    }
  });
});
