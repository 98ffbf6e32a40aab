import { type Browser, expect, type Page, test } from '@playwright/test';
import { signIn } from './shell-helpers';

const ADMIN = 'admin@example.com';
const MEMBER = 'member@example.com';

const json = (baseURL: string | undefined) => ({ Accept: 'application/json', Origin: baseURL ?? '' });

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email);
  return page;
}

/** Today in the member's time zone, as YYYY-MM-DD. */
const todayIn = (timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );

test.describe('widget bars', () => {
  test.describe.configure({ timeout: 120_000 });

  test('an administrator adds a birthday widget to the start page and a member sees it', async ({
    browser,
    baseURL,
  }) => {
    const member = await signedIn(browser, MEMBER);
    const me = (await (await member.request.get('/api/v1/me', { headers: json(baseURL) })).json()) as {
      id: string;
      name: string;
      time_zone: string;
    };
    const profile = (await (
      await member.request.get(`/members/${me.id}`, { headers: json(baseURL) })
    ).json()) as { birthday: string | null };
    const today = todayIn(me.time_zone);
    const admin = await signedIn(browser, ADMIN);
    const before = (await (
      await admin.request.get('/administration/widgetbars/start.json', { headers: json(baseURL) })
    ).json()) as { widgetbar: { widgets: unknown[] } };

    try {
      // The member's birthday is today (born 1990).
      const birthday = await member.request.put(`/members/${me.id}`, {
        data: { member: { birthday: `1990${today.slice(4)}` } },
        headers: json(baseURL),
      });
      expect(birthday.ok()).toBe(true);

      // The administrator finds the start page's bar in the index and adds the widget.
      await admin.goto('/administration/widgetbars');
      await expect(admin.getByRole('heading', { name: 'Widget bars', level: 1 })).toBeVisible();
      const row = admin.getByRole('row', { name: /Start page/ });
      await expect(row).toContainText(String(before.widgetbar.widgets.length));
      await row.getByRole('link', { name: 'Start page' }).click();
      await expect(
        admin.getByRole('heading', { name: 'Edit widget bar: Start page', level: 1 }),
      ).toBeVisible();
      await admin.getByLabel('Widget type').selectOption({ label: 'Birthdays' });
      await admin.getByRole('button', { name: 'Add widget' }).click();
      const added = admin.getByTestId('widget-editor-item').last();
      await added.getByLabel('Headline').fill('Happy birthday');
      await added.getByLabel('Show age').check();
      const saved = admin.waitForResponse(
        (response) =>
          response.url().endsWith('/administration/widgetbars/start.json') &&
          response.request().method() === 'PUT',
      );
      await admin.getByRole('button', { name: 'Save' }).click();
      expect((await saved).status()).toBe(200);
      await expect(admin.getByText('Saved successfully.').last()).toBeVisible();

      // The member sees the widget on the start page, with their own birthday today.
      await member.goto('/start');
      const widget = member.getByRole('region', { name: 'Happy birthday' });
      // The bar loads after the page (its own chunk and request).
      await expect(widget).toBeVisible({ timeout: 30_000 });
      await expect(widget.getByRole('link', { name: me.name })).toBeVisible();
      const age = Number(today.slice(0, 4)) - 1990;
      await expect(widget).toContainText(`Today · turns ${age}`);

      // The index counts the new widget.
      await admin.goto('/administration/widgetbars');
      await expect(admin.getByRole('row', { name: /Start page/ })).toContainText(
        String(before.widgetbar.widgets.length + 1),
      );
    } finally {
      await admin.request.put('/administration/widgetbars/start.json', {
        data: { widgetbar: before.widgetbar },
        headers: json(baseURL),
      });
      await member.request.put(`/members/${me.id}`, {
        data: { member: { birthday: profile.birthday } },
        headers: json(baseURL),
      });
    }
  });

  test('a member does not reach the administration of widget bars', async ({ page }) => {
    await signIn(page, MEMBER);
    await page.goto('/administration/widgetbars');
    await expect(page.getByRole('heading', { name: 'Page not found', level: 1 })).toBeVisible({
      timeout: 30_000,
    });
  });
});
