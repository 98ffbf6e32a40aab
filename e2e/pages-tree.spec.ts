import { type Browser, expect, type Page, test } from '@playwright/test';
import { signIn } from './shell-helpers';

const json = (baseURL: string | undefined) => ({ Accept: 'application/json', Origin: baseURL ?? '' });

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email);
  return page;
}

type TreeNode = { id: string; parent_id: string | null; position: number; title: string };

test.describe('the page tree and embedded widgets', () => {
  test.describe.configure({ timeout: 180_000 });

  test('an administrator moves a page up among its siblings with the keyboard', async ({
    browser,
    baseURL,
  }) => {
    const admin = await signedIn(browser, 'admin@example.com');
    const stamp = Date.now();
    const titles = [`Tree first ${stamp}`, `Tree second ${stamp}`];
    for (const title of titles) {
      const created = await admin.request.post('/api/v1/pages', {
        headers: json(baseURL),
        data: { title, content: '<p>Tree test</p>' },
      });
      expect(created.status()).toBe(201);
    }
    await admin.goto('/pages');
    const tree = admin.getByRole('navigation', { name: 'Page tree' });
    const rows = tree.getByTestId('page-tree-row');
    await expect(rows.filter({ hasText: titles[1] })).toBeVisible({ timeout: 30_000 });
    const order = async () => (await rows.allInnerTexts()).map((text) => text.trim());
    const before = await order();
    expect(before.indexOf(titles[0] as string)).toBe(before.indexOf(titles[1] as string) - 1);

    // Space picks the page up, ArrowUp moves it over the page above, Space drops it there.
    const handle = tree.getByRole('button', { name: new RegExp(`^Move “${titles[1]}” \\(position`) });
    const position = Number(/\(position (\d+)\)/.exec((await handle.getAttribute('aria-label')) ?? '')?.[1]);
    await handle.focus();
    await admin.keyboard.press('Space');
    // The tree measures its rows once the drag has started (and then finds the row over its own
    // place): an arrow before that moves nothing.
    await expect(admin.getByText(new RegExp(`^“${titles[1]}” is over position \\d+\\.$`))).toBeAttached();
    await admin.keyboard.press('ArrowUp');
    // Dropped before the tree has announced the new place, the page would stay where it was.
    await expect(admin.getByText(`“${titles[1]}” is over position ${position - 1}.`)).toBeAttached();
    await admin.keyboard.press('Space');
    await expect(admin.getByText(`“${titles[1]}” was moved.`)).toBeVisible({ timeout: 15_000 });

    await expect
      .poll(async () => {
        const after = await order();
        return after.indexOf(titles[1] as string) < after.indexOf(titles[0] as string);
      })
      .toBe(true);
    const list = (await (await admin.request.get('/api/v1/pages', { headers: json(baseURL) })).json()) as {
      tree: TreeNode[];
    };
    const [first, second] = titles.map((title) => list.tree.find((node) => node.title === title));
    expect(second?.parent_id).toBeNull();
    expect((second?.position ?? 0) < (first?.position ?? 0)).toBe(true);

    // The level button puts the page under the one above it; a member sees no arranging at all.
    await tree.getByRole('button', { name: `Move “${titles[0]}” under the page above` }).click();
    await expect(admin.getByText(`“${titles[0]}” was moved.`)).toBeVisible({ timeout: 15_000 });
    await expect(rows.filter({ hasText: titles[0] })).toHaveAttribute('data-depth', '1');
    const member = await signedIn(browser, 'member@example.com');
    await member.goto('/pages');
    await expect(
      member.getByRole('navigation', { name: 'Page tree' }).getByRole('link', { name: titles[1] }),
    ).toBeVisible({
      timeout: 30_000,
    });
    await expect(member.getByRole('button', { name: new RegExp(`^Move “${titles[1]}”`) })).toHaveCount(0);
    await expect(member.getByRole('button', { name: /under the page above/ })).toHaveCount(0);
  });

  test('an editor embeds a text widget in a page and a member sees its content', async ({ browser }) => {
    const admin = await signedIn(browser, 'admin@example.com');
    const title = `Widget page ${Date.now()}`;
    await admin.goto('/pages/new');
    await expect(admin.getByRole('heading', { name: 'New page', level: 1 })).toBeVisible({ timeout: 30_000 });
    await admin.getByRole('textbox', { name: 'Title' }).fill(title);
    const content = admin.getByRole('textbox', { name: 'Content' });
    await content.click();
    await admin.keyboard.type('Above the widget.');
    await admin.getByRole('button', { name: 'Insert widget' }).click();
    const form = admin.getByTestId('page-widget-form');
    await expect(form.getByLabel('Widget')).toHaveValue('text');
    await form.getByLabel('Headline').fill('Kitchen rota');
    await form.getByLabel('Content').fill('**Coffee** at ten');
    await form.getByRole('button', { name: 'Add to page' }).click();
    await expect(content.getByTestId('page-widget-placeholder')).toContainText('Widget: Text');
    await admin.getByRole('button', { name: 'Create page' }).click();
    await expect(admin.getByRole('heading', { name: title, exact: true, level: 1 })).toBeVisible();
    const url = new URL(admin.url()).pathname;

    const member = await signedIn(browser, 'member@example.com');
    await member.goto(url);
    await expect(member.getByRole('heading', { name: title, exact: true, level: 1 })).toBeVisible({
      timeout: 30_000,
    });
    await expect(member.getByText('Above the widget.')).toBeVisible();
    const widget = member.getByRole('region', { name: 'Kitchen rota' });
    await expect(widget).toBeVisible({ timeout: 15_000 });
    await expect(widget.locator('strong')).toHaveText('Coffee');
  });
});
