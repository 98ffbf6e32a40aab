import { expect, test } from '@playwright/test';
import { signIn } from './shell-helpers';

test.describe('channel design and blog widget', () => {
  test('Company News shows its blog’s latest articles', async ({ page }) => {
    await signIn(page, 'member@example.com', '/channels/company-news');
    const widget = page.getByTestId('channel-widget-blog');
    await expect(widget.getByRole('heading', { name: 'Latest news' })).toBeVisible();
    // The newest live articles (other tests publish more), each linking to its article page.
    const first = widget.getByRole('listitem').first().getByRole('link');
    const title = (await first.textContent()) ?? '';
    expect(title.length).toBeGreaterThan(0);
    await first.click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  });

  test('an editor gives a channel its colours, refused below WCAG AA; a member cannot open the editor', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const title = `Design ${Date.now()}`;
    const editorContext = await browser.newContext();
    const editor = await editorContext.newPage();
    await signIn(editor, 'admin@example.com', '/channels/new');
    await editor.getByLabel('Title').fill(title);
    await editor.getByRole('button', { name: 'Create channel' }).click();
    await expect(editor.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const slug = new URL(editor.url()).pathname.split('/')[2] ?? '';
    // Published, so the member may read the channel and still not edit its design.
    await editor.goto(`/channels/${slug}/edit`);
    await editor.getByLabel('Status').selectOption('published');
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(editor).toHaveURL(new RegExp(`/channels/${slug}$`));

    await editor.getByRole('button', { name: 'Channel' }).click();
    await editor.getByRole('menuitem', { name: 'Edit design' }).click();
    await expect(editor).toHaveURL(new RegExp(`/channels/${slug}/design/edit$`));
    const primary = editor.getByRole('group', { name: 'Main colour (buttons and banners)' });
    await primary.getByLabel('Own colour').check();
    const picker = primary.getByLabel('Main colour (buttons and banners)', { exact: true });
    await picker.fill('#777777');
    await expect(editor.getByTestId('design-error-primary')).toContainText('hard to read');
    await expect(editor.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
    await picker.fill('#1f3a5f');
    await expect(editor.getByTestId('design-error-primary')).toHaveCount(0);
    const preview = editor.getByTestId('channel-design-preview').getByText('Button');
    await expect(preview).toHaveCSS('background-color', 'rgb(31, 58, 95)');
    await editor.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(editor).toHaveURL(new RegExp(`/channels/${slug}$`));
    const channelPage = editor.getByTestId('channel-page');
    await expect(channelPage).toHaveAttribute('style', /--theme-channel-primary: #1f3a5f/);
    // Only the channel's element carries the colours, not the document.
    const rootValue = await editor.evaluate(() =>
      document.documentElement.style.getPropertyValue('--theme-channel-primary'),
    );
    expect(rootValue).toBe('');

    const memberContext = await browser.newContext();
    const member = await memberContext.newPage();
    try {
      await signIn(member, 'member@example.com', `/channels/${slug}/design/edit`);
      await expect(member.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    } finally {
      await editorContext.close();
      await memberContext.close();
    }
  });
});
