import { expect, type Page, test } from '@playwright/test';
import { signIn } from './shell-helpers';

const groupNavigation = (page: Page) => page.getByRole('navigation', { name: 'Group navigation' });

test.describe('groups', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test('a group shows its title and tabs, and the tabs lead to their pages', async ({ page }) => {
    await page.goto('/groups/engineering');
    await expect(page.getByRole('heading', { name: 'Engineering', level: 1 })).toBeVisible();
    for (const tab of ['Activities', 'Members', 'Calendar', 'Tasks', 'Files', 'Profile']) {
      await expect(groupNavigation(page).getByRole('link', { name: tab })).toBeVisible();
    }
    await groupNavigation(page).getByRole('link', { name: 'Members' }).click();
    await expect(page).toHaveURL(/\/groups\/engineering\/members$/);
    await expect(page.getByText('Group admin').filter({ visible: true }).first()).toBeVisible();
    await groupNavigation(page).getByRole('link', { name: 'Tasks' }).click();
    await expect(page).toHaveURL(/\/groups\/engineering\/tasks$/);
    await expect(page.locator('#main').getByRole('heading', { name: 'Tasks', level: 2 })).toBeVisible();
  });

  test('favourite and subscriptions toggle', async ({ page }) => {
    await page.goto('/groups/running-club');
    const star = page.getByRole('button', { name: 'Add to favourites' });
    await star.click();
    await expect(page.getByRole('button', { name: 'Remove from favourites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.getByRole('button', { name: 'Remove from favourites' }).click();
    await expect(page.getByRole('button', { name: 'Add to favourites' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    await page.getByRole('button', { name: 'Subscriptions' }).click();
    await page.getByRole('menuitem', { name: 'Unsubscribe from group notifications' }).click();
    await expect(page.getByText('Unsubscribed.')).toBeVisible();
    await page.getByRole('button', { name: 'Subscriptions' }).click();
    await expect(page.getByRole('menuitem', { name: 'Subscribe to group notifications' })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Unsubscribe from the activity stream' }).click();
    await page.getByRole('button', { name: 'Subscriptions' }).click();
    await page.getByRole('menuitem', { name: 'Subscribe to group notifications' }).click();
    await page.getByRole('button', { name: 'Subscriptions' }).click();
    await page.getByRole('menuitem', { name: 'Subscribe to the activity stream' }).click();
    await page.getByRole('button', { name: 'Subscriptions' }).click();
    await expect(page.getByRole('menuitem', { name: 'Unsubscribe from group notifications' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Unsubscribe from the activity stream' })).toBeVisible();
    await page.keyboard.press('Escape');
  });

  test('leaving asks first, then the member can join again', async ({ page }) => {
    await page.goto('/groups/running-club');
    await page.getByRole('button', { name: 'More actions' }).click();
    await expect(page.getByRole('menuitem', { name: 'Atom feed of the activities' })).toHaveAttribute(
      'href',
      /\/groups\/running-club\/activities\.atom\?/,
    );
    await page.getByRole('menuitem', { name: 'Leave group' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Leave Running Club?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Leave group' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Leave group' }).click();
    await expect(page.getByText('You left Running Club.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Join group' })).toBeVisible();

    await page.getByRole('button', { name: 'Join group' }).click();
    await expect(page.getByText('Welcome to Running Club!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'More actions' })).toBeVisible();
  });

  test('an invitation can be accepted or declined', async ({ page }) => {
    await page.goto('/groups/photography');
    await expect(page.getByRole('button', { name: 'Accept invitation' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Decline' })).toBeVisible();
  });
});
