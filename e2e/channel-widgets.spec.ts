import { expect, type Locator, type Page, test } from '@playwright/test';
import { signIn } from './shell-helpers';

// A 2×2 PNG: enough for the server's image check and the gallery.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

/** A pointer drag in small steps, as dnd-kit's pointer sensor needs movement to start. */
async function drag(page: Page, from: Locator, to: Locator) {
  const start = await from.boundingBox();
  const end = await to.boundingBox();
  if (!start || !end) throw new Error('drag source or target not visible');
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2 + 10, start.y + start.height / 2 + 10, { steps: 5 });
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2, { steps: 15 });
  await page.mouse.up();
}

async function newWidget(page: Page, slug: string, type: string, fill: () => Promise<void>) {
  await page.goto(`/channels/${slug}/widgets/new`);
  await page.getByLabel('Type').selectOption(type);
  await fill();
  await page.getByRole('button', { name: 'Save widget' }).click();
  await expect(page).toHaveURL(new RegExp(`/channels/${slug}/widgets$`));
}

test.describe('channel start pages', () => {
  test('an editor builds a start page of three rows and a member sees it', async ({ browser }) => {
    test.setTimeout(240_000);
    const title = `Start Page ${Date.now()}`;
    const editorContext = await browser.newContext();
    const editor = await editorContext.newPage();
    await signIn(editor, 'admin@example.com', '/channels/new');
    await editor.getByLabel('Title').fill(title);
    await editor.getByRole('button', { name: 'Create channel' }).click();
    await expect(editor.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const slug = new URL(editor.url()).pathname.split('/')[2] ?? '';
    await editor.goto(`/channels/${slug}/edit`);
    await editor.getByLabel('Status').selectOption('published');
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(editor).toHaveURL(new RegExp(`/channels/${slug}$`));
    await expect(editor.getByText('This channel has no start page yet.')).toBeVisible();

    await newWidget(editor, slug, 'images', async () => {
      await editor.getByLabel('Title', { exact: true }).fill('Team photos');
      await editor.locator('input[type=file]').setInputFiles([
        { name: 'one.png', mimeType: 'image/png', buffer: PNG },
        { name: 'two.png', mimeType: 'image/png', buffer: PNG },
      ]);
      await expect(editor.getByRole('button', { name: 'Save widget' })).toBeEnabled();
    });
    await newWidget(editor, slug, 'text', async () => {
      await editor.getByLabel('Title', { exact: true }).fill('Welcome text');
      await editor.getByRole('textbox', { name: 'Text' }).fill('Hello from the communications team');
    });
    await newWidget(editor, slug, 'link', async () => {
      await editor.getByLabel('Title', { exact: true }).fill('Handbook');
      await editor.getByLabel('Address').fill('https://example.org/handbook');
    });
    await expect(editor.getByTestId('widget-list-item')).toHaveCount(3);

    // The layout: three rows, two widgets dragged with the pointer, one moved by keyboard.
    await editor.getByRole('link', { name: 'Edit layout' }).click();
    await editor.getByRole('button', { name: 'Row: full width' }).click();
    await editor.getByRole('button', { name: 'Row: one third and two thirds' }).click();
    await editor.getByRole('button', { name: 'Row: three thirds' }).click();
    await expect(editor.getByTestId('layout-row')).toHaveCount(3);
    const place = (row: number, index: number) =>
      editor.getByRole('group', { name: `row ${row}, place ${index}` });
    await drag(editor, editor.getByRole('button', { name: 'Move Team photos' }), place(1, 1));
    await expect(place(1, 1).getByText('Team photos')).toBeVisible();
    await drag(editor, editor.getByRole('button', { name: 'Move Welcome text' }), place(2, 2));
    await expect(place(2, 2).getByText('Welcome text')).toBeVisible();
    await expect(editor.getByText('There are unsaved layout changes.')).toBeVisible();

    const handle = editor.getByRole('button', { name: 'Move Handbook' });
    await handle.focus();
    await editor.keyboard.press('Space');
    // Picked up: dnd-kit marks the handle pressed and announces where it is.
    await expect(handle).toHaveAttribute('aria-pressed', 'true');
    await expect(editor.getByText('Handbook is over Widgets without a place.')).toBeAttached();
    // Left into the layout, then down to the empty third row. Each arrow is measured from where the
    // last one left the widget, so the next key waits for the announcement of the new place (under load
    // a key pressed before that moved from a stale spot, and the drop found no place).
    const over = (row: string) => editor.getByText(new RegExp(`^Handbook is over row ${row}, place \\d\\.$`));
    await editor.keyboard.press('ArrowLeft');
    await expect(over('\\d')).toBeAttached();
    for (let presses = 0; presses < 3 && (await over('3').count()) === 0; presses++) {
      const before = await over('\\d').textContent();
      await editor.keyboard.press('ArrowDown');
      await expect(over('\\d')).not.toHaveText(before ?? '');
    }
    await expect(over('3')).toBeAttached();
    await editor.keyboard.press('Space');
    await expect(editor.getByText(/Handbook was put into row 3, place \d\./)).toBeAttached();
    const palette = editor.getByTestId('layout-palette');
    await expect(palette.getByText('Every widget has a place.')).toBeVisible();
    await editor.getByRole('button', { name: 'Save layout' }).click();
    await expect(editor.getByText('There are unsaved layout changes.')).toHaveCount(0);

    // A member sees the rows, and the gallery opens over the channel page.
    const memberContext = await browser.newContext();
    const member = await memberContext.newPage();
    await signIn(member, 'member@example.com', `/channels/${slug}?lng=de`);
    await expect(member.getByTestId('channel-layout-row')).toHaveCount(3);
    await expect(member.getByText('Hello from the communications team')).toBeVisible();
    await member.getByRole('link', { name: 'Open picture 1 of 2' }).click();
    await expect(member).toHaveURL(/\/widgets\/[0-9a-f]{24}\?lng=de$/);
    await expect(member.getByRole('dialog', { name: 'Team photos' })).toBeVisible();
    await member.keyboard.press('Escape');
    await expect(member).toHaveURL(new RegExp(`/channels/${slug}\\?lng=de$`));
    await editorContext.close();
    await memberContext.close();
  });
});
