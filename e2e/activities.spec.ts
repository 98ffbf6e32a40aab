import { type Browser, expect, type Page, test } from '@playwright/test';
import { signIn } from './shell-helpers';

const asUser = async (browser: Browser, email: string): Promise<Page> => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email);
  return page;
};

/** A 1x1 PNG, enough for the image path of uploads. */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test.describe('activity streams', () => {
  test('admin posts with an image and a mention, the member is notified, sees it and replies', async ({
    browser,
  }) => {
    const text = `Roadmap review ${Date.now()} #Roadmap`;
    const admin = await asUser(browser, 'admin@example.com');
    // The start page's activity tile and the user bar lead to the all stream.
    await admin.goto('/activitystreams');
    await expect(admin).toHaveURL(/\/activitystreams\/all$/);
    await expect(admin.getByRole('heading', { name: 'All activities', level: 1 })).toBeVisible({
      timeout: 30_000,
    });
    const editor = admin.getByRole('textbox', { name: "What's new?" });
    await editor.click();
    await admin.keyboard.type(`${text} @Sam`);
    await admin
      .getByRole('listbox', { name: 'Members to mention' })
      .getByRole('option', { name: '@Sam Member' })
      .click();
    await admin
      .getByLabel('Choose files')
      .setInputFiles({ name: 'pixel.png', mimeType: 'image/png', buffer: PIXEL });
    await expect(admin.getByText('Uploaded')).toBeVisible({ timeout: 30_000 });
    await admin.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(admin.getByText('Your post is online.')).toBeVisible();
    const own = admin.getByRole('article').filter({ hasText: text });
    await expect(own).toHaveCount(1);
    await expect(own.getByRole('link', { name: '@Sam Member' })).toBeVisible();
    await expect(own.getByRole('link', { name: 'pixel.png' })).toBeVisible();
    await expect(own.getByRole('link', { name: '#Roadmap' })).toBeVisible();

    const member = await asUser(browser, 'member@example.com');
    const notifications = await (await member.request.get('/api/v1/notifications')).json();
    const mention = notifications.entries.find(
      (entry: { kind: string }) => entry.kind === 'activities.mention',
    );
    expect(mention).toBeTruthy();
    await member.goto(mention.url);
    const post = member.getByRole('article').filter({ hasText: text });
    await expect(post).toBeVisible({ timeout: 30_000 });
    await post.getByRole('button', { name: 'Like', exact: true }).click();
    await expect(post.getByRole('button', { name: '1 like' })).toBeVisible();
    await post.getByRole('textbox', { name: 'Reply' }).click();
    await member.keyboard.type('Looks good to me');
    await post.getByRole('button', { name: 'Reply', exact: true }).click();
    await expect(post.getByText('Looks good to me')).toBeVisible();

    await admin.reload();
    const updated = admin.getByRole('article').filter({ hasText: text });
    await expect(updated.getByText('Looks good to me')).toBeVisible({ timeout: 30_000 });
    await updated.getByRole('button', { name: '1 like' }).click();
    await expect(admin.getByRole('dialog').getByRole('link', { name: 'Sam Member' })).toBeVisible();
  });

  test('a post by someone else while the stream is open shows as a pill that loads it', async ({
    browser,
  }) => {
    const member = await asUser(browser, 'member@example.com');
    await member.goto('/activitystreams/all');
    await expect(member.getByRole('heading', { name: 'All activities', level: 1 })).toBeVisible({
      timeout: 30_000,
    });
    const admin = await asUser(browser, 'admin@example.com');
    const text = `Canteen closed tomorrow ${Date.now()}`;
    const posted = await admin.request.post('/api/v1/activitystreams/all/activities', {
      data: { html_content: `<p>${text}</p>` },
      headers: { origin: new URL(admin.url()).origin, accept: 'application/json' },
    });
    expect(posted.status()).toBe(201);
    const pill = member.getByRole('button', { name: '1 new activity' });
    await expect(pill).toBeVisible({ timeout: 20_000 });
    await expect(member.getByRole('article').filter({ hasText: text })).toHaveCount(0);
    await pill.click();
    await expect(member.getByRole('article').filter({ hasText: text })).toBeVisible();
    await expect(pill).toHaveCount(0);
  });
});
