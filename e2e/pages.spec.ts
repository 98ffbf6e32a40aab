import { type Browser, expect, type Page, test } from '@playwright/test';
import { signIn } from './shell-helpers';

/** A 2x2 red PNG: small, but an image every browser and the server's image check decode. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

const asAdmin = async (browser: Browser): Promise<Page> => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, 'admin@example.com');
  return page;
};

const editor = (page: Page) => page.getByRole('textbox', { name: 'Content' });

test.describe('pages', () => {
  test('an administrator writes a page with a heading and an image; two editors at once resolve the conflict', async ({
    browser,
  }) => {
    // Two browsers, two rounds of conflicting saves and the versions page: longer than one page's test.
    test.setTimeout(300_000);
    const first = await asAdmin(browser);
    const title = `Release notes ${Date.now()}`;
    await first.goto('/pages/new');
    await expect(first.getByRole('heading', { name: 'New page', level: 1 })).toBeVisible({ timeout: 30_000 });
    await first.getByRole('textbox', { name: 'Title' }).fill(title);
    await editor(first).click();
    await first.getByRole('button', { name: 'Heading', exact: true }).click();
    await first.keyboard.type('What is new');
    await first.keyboard.press('Enter');
    await first.keyboard.type('The first draft.');
    await first
      .getByTestId('page-image-input')
      .setInputFiles({ name: 'chart.png', mimeType: 'image/png', buffer: PNG });
    await expect(editor(first).locator('img')).toHaveCount(1, { timeout: 15_000 });
    await first.getByRole('button', { name: 'Create page' }).click();

    await expect(first.getByRole('heading', { name: title, exact: true, level: 1 })).toBeVisible();
    const url = new URL(first.url()).pathname;
    expect(url).toMatch(/^\/pages\/release-notes-\d+$/);
    await expect(first.getByRole('heading', { name: 'What is new', level: 2 })).toBeVisible();
    // The table of contents links the heading; the image is served to its reader.
    await expect(
      first.getByRole('navigation', { name: 'Contents' }).getByRole('link', { name: 'What is new' }),
    ).toBeVisible();
    const image = first.locator('.page-content img');
    await expect(image).toBeVisible();
    expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(2);

    // Two editors open the same version.
    const second = await asAdmin(browser);
    await first.goto(`${url}/edit`);
    await second.goto(`${url}/edit`);
    await expect(editor(first)).toContainText('The first draft.', { timeout: 30_000 });
    await expect(editor(second)).toContainText('The first draft.', { timeout: 30_000 });

    await editor(second).getByText('The first draft.').click();
    await second.keyboard.press('End');
    await second.keyboard.type(' Reviewed by the second editor.');
    await second.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(second.getByRole('heading', { name: title, exact: true, level: 1 })).toBeVisible();
    await expect(second.getByText('Reviewed by the second editor.')).toBeVisible();

    // The first editor's save is refused: both versions are shown, nothing was overwritten.
    await editor(first).getByText('The first draft.').click();
    await first.keyboard.press('End');
    await first.keyboard.type(' Checked by the first editor.');
    await first.getByRole('button', { name: 'Save', exact: true }).click();
    const conflict = first.getByRole('alert').filter({ hasText: 'Someone else changed this page' });
    await expect(conflict).toBeVisible();
    await expect(conflict.getByText('Reviewed by the second editor.')).toBeVisible();
    await expect(conflict.getByText('Checked by the first editor.')).toBeVisible();

    // Loading theirs puts the other version into the editor; the first editor adds to it and saves.
    await conflict.getByRole('button', { name: 'Discard mine and load theirs' }).click();
    await expect(conflict).toHaveCount(0);
    await expect(editor(first)).toContainText('Reviewed by the second editor.');
    await editor(first).getByText('Reviewed by the second editor.').click();
    await first.keyboard.press('End');
    await first.keyboard.type(' Approved.');
    await first.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(first.getByRole('heading', { name: title, exact: true, level: 1 })).toBeVisible();
    await expect(first.getByText('Reviewed by the second editor. Approved.')).toBeVisible();

    // A second round: this time the refused editor saves over the other version on purpose.
    await first.goto(`${url}/edit`);
    await second.goto(`${url}/edit`);
    await expect(editor(first)).toContainText('Approved.', { timeout: 30_000 });
    await expect(editor(second)).toContainText('Approved.', { timeout: 30_000 });
    await editor(first).getByText('The first draft.').click();
    await first.keyboard.press('Home');
    await first.keyboard.type('Final: ');
    await first.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(first.getByRole('heading', { name: title, exact: true, level: 1 })).toBeVisible();
    await editor(second).getByText('The first draft.').click();
    await second.keyboard.press('Home');
    await second.keyboard.type('Draft: ');
    await second.getByRole('button', { name: 'Save', exact: true }).click();
    const again = second.getByRole('alert').filter({ hasText: 'Someone else changed this page' });
    await expect(again.getByText(/Final: The first draft/)).toBeVisible();
    await again.getByRole('button', { name: 'Save mine over theirs' }).click();
    await expect(second.getByRole('heading', { name: title, exact: true, level: 1 })).toBeVisible();
    await expect(second.getByText(/Draft: The first draft/)).toBeVisible();

    await first.getByRole('link', { name: 'Versions' }).click();
    await expect(first.getByRole('heading', { name: `Versions of “${title}”` })).toBeVisible();
    // Header row and five versions: the first, the second editor's, the first's, and one each after.
    await expect(first.getByRole('row')).toHaveCount(6);
    await expect(first.getByText('Changes from version 4 to version 5')).toBeVisible();
  });
});
