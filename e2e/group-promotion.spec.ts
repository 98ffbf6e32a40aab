import { type Browser, expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { signIn } from './shell-helpers';

const asUser = async (browser: Browser, email: string) => {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  return page;
};
const json = (page: Page) => ({ accept: 'application/json', origin: new URL(page.url()).origin });

/** Turns the promotion off again, so other tests' start pages stay as they were. */
const stopPromotion = async (admin: Page) => {
  const headers = json(admin);
  const { settings } = await (await admin.request.get('/administration/settings', { headers })).json();
  await admin.request.put('/administration/settings', {
    headers,
    data: {
      settings: {
        ...settings,
        group_promotion_config: { ...settings.group_promotion_config, active: false },
      },
    },
  });
};

test.describe('group promotion', () => {
  test.describe.configure({ timeout: 120_000 });

  test('an administrator promotes a new group with its picture, and a member sees it on the start page and joins', async ({
    browser,
  }) => {
    const stamp = Date.now();
    const name = `Book club ${stamp}`;
    const title = `Clubs to join ${stamp}`;
    const admin = await asUser(browser, 'admin@example.com');
    try {
      // A new open group, with a picture cropped and uploaded on its edit page.
      await admin.goto('/groups/new/communities');
      await admin.getByRole('textbox', { name: 'Name' }).fill(name);
      await admin.getByRole('textbox', { name: 'Teaser' }).fill('We read one book a month.');
      await admin.getByRole('button', { name: 'Create group' }).click();
      await expect(admin.getByRole('heading', { name })).toBeVisible();
      const groupUrl = admin.url();
      await admin.goto(`${groupUrl}/edit`);
      const picture = await sharp({
        create: { width: 300, height: 200, channels: 3, background: { r: 200, g: 80, b: 40 } },
      })
        .png()
        .toBuffer();
      await admin
        .getByLabel('Group picture', { exact: true })
        .setInputFiles({ name: 'club.png', mimeType: 'image/png', buffer: picture });
      const dialog = admin.getByRole('dialog', { name: 'Crop Group picture' });
      await dialog.getByRole('button', { name: 'Use this section' }).click();
      await expect(admin.getByText('The group picture was saved.')).toBeVisible();
      await admin.goto(groupUrl);
      await expect(admin.locator('main img[src*="/group_images/"]').first()).toBeVisible();

      // The promotion: on, with a title, the group, and the picture and member count on each card.
      await admin.goto('/administration/settings/edit');
      await admin.getByLabel('Promote groups to members').check();
      await admin.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
      await admin.getByLabel('Promote these groups', { exact: true }).fill(name);
      await admin.getByRole('option', { name: new RegExp(`^${name}`) }).click();
      const details = admin.getByRole('group', { name: 'Details shown to members' });
      await details.getByRole('checkbox', { name: 'Group picture' }).check();
      await details.getByRole('checkbox', { name: 'Number of members' }).check();
      await admin.getByRole('button', { name: 'Save settings' }).click();
      await expect(admin.getByText('Saved successfully.')).toBeVisible();

      // A member finds the box on the start page and joins the group from it.
      const member = await asUser(browser, 'member@example.com');
      await member.goto('/start');
      const box = member.getByRole('region', { name: title });
      // The box loads after the page (its own chunk and request): give a busy machine time.
      await expect(box).toBeVisible({ timeout: 30_000 });
      const card = box.getByRole('article', { name });
      await expect(card.getByText('1 member')).toBeVisible();
      await expect(card.locator('img[src*="/group_images/"]')).toBeVisible();
      await card.getByRole('button', { name: `Join ${name}` }).click();
      await expect(member.getByText(`You joined ${name}.`)).toBeVisible();
      await expect(box.getByRole('article', { name })).toHaveCount(0);
      await member.goto(groupUrl);
      await expect(member.getByRole('heading', { name })).toBeVisible();
      await expect(member.getByRole('button', { name: 'Join' })).toHaveCount(0);
    } finally {
      await stopPromotion(admin);
    }
  });
});
