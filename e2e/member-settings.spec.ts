import { expect, test } from '@playwright/test';
import { signIn, userbar } from './shell-helpers';

test.describe('member settings', () => {
  test('a member turns off one kind’s e-mail and the setting is kept after a reload', async ({ page }) => {
    // The page loads the settings form's own chunk and strings after a reload: slow on a busy machine.
    test.setTimeout(150_000);
    await signIn(page, 'member@example.com');
    const me = (await (
      await page.request.get('/api/v1/me', { headers: { Accept: 'application/json' } })
    ).json()) as {
      id: string;
    };
    await page.goto(`/members/${me.id}/settings/edit`);
    await expect(page.getByRole('heading', { level: 1, name: 'Notification settings' })).toBeVisible();
    const assigned = page.getByRole('checkbox', { name: 'a task is assigned to me' });
    await expect(assigned).toBeChecked({ timeout: 30_000 });

    await assigned.uncheck();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved successfully')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'a task is assigned to me' })).not.toBeChecked({
      timeout: 30_000,
    });
    await expect(page.getByRole('checkbox', { name: 'someone accepts my task' })).toBeChecked();

    // Leave the demo member as found.
    await page.getByRole('checkbox', { name: 'a task is assigned to me' }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved successfully')).toBeVisible();

    // The user bar's "Ignored" opens the same page at its ignored members, and only that entry is lit.
    await userbar(page).getByRole('link', { name: 'Ignored' }).click();
    await expect(page).toHaveURL(new RegExp(`/members/${me.id}/ignored$`));
    await expect(page.getByRole('region', { name: 'Ignored members' })).toBeInViewport();
    await expect(userbar(page).getByRole('link', { name: 'Ignored' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(userbar(page).getByRole('link', { name: 'Notification settings' })).not.toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});
