import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { signIn } from './shell-helpers';

const ADMIN = 'admin@example.com';
const MEMBER = 'member@example.com';

const json = (baseURL: string | undefined) => ({ Accept: 'application/json', Origin: baseURL ?? '' });

/** The network design as the edit page would save it, to put back what the test changed. */
async function networkDesign(page: Page, baseURL: string | undefined) {
  const response = await page.request.get('/api/v1/administration/designs/network', {
    headers: json(baseURL),
  });
  const design = await response.json();
  return {
    logoType: design.logoType,
    bannerType: design.bannerType,
    logo_id: design.logo_id,
    banner_id: design.banner_id,
    favicon_id: design.favicon_id,
    fullWidth: design.fullWidth,
    userbarIconType: design.userbarIconType,
    colors: design.colors,
  };
}

test.describe('designs', () => {
  test.describe.configure({ timeout: 120_000 });

  test('an administrator changes the network header colour and the header shows it', async ({
    page,
    baseURL,
  }) => {
    await signIn(page, ADMIN);
    const original = await networkDesign(page, baseURL);
    try {
      await page.goto('/administration/designs');
      await page
        .getByRole('link', { name: /Network/ })
        .first()
        .click();
      await expect(page.getByRole('heading', { level: 1, name: /^Design of / })).toBeVisible();
      await page.getByLabel('Header background').fill('#aa3300');
      // Dark text on dark red: the form warns before anything is saved, and the preview follows.
      await expect(page.getByRole('status').filter({ hasText: 'at least 4.5:1' })).toBeVisible();
      await expect(page.getByTestId('design-preview-header')).toHaveCSS(
        'background-color',
        'rgb(170, 51, 0)',
      );
      await page.getByLabel('Header text').fill('#ffffff');
      await expect(page.getByRole('status').filter({ hasText: 'at least 4.5:1' })).toHaveCount(0);

      const saved = page.waitForResponse(
        (response) => response.url().endsWith('/designs/network') && response.request().method() === 'PUT',
      );
      await page.getByRole('button', { name: 'Save design' }).click();
      expect((await saved).status()).toBe(200);
      await expect(page.locator('header').first()).toHaveCSS('background-color', 'rgb(170, 51, 0)');
      // Every page (a fresh load) shows it too.
      await page.goto('/start');
      await expect(page.locator('header').first()).toHaveCSS('background-color', 'rgb(170, 51, 0)');
    } finally {
      await page.request.put('/api/v1/administration/designs/network', {
        data: original,
        headers: json(baseURL),
      });
    }
  });

  test('a member crops and uploads a profile picture and sees it in the header', async ({
    page,
    baseURL,
  }) => {
    await signIn(page, MEMBER);
    const me = await (await page.request.get('/api/v1/me', { headers: json(baseURL) })).json();
    try {
      await page.goto(`/members/${me.id}/edit`);
      const picture = await sharp({
        create: { width: 300, height: 200, channels: 3, background: { r: 20, g: 120, b: 200 } },
      })
        .png()
        .toBuffer();
      await page.getByLabel('Profile picture', { exact: true }).setInputFiles({
        name: 'me.png',
        mimeType: 'image/png',
        buffer: picture,
      });
      const dialog = page.getByRole('dialog', { name: 'Crop Profile picture' });
      await expect(dialog).toBeVisible();
      const area = dialog.getByRole('img', { name: 'Image section' });
      await area.focus();
      await page.keyboard.press('ArrowLeft');
      await dialog.getByLabel('Zoom').fill('1.5');
      const saved = page.waitForResponse(
        (response) => response.url().endsWith('/picture') && response.request().method() === 'PUT',
      );
      await dialog.getByRole('button', { name: 'Use this section' }).click();
      expect((await saved).status()).toBe(200);
      await expect(page.getByText('Your picture was saved.')).toBeVisible();
      await expect(page.locator('header img[src*="/pictures/"]').first()).toBeVisible();
      await expect
        .poll(() =>
          page
            .locator('header img[src*="/pictures/"]')
            .first()
            .evaluate((img: HTMLImageElement) => img.naturalWidth),
        )
        .toBeGreaterThan(0);
    } finally {
      await page.request.delete(`/api/v1/members/${me.id}/picture`, { headers: json(baseURL) });
    }
  });
});
