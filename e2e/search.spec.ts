import { expect, test } from '@playwright/test';
import { signIn } from './shell-helpers';

test.describe('search', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test('the header search finds a demo member, and the members filter keeps only members', async ({
    page,
  }) => {
    const header = page.getByRole('banner');
    await header.getByRole('combobox', { name: 'Search term' }).fill('alex');
    await header.getByRole('combobox', { name: 'Search term' }).press('Enter');
    await expect(page).toHaveURL(/\/search\?.*q=alex/);
    const members = page.getByRole('region', { name: /Members/ });
    await expect(members.getByRole('link', { name: /Alex/ }).first()).toBeVisible();
    await expect(members.locator('mark').first()).toHaveText(/alex/i);

    await page.getByRole('button', { name: /^Members \(\d+\)$/ }).click();
    await expect(page).toHaveURL(/module=members/);
    await expect(page.getByRole('region', { name: /Members/ })).toBeVisible();
    await expect(page.getByRole('region', { name: /Groups/ })).toHaveCount(0);
  });

  test('typing in the header lists hits; the arrow keys and Enter open one', async ({ page }) => {
    const input = page.getByRole('banner').getByRole('combobox', { name: 'Search term' });
    await input.fill('alex');
    const listbox = page.getByRole('listbox', { name: 'Suggestions' });
    const alex = listbox.getByRole('option', { name: /^Alex/ }).first();
    await expect(alex).toBeVisible();
    // Other modules' hits (a message to Alex) may come first: step down to the member.
    const names = await listbox.getByRole('option').allInnerTexts();
    const at = names.findIndex((name) => name.startsWith('Alex'));
    for (let step = 0; step <= at; step += 1) await input.press('ArrowDown');
    await expect(alex).toHaveAttribute('aria-selected', 'true');
    await input.press('Enter');
    await expect(page).toHaveURL(/\/members\/[^/]+$/);
    await expect(listbox).toHaveCount(0);
  });

  test('a post is found by its tag in the activities filter', async ({ page }) => {
    const tag = `Offsite${Date.now()}`;
    await page.goto('/activitystreams/all');
    const editor = page.getByRole('textbox', { name: "What's new?" });
    await editor.click();
    await page.keyboard.type(`Agenda for the team day #${tag}`);
    await page.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(page.getByText('Your post is online.')).toBeVisible();

    const input = page.getByRole('banner').getByRole('combobox', { name: 'Search term' });
    const filter = page.getByRole('button', { name: /^Activities \(1\)$/ });
    // The index follows the post in a job after its commit: search again until it is in.
    await expect(async () => {
      await input.fill(`#${tag}`);
      await input.press('Enter');
      await expect(page).toHaveURL(/\/search\?/);
      await page.reload();
      await expect(filter).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await filter.click();
    await expect(page).toHaveURL(/module=activities/);
    await expect(page.getByRole('link', { name: /Agenda for the team day/ })).toBeVisible();
  });
});
