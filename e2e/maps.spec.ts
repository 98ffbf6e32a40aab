import { expect, test } from '@playwright/test';
import { signIn } from './shell-helpers';

/**
 * The maps with the demo network's places (the seed caches the offices' coordinates, so no geocoder
 * and no outside site is involved) on the built-in style. WebGL runs on SwiftShader, which Chromium
 * enables for software rendering only when asked.
 */
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--use-angle=swiftshader',
      '--enable-unsafe-swiftshader',
      '--disable-background-networking',
    ],
  },
});

test('a member opens the members map and finds markers and the list beside it', async ({ page }) => {
  const outside: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith('http://localhost')) outside.push(request.url());
  });
  await signIn(page);
  await page.goto('/directory');
  await page.getByRole('main').getByRole('link', { name: 'Map', exact: true }).click();
  await expect(page).toHaveURL(/\/members\/map$/);
  await expect(page.getByRole('heading', { name: 'Members map', level: 1 })).toBeVisible();

  const list = page.getByRole('complementary', { name: 'Places on the map' });
  await expect(list.getByRole('link', { name: 'Sam Member' })).toBeVisible();
  await expect(list.getByRole('link', { name: 'Alex Admin' })).toBeVisible();

  const map = page.getByRole('region', { name: 'Map' });
  // Offices with many members are clusters showing their count; single places are their own markers.
  await expect(map.locator('.maplibregl-marker').first()).toBeVisible();

  await list.getByRole('button', { name: 'Show Sam Member on the map' }).click();
  const popup = map.locator('.maplibregl-popup');
  await expect(popup.getByRole('link', { name: 'Sam Member' })).toBeVisible();
  await expect(map.getByRole('button', { name: 'Sam Member' })).toBeVisible();
  await popup.getByRole('link', { name: 'Sam Member' }).click();
  await expect(page).toHaveURL(/\/members\/[^/]+$/);
  expect(outside).toEqual([]);
});

test('the network map has its views, and a group map shows the group members', async ({ page }) => {
  await signIn(page);
  await page.goto('/map');
  await expect(page.getByRole('heading', { name: 'Map', level: 1 })).toBeVisible();
  const views = page.getByRole('navigation', { name: 'Map views' });
  await expect(views.getByRole('link', { name: 'Members and groups' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const list = page.getByRole('complementary', { name: 'Places on the map' });
  await expect(list.getByRole('link', { name: 'Sam Member' })).toBeVisible();

  await page.goto('/groups/all-staff/members');
  await page.getByRole('main').getByRole('link', { name: 'Map', exact: true }).click();
  await expect(page).toHaveURL(/\/groups\/all-staff\/map$/);
  await expect(page.getByRole('heading', { name: 'Map', level: 2 })).toBeVisible();
  await expect(list.getByRole('link', { name: 'Sam Member' })).toBeVisible();
});
