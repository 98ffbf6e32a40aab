import { expect, test } from '@playwright/test';
import { signIn } from './shell-helpers';

test.describe('apps', () => {
  test.describe.configure({ timeout: 180_000 });

  test('an administrator defines an app with a selection, member and date property; a member creates two items and moves one across the wall by drag and by keyboard', async ({
    browser,
  }) => {
    const name = `Office moves ${Date.now().toString(36)}`;
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await signIn(admin, 'admin@example.com', '/apps');
    await expect(admin.getByRole('heading', { name: 'Apps', level: 1 })).toBeVisible({ timeout: 30_000 });
    await admin.getByRole('link', { name: 'New app' }).click();
    await admin.getByRole('textbox', { name: 'Name' }).fill(name);
    await admin.getByRole('button', { name: 'Create app' }).click();

    // On to the app's properties, in the property-set editor.
    await expect(admin.getByRole('heading', { name: /Property set app_/, level: 1 })).toBeVisible();
    // Rows by position: a row is named after its label, which the test is about to type (the footer's
    // legal texts are list items of main too, so only the property list's own items count).
    const rows = admin.getByRole('main').getByRole('list').first().locator(':scope > li');
    let added = 0;
    const add = async (type: string, label: string, propertyName: string) => {
      await admin.getByRole('combobox', { name: 'Type of the new property' }).selectOption(type);
      await admin.getByRole('button', { name: 'Add property' }).click();
      const row = rows.nth(added++);
      await row.getByRole('textbox', { name: 'Label', exact: true }).fill(label);
      await row.getByRole('textbox', { name: 'Name', exact: true }).fill(propertyName);
      return row;
    };
    await add('text', 'Title', 'title');
    const stage = await add('selection', 'Stage', 'stage');
    await stage.getByRole('textbox', { name: 'Label of option 1' }).fill('Planned');
    await stage.getByRole('button', { name: 'Add option' }).click();
    await stage.getByRole('textbox', { name: 'Label of option 2' }).fill('Moving');
    await stage.getByRole('button', { name: 'Add option' }).click();
    await stage.getByRole('textbox', { name: 'Label of option 3' }).fill('Done');
    await add('membership', 'Helpers', 'helpers');
    await add('date', 'Moving day', 'moving_day');
    await admin.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(admin.getByText('Saved successfully.')).toBeVisible();

    // The stage becomes the wall's columns.
    await admin.goto('/apps');
    await admin.getByRole('link', { name }).click();
    await admin.getByRole('button', { name: 'Wall' }).click();
    await expect(admin.getByRole('alert')).toContainText('no column property');
    await admin.getByRole('link', { name: 'Edit app' }).click();
    await admin.getByRole('combobox', { name: 'Column property' }).selectOption('stage');
    await admin.getByRole('button', { name: 'Save', exact: true }).click();
    // Saved: the form leaves for the app's page (the form's own heading names the app too).
    await admin.waitForURL((url) => /^\/apps\/[^/]+$/.test(url.pathname));
    await expect(admin.getByRole('heading', { name, level: 1 })).toBeVisible();
    const appUrl = admin.url().split('?')[0] ?? '';

    const member = await (await browser.newContext()).newPage();
    await signIn(member, 'member@example.com', appUrl);
    for (const title of ['Desks to the 3rd floor', 'Kitchen boxes']) {
      await member.getByRole('link', { name: 'New item' }).click();
      await member.getByRole('textbox', { name: /Title/ }).fill(title);
      await member.getByRole('combobox', { name: 'Stage' }).selectOption({ label: 'Planned' });
      await member.getByRole('button', { name: 'Create item' }).click();
      await expect(member.getByRole('heading', { name: title, level: 1 })).toBeVisible();
      // Back to the app through the item page's link to it.
      await member.getByRole('main').getByRole('link', { name, exact: true }).click();
    }
    await member.goto(`${appUrl}?view=wall`);
    const column = (label: string) => member.getByRole('list', { name: label, exact: true });
    await expect(column('Planned').getByRole('listitem')).toHaveCount(2);

    // By pointer: the first card onto the "Moving" column.
    const desks = member.locator('[data-card="Desks to the 3rd floor"]');
    const target = column('Moving');
    const from = await desks.boundingBox();
    const to = await target.boundingBox();
    if (!from || !to) throw new Error('the wall is not drawn');
    await member.mouse.move(from.x + 20, from.y + 10);
    await member.mouse.down();
    await member.mouse.move(from.x + 40, from.y + 20, { steps: 4 });
    await member.mouse.move(to.x + to.width / 2, to.y + 30, { steps: 12 });
    await member.mouse.up();
    await expect(column('Moving').locator('[data-card="Desks to the 3rd floor"]')).toBeVisible();

    // The pointer move was saved; after the reload no refetch redraws the wall under the keyboard.
    await member.reload();
    await expect(column('Moving').locator('[data-card="Desks to the 3rd floor"]')).toBeVisible();

    // By keyboard: the second card picked up with Space, moved right, dropped with Space.
    const boxes = member.locator('[data-card="Kitchen boxes"]');
    await boxes.focus();
    // Each key waits for the announcement of the last: an arrow pressed before the wall measured the
    // picked-up card moves it nowhere (under load).
    await member.keyboard.press('Space');
    await expect(member.getByText(/Kitchen boxes (in|is over) Planned\./)).toBeAttached();
    await member.keyboard.press('ArrowRight');
    await expect(member.getByText('Kitchen boxes is over Moving.')).toBeAttached();
    await member.keyboard.press('Space');
    await expect(column('Moving').locator('[data-card="Kitchen boxes"]')).toBeVisible();

    // Both moves were saved.
    await member.reload();
    await expect(column('Moving').getByRole('listitem')).toHaveCount(2);
    await expect(column('Planned').getByText('No cards')).toBeVisible();
  });
});

