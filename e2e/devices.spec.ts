import { expect, test } from '@playwright/test';
import { signIn } from './shell-helpers';

test.describe('installable app and push', () => {
  test('the page links a valid manifest whose icons load', async ({ page }) => {
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const manifest = await page.request.get(href ?? '');
    expect(manifest.headers()['content-type']).toContain('application/manifest+json');
    const body = (await manifest.json()) as {
      name: string;
      start_url: string;
      display: string;
      icons: { src: string; sizes: string }[];
    };
    expect(body.name.length).toBeGreaterThan(0);
    expect(body).toMatchObject({ start_url: '/', display: 'standalone' });
    expect(body.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of body.icons) {
      const image = await page.request.get(icon.src);
      expect(image.headers()['content-type']).toBe('image/png');
    }
  });

  test('the settings page registers the service worker and offers push for this browser', async ({
    page,
    context,
  }) => {
    test.setTimeout(150_000);
    await context.grantPermissions(['notifications']);
    await signIn(page, 'member@example.com');
    const me = (await (
      await page.request.get('/api/v1/me', { headers: { Accept: 'application/json' } })
    ).json()) as { id: string };
    await page.goto(`/members/${me.id}/settings/edit`);
    const card = page.locator('section', {
      has: page.getByRole('heading', { name: 'Push notifications on this browser' }),
    });
    await expect(card).toBeVisible({ timeout: 30_000 });
    // Headless Chromium reaches no push service, so the test stops before subscribing.
    await expect(card.getByRole('status')).toHaveText('Push notifications are off for this browser.');
    await expect(card.getByRole('button', { name: 'Turn on push notifications' })).toBeEnabled();
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(new URL(scope).pathname).toBe('/');
  });
});
