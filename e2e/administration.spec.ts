import { expect, test } from '@playwright/test';
import { signIn } from './shell-helpers';

const ADMIN = 'admin@example.com';

test.describe('network administration', () => {
  test.describe.configure({ timeout: 120_000 });

  test('an administrator changes a setting and publishes a legal text that a visitor then reads', async ({
    page,
    browser,
  }) => {
    await signIn(page, ADMIN);
    await page.goto('/administration');
    const areas = page.getByTestId('administration-areas');
    await expect(areas.getByRole('link', { name: /Legal texts/ })).toBeVisible();
    // The administration user bar names its items, each with its own icon.
    const userbar = page.getByTestId('userbar-administration');
    await expect(userbar.getByRole('link', { name: 'Settings' })).toBeVisible();
    await expect(userbar.getByRole('link', { name: 'Legal texts' })).toBeVisible();

    // A setting: saved, and still there after a reload.
    await areas.getByRole('link', { name: /Settings/ }).click();
    await expect(page).toHaveURL(/\/administration\/settings\/edit$/);
    const upcoming = page.getByLabel('Upcoming appointments in the digest');
    await upcoming.fill('31');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Please enter a number from 0 to 30.')).toBeVisible();
    await upcoming.fill('12');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Saved successfully.')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Upcoming appointments in the digest')).toHaveValue('12');

    // A legal text: its address follows the name.
    const name = `House Rules ${Date.now()}`;
    const handle = name.toLowerCase().replace(/\s+/g, '-');
    await page.goto('/administration/legal_texts');
    await page.getByRole('link', { name: 'New legal text' }).click();
    await page.getByLabel('Name').fill(name);
    await expect(page.getByLabel('Address')).toHaveValue(`/legal/${handle}`);
    await page.getByLabel('Statement').fill('I follow the house rules');
    await page.getByRole('textbox', { name: 'Text', exact: true }).fill('Be kind to each other.');
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page).toHaveURL(/\/administration\/legal_texts$/);
    await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();

    // A visitor who is not signed in finds it linked on the sign-in page and reads it.
    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    await visitorPage.goto('/users/sign_in');
    await expect(visitorPage.getByRole('link', { name })).toHaveAttribute('href', `/legal/${handle}`);
    await visitorPage.goto(`/legal/${handle}`);
    await expect(visitorPage.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(visitorPage.getByText('Be kind to each other.')).toBeVisible();
    await expect(visitorPage).toHaveURL(new RegExp(`/legal/${handle}$`));
    await visitor.close();
  });
});
