import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { signIn } from './shell-helpers';

const seriousViolations = async (page: Page) => {
  // @axe-core/playwright types its page with its own playwright-core copy; the objects are the same.
  const axePage = page as unknown as ConstructorParameters<typeof AxeBuilder>[0]['page'];
  const results = await new AxeBuilder({ page: axePage }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      nodes: violation.nodes.map((node) => node.target),
    }));
};

const attachScreenshot = async (page: Page, testInfo: TestInfo, name: string) => {
  await testInfo.attach(name, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
};

test.describe('accessibility and looks', () => {
  test('the sign-in page has no serious or critical axe violations', async ({ page }, testInfo) => {
    await page.goto('/users/sign_in');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await attachScreenshot(page, testInfo, 'sign-in-page');
  });

  test('the start page has no serious or critical axe violations', async ({ page }, testInfo) => {
    await signIn(page);
    await expect(page.getByRole('heading', { name: 'Your groups' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Running Club/ }).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await attachScreenshot(page, testInfo, 'start-page');
  });

  test('a group page has no serious or critical axe violations', async ({ page }, testInfo) => {
    await signIn(page);
    await page.goto('/groups/engineering/members');
    await expect(page.getByText('Group admin').filter({ visible: true }).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await attachScreenshot(page, testInfo, 'group-page');
  });

  test('the skip link jumps to the content', async ({ page }) => {
    await signIn(page);
    await page.goto('/start');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await skip.press('Enter');
    await expect(page).toHaveURL(/#main$/);
  });
});
