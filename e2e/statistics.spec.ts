import { expect, test } from '@playwright/test';
import { signIn } from './shell-helpers';

test.describe('statistics', () => {
  test('an administrator opens the statistics from the administration and reads 30 days as chart and table', async ({
    page,
  }) => {
    await signIn(page, 'admin@example.com');
    await page.goto('/administration');
    await page
      .getByRole('main')
      .getByRole('link', { name: /^Statistics/ })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Statistics' })).toBeVisible();

    await page.getByLabel('Period').selectOption('30d');
    await expect(page).toHaveURL(/range=30d/);
    await page.reload();
    await expect(page.getByLabel('Period')).toHaveValue('30d');
    const signIns = page.getByRole('region', { name: 'Sign-ins' });
    await expect(signIns.getByTestId('statistics-chart').locator('svg').first()).toBeVisible();
    await signIns.locator('summary').click();
    const table = signIns.getByRole('table', { name: 'Sign-ins by day' });
    await expect(table.locator('tbody tr')).toHaveCount(30);
    // This test's own sign-in is counted today once the hourly job ran; the row for today exists either way.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());
    await expect(table.locator(`time[datetime="${today}"]`)).toBeVisible();
  });
});