test.describe('item layouts', () => {
  test.describe.configure({ timeout: 180_000 });

  test('an administrator arranges the item page in tabs and columns by keyboard and pointer; the item page follows it', async ({
    page,
  }) => {
    await signIn(page, 'admin@example.com', '/apps/room-bookings/layout/edit');
    await expect(page.getByRole('heading', { name: 'Item layout of Room Bookings', level: 1 })).toBeVisible({
      timeout: 30_000,
    });
    await page.getByRole('radio', { name: 'Custom tabs and columns' }).check();
    const column = (letter: string) => page.getByRole('region', { name: `Column ${letter}`, exact: true });
    await expect(column('A').getByTestId('layout-property')).toHaveCount(5);
    await page.getByRole('combobox', { name: 'Columns' }).selectOption({ label: 'Two columns' });

    // By keyboard: the date into column B (each key waits for the announcement of the last).
    await page.getByRole('button', { name: 'Move Date', exact: true }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByText(/Picked up Date\.|Date is over Column A\./)).toBeAttached();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByText('Date is over Column B.')).toBeAttached();
    await page.keyboard.press('Space');
    await expect(column('B').locator('[data-property="date"]')).toBeVisible();

    // By pointer: the number of people after it.
    const handle = page.getByRole('button', { name: 'Move People', exact: true });
    const from = await handle.boundingBox();
    const to = await column('B').boundingBox();
    if (!from || !to) throw new Error('the editor is not drawn');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + 30, from.y + 10, { steps: 4 });
    await page.mouse.move(to.x + to.width / 2, to.y + to.height - 10, { steps: 12 });
    await page.mouse.up();
    await expect(column('B').getByTestId('layout-property')).toHaveCount(2);

    // The occasion without its label; the contact on a second tab.
    await page.locator('[data-property="title"]').getByRole('checkbox', { name: 'Show label' }).uncheck();
    await page.getByRole('button', { name: 'Take Contact out of the layout' }).click();
    await page.getByRole('button', { name: 'Add tab' }).click();
    await page.getByRole('textbox', { name: 'Tab name' }).fill('');
    await page.getByRole('button', { name: 'Save layout' }).click();
    await expect(page.getByText('Please enter a tab name.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Tab name' }).fill('Details');
    await page.getByRole('button', { name: 'Move Contact', exact: true }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByText(/Picked up Contact\.|Contact is over Not placed\./)).toBeAttached();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByText('Contact is over Column A.')).toBeAttached();
    await page.keyboard.press('Space');
    await expect(column('A').locator('[data-property="contact"]')).toBeVisible();
    await page.getByRole('button', { name: 'Save layout' }).click();
    await expect(page.getByText('Saved successfully.')).toBeVisible();

    await page.goto('/apps/room-bookings');
    await page.getByRole('link', { name: 'Sprint review' }).click();
    await expect(page.getByRole('heading', { name: 'Sprint review', level: 1 })).toBeVisible();
    const tabs = page.getByRole('tablist', { name: 'Sections of the item' });
    await expect(tabs.getByRole('tab')).toHaveText(['Overview', 'Details']);
    const overview = page.getByRole('tabpanel', { name: 'Overview' });
    await expect(overview.getByTestId('layout-column-b').locator('dt')).toHaveText(['Date', 'People']);
    await expect(overview.getByTestId('layout-column-a').locator('dt', { hasText: 'Occasion' })).toHaveClass(
      /sr-only/,
    );
    await tabs.getByRole('tab', { name: 'Details' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Details' })).toContainText('Anna Schmidt');
  });
});
