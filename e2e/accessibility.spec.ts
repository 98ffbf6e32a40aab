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

/** WCAG 2.1 levels A and AA: every finding of these rules fails, whatever axe calls its impact. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const wcagViolations = async (page: Page) => {
  const axePage = page as unknown as ConstructorParameters<typeof AxeBuilder>[0]['page'];
  const results = await new AxeBuilder({ page: axePage }).withTags(WCAG_TAGS).analyze();
  return results.violations.map((violation) => ({
    id: violation.id,
    nodes: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
  }));
};

/** Waits until the screen has drawn its data: the main heading is there and no request is pending. */
const settle = async (page: Page) => {
  await expect(page.locator('#main h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  await expect(page.locator('#main').getByText('Loading…', { exact: false })).toHaveCount(0, {
    timeout: 30_000,
  });
};

/** Every main screen of the product, as the member or the administrator sees it. */
const mainScreens: [name: string, path: string, account?: string][] = [
  ['start', '/start'],
  ['stream', '/activitystreams/all'],
  ['search', '/search?q=handbook'],
  ['directory', '/directory'],
  ['groups', '/groups'],
  ['a group', '/groups/engineering'],
  ['a group: members', '/groups/engineering/members'],
  ['a group: files', '/groups/engineering/files'],
  ['a group: calendar', '/groups/engineering/calendars'],
  ['a group: tasks', '/groups/engineering/tasks'],
  ['files', '/files'],
  ['calendar month with past entries', '/appointments'],
  ['messages', '/messages'],
  ['chat', '/chat'],
  ['pages', '/pages'],
  ['tasks', '/tasks'],
  ['channels', '/channels'],
  ['administration home', '/administration', 'admin@example.com'],
  ['administration settings', '/administration/settings/edit', 'admin@example.com'],
  ['profile', '/profile'],
];

test.describe('WCAG 2.1 A and AA on every main screen', () => {
  // axe walks every node of a full screen: on a busy two-core machine that alone takes a minute.
  test.describe.configure({ timeout: 240_000 });
  for (const [name, path, account] of mainScreens) {
    test(`${name} (${path}) has no axe violations`, async ({ page }, testInfo) => {
      await signIn(page, account ?? 'member@example.com', path);
      await settle(page);
      expect(await wcagViolations(page)).toEqual([]);
      await attachScreenshot(page, testInfo, name);
    });
  }
});

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
