import { expect, test } from '@playwright/test';
import { signIn } from './shell-helpers';

test.describe('channel translations', () => {
  test('a member subscribes to the demo channel, switches to German and reads an article in German', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signIn(page, 'member@example.com', '/channels/company-news');
    await expect(page.getByRole('heading', { level: 1, name: 'Company News' })).toBeVisible();

    // Subscribing from the title menu (a member already subscribed by the demo keeps it).
    await page.getByRole('button', { name: 'Channel' }).click();
    const subscribe = page.getByRole('menuitem', { name: 'Subscribe', exact: true });
    if (await subscribe.isVisible()) {
      await subscribe.click();
      await expect(page.getByText('You subscribed to the channel.')).toBeVisible();
    } else {
      await page.keyboard.press('Escape');
    }

    // German: the channel's manual translation replaces its title; the choice stays in the URL.
    await page.getByRole('combobox', { name: 'Language' }).selectOption('DE');
    await expect(page).toHaveURL(/\/channels\/company-news\?lng=DE$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Firmennachrichten' })).toBeVisible();

    // The blog and the article keep the language.
    await page.getByRole('button', { name: 'Channel' }).click();
    await page.getByRole('menuitem', { name: 'Show blog' }).click();
    await expect(page).toHaveURL(/\/channels\/company-news\/blog\/articles\?lng=DE$/);
    await page.getByRole('link', { name: 'Our new office in Hamburg is open' }).click();
    await expect(page).toHaveURL(/\/blogs\/[^/]+\/articles\/[^/?]+\?lng=DE$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Unser neues Büro in Hamburg ist eröffnet' }),
    ).toBeVisible();
    await expect(page.getByText('Ruheräume auf jeder Etage')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('DE');

    // Back to the original language.
    await page.getByRole('combobox', { name: 'Language' }).selectOption('');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Our new office in Hamburg is open' }),
    ).toBeVisible();
  });
});
