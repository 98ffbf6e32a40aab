import { readdir, readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { signIn } from './shell-helpers';

const ADMIN = 'admin@example.com';
const SETTINGS = '/administration/newsletter/settings';
const DEFAULT_ORDER = ['articles', 'activities', 'appointments', 'members'];

const shownOrder = async (page: Page) =>
  (await page.getByTestId('newsletter-section-item').allInnerTexts()).map((name) => name.trim());

const storedOrder = async (page: Page) => {
  const response = await page.request.get(`${SETTINGS}/upcoming_activities`, {
    headers: { Accept: 'application/json' },
  });
  return ((await response.json()) as { entries: { id: string }[] }).entries.map((entry) => entry.id);
};

/**
 * Newsletter mails to `recipient` written since `since`: the e2e server writes every mail as an .eml
 * file under its DATA_DIR/mail (a fresh `intranet-e2e-*` folder); quoted-printable undone.
 */
async function newsletterMailsSince(recipient: string, since: number): Promise<string[]> {
  const found: string[] = [];
  const roots = (await readdir(tmpdir())).filter((name) => name.startsWith('intranet-e2e-'));
  for (const root of roots) {
    const folder = path.join(tmpdir(), root, 'mail');
    for (const file of await readdir(folder).catch(() => [] as string[])) {
      const full = path.join(folder, file);
      if ((await stat(full)).mtimeMs < since) continue;
      const text = (await readFile(full, 'utf8'))
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
      if (text.includes(recipient) && text.includes('List-Unsubscribe') && text.includes('newsletter')) {
        found.push(text);
      }
    }
  }
  return found;
}

test.describe('newsletter administration', () => {
  test.describe.configure({ timeout: 120_000 });

  test('an administrator sets the schedule and orders the content sections by keyboard', async ({
    page,
    baseURL,
  }) => {
    await signIn(page, ADMIN);
    try {
      await page.goto(SETTINGS);
      await expect(page.getByRole('heading', { name: 'Newsletter', level: 1 })).toBeVisible();
      const dates = page.getByTestId('newsletter-next-dates').getByRole('listitem');
      await expect(dates).toHaveCount(3);
      const weekly = await dates.allInnerTexts();

      // Monthly on the 31st: the day resets to the 1st, then the 31st is chosen; the dates follow.
      await page.getByLabel('Interval').selectOption('monthly');
      await expect(page.getByLabel('Day', { exact: true })).toHaveValue('1');
      await page.getByLabel('Day', { exact: true }).selectOption('31');
      await page.getByLabel('Time of day', { exact: true }).selectOption('lpm');
      await expect.poll(() => dates.allInnerTexts()).not.toEqual(weekly);
      const saved = page.waitForResponse(
        (response) => response.url().endsWith(SETTINGS) && response.request().method() === 'PUT',
      );
      await page.getByRole('button', { name: 'Save' }).click();
      expect((await saved).status()).toBe(200);
      await page.reload();
      await expect(page.getByLabel('Interval')).toHaveValue('monthly');
      await expect(page.getByLabel('Day', { exact: true })).toHaveValue('31');

      // The content sections: pick the last one up with Space, move it to the top, drop it, save.
      await page.getByRole('link', { name: 'Order of the content' }).click();
      await expect(page.getByTestId('newsletter-section-item')).toHaveCount(4);
      const initial = await shownOrder(page);
      const last = initial.at(-1) ?? '';
      await page.getByRole('button', { name: new RegExp(`^Move ${last} `) }).focus();
      await page.keyboard.press('Space');
      await expect(page.getByText(`${last} moved to position 4.`)).toBeAttached();
      for (let step = 1; step < 4; step++) {
        await page.keyboard.press('ArrowUp');
        await expect(page.getByText(`${last} moved to position ${4 - step}.`)).toBeAttached();
      }
      await page.keyboard.press('Space');
      await expect.poll(async () => (await shownOrder(page))[0]).toBe(last);
      const ordered = page.waitForResponse((response) =>
        response.url().endsWith('/update_upcoming_activities'),
      );
      await page.getByRole('button', { name: 'Save order' }).click();
      expect((await ordered).status()).toBe(204);
      expect(await storedOrder(page)).toEqual(['members', 'articles', 'activities', 'appointments']);
    } finally {
      // Other tests share the demo network: the defaults come back.
      const headers = { Accept: 'application/json', Origin: baseURL ?? '' };
      await page.request.post(`${SETTINGS}/update_upcoming_activities`, {
        data: { order: DEFAULT_ORDER },
        headers,
      });
      await page.request.put(SETTINGS, {
        data: {
          newsletter_sending_day: {
            interval: 'weekly',
            day: 'mon',
            second_day: '15',
            time: 'am',
            second_time: 'am',
          },
        },
      });
    }
  });

  test('an administrator sends themself a test of the newsletter', async ({ page }) => {
    const since = Date.now() - 1000;
    await signIn(page, ADMIN);
    await page.goto(SETTINGS);
    const sent = page.waitForResponse((response) =>
      response.url().endsWith('/administration/newsletter/test_mail'),
    );
    await page.getByRole('button', { name: 'Send me a test' }).click();
    expect((await sent).status()).toBe(204);
    await expect(page.getByText('The test newsletter was sent to your e-mail address.')).toBeVisible();
    await expect.poll(async () => (await newsletterMailsSince(ADMIN, since)).length).toBeGreaterThan(0);
    const [mail] = await newsletterMailsSince(ADMIN, since);
    expect(mail).toContain('Unsubscribe from the newsletter');
    expect(mail).not.toContain('{{newsletter_content}}');
  });
});
