import { expect, type Page, test } from '@playwright/test';
import { signIn } from './shell-helpers';

const ADMIN = 'admin@example.com';

/** The category names of the order page, top to bottom. */
const shownOrder = (page: Page) => page.getByTestId('category-order-item').allInnerTexts();

/** The stored order, as the administration list answers it. */
async function storedOrder(page: Page): Promise<string[]> {
  const response = await page.request.get('/administration/group-categories', {
    headers: { Accept: 'application/json' },
  });
  const body = (await response.json()) as { entries: { slug: string; name: string }[] };
  return body.entries.map((entry) => entry.name);
}

/** Saves and waits for the server's answer; the toast of an earlier save may still be showing. */
async function saveOrder(page: Page) {
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/group-categories/order') && response.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: 'Save order' }).click();
  expect((await saved).status()).toBe(204);
  await expect(page.getByText('Saved successfully.').last()).toBeVisible();
}

test.describe('administration lists', () => {
  test.describe.configure({ timeout: 120_000 });

  test('an administrator reorders group categories by keyboard and by drag', async ({ page, baseURL }) => {
    await signIn(page, ADMIN);
    const before = await page.request.get('/administration/group-categories', {
      headers: { Accept: 'application/json' },
    });
    const originalSlugs = ((await before.json()) as { entries: { slug: string }[] }).entries.map(
      (e) => e.slug,
    );

    try {
      await page.goto('/administration/group-categories-order/edit');
      await expect(page.getByRole('heading', { name: 'Order of group categories', level: 1 })).toBeVisible();
      // The heading comes before the list's data: wait for the items before reading them.
      await expect(page.getByTestId('category-order-item').first()).toBeVisible();
      const initial = (await shownOrder(page)).map((name) => name.trim());
      expect(initial.length).toBeGreaterThanOrEqual(3);
      const last = initial.at(-1) ?? '';

      // Keyboard: pick the last category up with Space, move it to the top, drop it with Space.
      const handle = page.getByRole('button', { name: new RegExp(`^Move ${last} `) });
      await handle.focus();
      await page.keyboard.press('Space');
      // The list measures its items once the drag has started (and then finds the item over its own
      // place): an arrow before that moves nothing.
      await expect(page.getByText(`${last} moved to position ${initial.length}.`)).toBeAttached();
      for (let step = 1; step < initial.length; step++) {
        await page.keyboard.press('ArrowUp');
        await expect(page.getByText(`${last} moved to position ${initial.length - step}.`)).toBeAttached();
      }
      await page.keyboard.press('Space');
      await expect.poll(async () => (await shownOrder(page))[0]?.trim()).toBe(last);
      await saveOrder(page);
      expect((await storedOrder(page))[0]).toBe(last);

      // Drag: the category now last goes to the top with the pointer.
      const afterKeyboard = (await shownOrder(page)).map((name) => name.trim());
      const dragged = afterKeyboard.at(-1) ?? '';
      const from = await page.getByRole('button', { name: new RegExp(`^Move ${dragged} `) }).boundingBox();
      const to = await page.getByTestId('category-order-item').first().boundingBox();
      if (!from || !to) throw new Error('order items are not visible');
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
      await page.mouse.down();
      await page.mouse.move(from.x + from.width / 2, from.y - 10, { steps: 5 });
      await page.mouse.move(from.x + from.width / 2, to.y + 2, { steps: 20 });
      await page.mouse.up();
      await expect.poll(async () => (await shownOrder(page))[0]?.trim()).toBe(dragged);
      await saveOrder(page);
      expect((await storedOrder(page)).slice(0, 2)).toEqual([dragged, last]);
    } finally {
      // Other tests share the demo network: its directory keeps the categories' first order.
      await page.request.put('/administration/group-categories/order', {
        data: { order: originalSlugs },
        headers: { Accept: 'application/json', Origin: baseURL ?? '' },
      });
    }
  });

  test('an administrator merges two tags', async ({ page }) => {
    await signIn(page, ADMIN);
    await page.goto('/administration/tags');
    await expect(page.getByRole('heading', { name: 'Tags', level: 1 })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search tags' }).fill('Incident');
    await page.getByRole('button', { name: 'Merge Incident' }).click();

    const dialog = page.getByRole('dialog', { name: 'Merge the tag Incident' });
    await dialog.getByRole('searchbox', { name: 'Search the tag to keep' }).fill('Release');
    await dialog.getByRole('radio', { name: /Release/ }).check();
    await dialog.getByRole('button', { name: 'Merge into Release' }).click();
    await expect(page.getByText('Incident was merged into Release.')).toBeVisible();

    await expect(page.getByText('No tags found.')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search tags' }).fill('Release');
    const release = page.getByTestId('tag-row').filter({ hasText: '#Release' });
    await expect(release).toContainText('Used 2 times');
  });
});
