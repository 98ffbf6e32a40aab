import { expect, type Page, test } from '@playwright/test';
import { signIn } from './shell-helpers';

const ADMIN = 'admin@example.com';

/** The item texts of the editor, top to bottom. */
const editorOrder = async (page: Page) =>
  (await page.getByTestId('navigation-row').locator('p.font-medium').allInnerTexts()).map((text) =>
    text.trim(),
  );

/** Saves and waits for the server's answer. */
async function saveNavigation(page: Page) {
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith('/administration/navigation') && response.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: 'Save navigation' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('The navigation was saved.').last()).toBeVisible();
}

test.describe('navigation editor', () => {
  test.describe.configure({ timeout: 120_000 });

  test('an administrator reorders the navigation by keyboard and by drag, and the header follows', async ({
    page,
    baseURL,
  }) => {
    await signIn(page, ADMIN);
    try {
      await page.goto('/administration/navigation/edit');
      await expect(page.getByRole('heading', { name: 'Navigation', level: 1 })).toBeVisible();
      await expect(page.getByTestId('navigation-row').first()).toBeVisible();
      const initial = await editorOrder(page);
      expect(initial.length).toBeGreaterThanOrEqual(4);
      // Nothing saved yet: the header shows no navigation of its own.
      await expect(page.getByTestId('header-navigation')).toHaveCount(0);

      // Keyboard: pick the last item up with Space, move it to the top, drop it with Space.
      const last = initial.at(-1) ?? '';
      await page.getByRole('button', { name: new RegExp(`^Move ${last}, position`) }).focus();
      await page.keyboard.press('Space');
      for (let step = 1; step < initial.length; step++) {
        await page.keyboard.press('ArrowUp');
        await expect(page.getByText(`${last} moved to position ${initial.length - step}.`)).toBeAttached();
      }
      await page.keyboard.press('Space');
      await expect.poll(async () => (await editorOrder(page))[0]).toBe(last);

      // The move buttons: the second item goes one place down.
      const second = (await editorOrder(page))[1] ?? '';
      await page.getByRole('button', { name: `Move ${second} down` }).click();
      await expect.poll(async () => (await editorOrder(page))[2]).toBe(second);

      // Drag: the item now last goes to the top with the pointer.
      const afterKeyboard = await editorOrder(page);
      const dragged = afterKeyboard.at(-1) ?? '';
      const from = await page
        .getByRole('button', { name: new RegExp(`^Move ${dragged}, position`) })
        .boundingBox();
      const to = await page.getByTestId('navigation-row').first().boundingBox();
      if (!from || !to) throw new Error('navigation rows are not visible');
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
      await page.mouse.down();
      await page.mouse.move(from.x + from.width / 2, from.y - 10, { steps: 5 });
      await page.mouse.move(from.x + from.width / 2, to.y + 2, { steps: 20 });
      await page.mouse.up();
      await expect.poll(async () => (await editorOrder(page))[0]).toBe(dragged);
      const expected = await editorOrder(page);
      expect(expected.slice(0, 2)).toEqual([dragged, last]);

      await saveNavigation(page);
      const header = page.getByTestId('header-navigation');
      await expect(header).toBeVisible();
      await expect(header.getByRole('link')).toHaveText(expected);

      // The order survives a reload.
      await page.reload();
      await expect(page.getByTestId('header-navigation').getByRole('link')).toHaveText(expected);
    } finally {
      // Other tests share the demo network: an empty navigation restores the standard header.
      await page.request.put('/administration/navigation', {
        data: { navigation_items: [] },
        headers: { Accept: 'application/json', Origin: baseURL ?? '' },
      });
    }
  });

  test('an administrator opens a group editor with its standard tabs', async ({ page }) => {
    await signIn(page, ADMIN);
    await page.goto('/groups/engineering/administration/navigation/edit');
    await expect(page.getByRole('heading', { name: 'Group navigation', level: 1 })).toBeVisible();
    await expect(page.getByTestId('navigation-row').first()).toBeVisible();
    expect(await editorOrder(page)).toEqual([
      'Activities',
      'Members',
      'Calendar',
      'Tasks',
      'Files',
      'Profile',
    ]);
  });
});
