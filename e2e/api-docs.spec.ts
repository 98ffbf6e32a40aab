import { expect, test } from '@playwright/test';

test.describe('API reference', () => {
  test('renders the API description at /api/docs from our own origin without a CSP violation', async ({
    page,
    baseURL,
  }) => {
    // Swagger UI renders the whole description (about a megabyte) in the browser.
    test.setTimeout(180_000);
    const violations: string[] = [];
    const foreign: string[] = [];
    page.on('console', (message) => {
      const text = message.text();
      if (message.type() === 'error' && /Content Security Policy/i.test(text)) violations.push(text);
    });
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (!['data:', 'blob:'].includes(url.protocol) && url.origin !== new URL(baseURL as string).origin)
        foreign.push(request.url());
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(
          `Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
        );
      });
    });
    await page.goto('/api/docs');
    await expect(page.getByRole('heading', { name: /Intranet API/ })).toBeVisible({ timeout: 90_000 });
    // Operations are grouped by module; one opens with its answers.
    await expect(page.getByRole('heading', { name: /^platform/, level: 3 })).toBeVisible({ timeout: 60_000 });
    const health = page.locator('#operations-platform-getHealth');
    await health.locator('.opblock-summary').first().click();
    await expect(health.getByText('Responses')).toBeVisible();
    await expect(page.getByRole('link', { name: 'chat socket protocol' })).toHaveAttribute(
      'href',
      '/api/docs/chat-protocol.md',
    );
    expect(violations).toEqual([]);
    expect(foreign).toEqual([]);
  });
});
