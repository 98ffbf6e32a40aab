import { expect, type Page, test } from '@playwright/test';
import { E2E_PASSWORD } from '../playwright.config';

/** Signs in through the sign-in page, the way a member does. */
const signIn = async (page: Page, email: string) => {
  await page.goto('/users/sign_in');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/sign_in/);
};

const SHOTS = 'test-results/e2e/files';

test.describe('files', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 860 });
  });

  test('upload with progress, move, lock', async ({ page }) => {
    await signIn(page, 'admin@example.com');
    await page.goto('/files');
    await expect(page).toHaveURL(/\/files\/folders\/[0-9a-f]{24}$/);
    // Exact: the user bar links the "Employee handbook" page too.
    await expect(page.getByRole('link', { name: 'Handbook', exact: true })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/listing-root.png`, fullPage: true });

    // A target folder for the move.
    await page.getByRole('link', { name: 'New folder' }).click();
    await page.getByLabel('Name').fill('Archive e2e');
    await page.getByRole('button', { name: 'Create folder' }).click();
    await expect(page.getByRole('heading', { name: 'Archive e2e' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Folder path' }).getByRole('link', { name: 'Files' }).click();

    // Upload a few-MB file and watch its progress bar.
    await page.getByRole('link', { name: 'Add files' }).click();
    await expect(page.getByRole('heading', { name: 'Add files' })).toBeVisible();
    const content = Buffer.alloc(6 * 1024 * 1024, 'intranet e2e upload ');
    // Slow the upload's response a little, so the bar is seen before the request completes.
    await page.route('**/api/storage/files', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page
      .getByLabel('Choose files')
      .setInputFiles({ name: 'Large report.txt', mimeType: 'text/plain', buffer: content });
    const progress = page.getByRole('progressbar', { name: 'Upload of Large report.txt' });
    await expect(progress).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/upload-progress.png`, fullPage: true });
    await expect(page.getByText('Uploaded')).toBeVisible({ timeout: 30_000 });
    await expect(progress).toBeHidden();
    await page.getByLabel('Description').fill('Uploaded by the end-to-end test');
    await page.getByRole('button', { name: 'Add files' }).click();
    await expect(page).toHaveURL(/\/files\/folders\/[0-9a-f]{24}$/);
    const row = page.getByRole('row', { name: /Large report\.txt/ });
    await expect(row).toBeVisible();

    // Move it into the new folder with the folder picker.
    await row.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Move', exact: true }).click();
    const picker = page.getByRole('dialog', { name: 'Move 1 item' });
    await picker.getByRole('button', { name: 'Archive e2e' }).click();
    await picker.getByRole('button', { name: 'Move here' }).click();
    await expect(page.getByText('1 item moved to “Archive e2e”.')).toBeVisible();
    await expect(page.getByRole('row', { name: /Large report\.txt/ })).toHaveCount(0);
    await page.getByRole('link', { name: 'Archive e2e' }).click();
    await expect(page.getByRole('row', { name: /Large report\.txt/ })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/listing-after-move.png`, fullPage: true });

    // Download it from the file page; the lock question follows.
    await page.getByRole('link', { name: 'Large report.txt', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Large report.txt' })).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download', exact: true }).click();
    expect((await download).suggestedFilename()).toBe('Large report.txt');
    const prompt = page.getByRole('alertdialog', { name: 'Lock this file?' });
    await expect(prompt).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/lock-prompt.png` });
    await prompt.getByRole('button', { name: 'Lock' }).click();
    await expect(page.getByText(/Locked by you until/)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/file-locked.png`, fullPage: true });
  });

  test('approve the pending version', async ({ page }) => {
    await signIn(page, 'admin@example.com');
    await page.goto('/groups/engineering/files/approval');
    // No reviewed files and one pending version: the page opens on new versions (part 2).
    const newVersions = page.getByRole('tab', { name: /New versions/ });
    await expect(newVersions).toHaveAttribute('aria-selected', 'true');
    await expect(newVersions).toContainText('1');
    const list = page.getByRole('list', { name: 'New versions' });
    await expect(list.getByRole('link', { name: 'Release checklist.txt', exact: true })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/approval.png`, fullPage: true });
    await list.getByRole('button', { name: 'Accept' }).click();
    await expect(
      page.getByText('The new version of “Release checklist.txt” is now the current one.'),
    ).toBeVisible();
    await expect(page.getByText('No versions waiting')).toBeVisible();
    await expect(newVersions).toContainText('0');
    await page.getByRole('tab', { name: /Review status/ }).click();
    await expect(page).toHaveURL(/tab=review_status/);
    await expect(page.getByText('No review status')).toBeVisible();
  });
});
