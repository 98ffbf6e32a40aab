import { expect, test } from '@playwright/test';
import { signIn } from './shell-helpers';

test.describe('shell: content security policy and focus', () => {
  test('a dialog locks the page scroll without a CSP violation', async ({ page }) => {
    const violations: string[] = [];
    // Any refusal counts, zod's probe for eval (new Function) included: the web app parses jitless.
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
    await signIn(page, 'member@example.com');
    const nonce = await page.locator('meta[property="csp-nonce"]').getAttribute('content');
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);

    await page.goto('/messages');
    await page.getByRole('checkbox').first().check();
    await page.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    // react-remove-scroll marks the body and injects the style that hides its overflow.
    await expect(page.locator('body')).toHaveAttribute('data-scroll-locked', /\d/);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    expect(await page.evaluate(() => document.querySelector('style[nonce]') !== null)).toBe(true);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('alertdialog')).toBeHidden();
    expect(violations).toEqual([]);
  });

  test('focus moves to the new page heading after navigating, not on the first load', async ({ page }) => {
    await signIn(page, 'member@example.com');
    await page.goto('/messages');
    await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('BODY');
    await page.locator('#main').getByRole('link', { name: 'Sent', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sent' })).toBeFocused();
  });
});
