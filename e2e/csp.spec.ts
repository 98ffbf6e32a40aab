import { expect, type Page, test } from '@playwright/test';
import { signIn } from './shell-helpers';

/** Collects every Content-Security-Policy refusal the page reports, by event and on the console. */
const watchCsp = async (page: Page) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' && /Content Security Policy/i.test(text)) violations.push(text);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  return violations;
};

/** Types into the page's rich-text editor and formats a word, as a writer does. */
const useEditor = async (page: Page) => {
  const editor = page.locator('[contenteditable="true"]').first();
  await editor.click();
  await page.keyboard.type('Hello ');
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.type('bold');
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.press('Enter');
  await page.keyboard.type('- a list item');
  await expect(editor).toContainText('bold');
  await expect(editor.locator('strong')).toHaveText('bold');
};

/** The pages with a rich-text editor (issue 24: compose, message, appointment, file and group pages). */
/** Name, path, account, and the button that opens the editor where the page does not show it at once. */
const editorPages: [name: string, path: string, account?: string, opener?: string][] = [
  ['message compose', '/messages/new', 'admin@example.com'],
  ['stream composer', '/activitystreams/all'],
  ['group stream composer', '/groups/engineering/activities', 'admin@example.com'],
  ['new page', '/pages/new', 'admin@example.com'],
  ['private notes', '/tasks/notes', undefined, 'New note'],
  ['new legal text', '/administration/legal_texts/new', 'admin@example.com'],
  ['imprint', '/administration/imprint/edit', 'admin@example.com'],
];

test.describe('content security policy on the editor pages', () => {
  test.describe.configure({ timeout: 120_000 });
  for (const [name, path, account, opener] of editorPages) {
    test(`${name} (${path}) uses its editor without a CSP violation`, async ({ page }) => {
      const violations = await watchCsp(page);
      await signIn(page, account ?? 'member@example.com');
      await page.goto(path);
      if (opener) await page.getByRole('button', { name: opener }).click();
      await useEditor(page);
      expect(violations).toEqual([]);
    });
  }

  test('a message, an appointment form and a file page load without a CSP violation', async ({ page }) => {
    const violations = await watchCsp(page);
    await signIn(page, 'member@example.com', '/messages');
    await page.locator('#main').getByRole('link').filter({ hasText: /\S/ }).nth(2).click();
    await expect(page.locator('#main h1').first()).toBeVisible();
    await page.goto('/appointments/new');
    await expect(page.locator('#main h1').first()).toBeVisible();
    // The member's root folder holds only the demo's Handbook folder; its files are inside.
    await page.goto('/files');
    await page.locator('#main').getByRole('link', { name: 'Handbook', exact: true }).click();
    await page.locator('#main a[href^="/files/"]:not([href*="folders"])').first().click();
    await expect(page.locator('#main h1').first()).toBeVisible();
    await page.waitForLoadState('networkidle').catch(() => undefined);
    expect(violations).toEqual([]);
  });
});
