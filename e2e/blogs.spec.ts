import { expect, test } from '@playwright/test';
import { resetLocale, signIn } from './shell-helpers';

test.describe('blogs', () => {
  test('an editor writes and publishes an article, and a member reads it in German', async ({
    browser,
    baseURL,
  }) => {
    // Two members sign in and the editor saves and publishes: more than one page's budget.
    test.setTimeout(180_000);
    const title = `Neue Kantine ab Montag ${Date.now()}`;
    const editorContext = await browser.newContext();
    const editor = await editorContext.newPage();
    await signIn(editor, 'admin@example.com', '/channels/company-news');
    await editor.getByRole('button', { name: 'Channel' }).click();
    await editor.getByRole('menuitem', { name: 'Add article' }).click();
    await expect(editor).toHaveURL(/\/blogs\/[^/]+\/articles\/new$/);
    await editor.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await editor.getByLabel('Teaser').fill('Ab Montag kocht das neue Team.');
    await editor.getByLabel('Language of the article').selectOption('de');
    const text = editor.getByRole('textbox', { name: 'Text', exact: true });
    await text.click();
    await text.pressSequentially('Frische Küche jeden Tag');
    await editor.getByRole('button', { name: 'Emoji' }).click();
    await editor.getByRole('button', { name: '🎉' }).click();
    await editor.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(editor.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(editor.getByText('Frische Küche jeden Tag🎉')).toBeVisible();
    const articleUrl = new URL(editor.url()).pathname;

    // A member switches to German, finds it in the channel's blog and reads it.
    const memberContext = await browser.newContext();
    const member = await memberContext.newPage();
    await signIn(member, 'member@example.com', '/channels/company-news');
    try {
      const changed = await member.request.patch('/api/v1/me', {
        data: { me: { locale: 'de' } },
        headers: { Accept: 'application/json', Origin: baseURL ?? '' },
      });
      expect(changed.ok()).toBe(true);
      await member.reload();
      await member.getByRole('button', { name: 'Kanal' }).click();
      await member.getByRole('menuitem', { name: 'Blog anzeigen' }).click();
      await expect(member).toHaveURL(/\/channels\/company-news\/blog\/articles$/);
      await member.getByRole('link', { name: title }).click();
      await expect(member).toHaveURL(new RegExp(`${articleUrl}$`));
      await expect(member.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(member.getByText('Ab Montag kocht das neue Team.')).toBeVisible();
      await expect(member.getByRole('link', { name: 'Kommentare' })).toBeVisible();
      // Readers get no editing tools.
      await expect(member.getByRole('link', { name: 'Artikel bearbeiten' })).toHaveCount(0);
    } finally {
      await resetLocale(member, baseURL);
      await editorContext.close();
      await memberContext.close();
    }
  });
});
