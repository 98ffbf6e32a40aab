import { type Browser, expect, type Page, test } from '@playwright/test';
import { signIn } from './shell-helpers';

/** A 2x2 PNG, enough for the image pipeline to render thumbnails. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

const asUser = async (browser: Browser, email: string): Promise<Page> => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email);
  return page;
};

const connected = async (page: Page) => {
  // The banners disappear once the socket is connected.
  await expect(page.locator('[data-connection]')).toHaveCount(0, { timeout: 20_000 });
};

const composer = (page: Page) => page.getByRole('textbox', { name: 'Message', exact: true });
const messageOf = (page: Page, text: string) =>
  page.locator('article[data-message-id]').filter({ hasText: text });

test.describe('chat', () => {
  test('two members chat: send, receive, typing, read, edit, delete, image', async ({ browser }) => {
    const stamp = Date.now();
    const admin = await asUser(browser, 'admin@example.com');
    const member = await asUser(browser, 'member@example.com');

    // Alex starts a chat with Sam from the new-chat search.
    await admin.goto('/chat');
    await connected(admin);
    await admin.getByRole('link', { name: 'Start a new chat' }).click();
    await expect(admin).toHaveURL(/\/chat\/new$/);
    await admin.getByLabel('Search members and groups').fill('Sam');
    await admin.getByRole('option', { name: /Sam Member/ }).click();
    await expect(admin).toHaveURL(/\/chat\/member\/[0-9a-f]{24}$/);
    await expect(admin.getByRole('heading', { name: 'Sam Member' })).toBeVisible();

    // Sam waits on the chat list.
    await member.goto('/chat');
    await connected(member);

    const first = `Hello Sam ${stamp}`;
    await composer(admin).fill(first);
    await composer(admin).press('Enter');
    await expect(composer(admin)).toHaveValue('');
    await expect(messageOf(admin, first)).toBeVisible();
    await expect(messageOf(admin, first).locator('[data-delivery]')).not.toHaveAttribute(
      'data-delivery',
      'pushed',
    );

    // It arrives on Sam's list at once, unread, and opens the chat.
    const row = member.locator('[data-chat-row]').filter({ hasText: 'Alex Admin' });
    await expect(row).toContainText(first);
    await row.click();
    await expect(member).toHaveURL(/\/chat\/member\/[0-9a-f]{24}$/);
    await expect(messageOf(member, first)).toBeVisible();

    // Reading it: Alex sees the read state after Sam had it in view for a second.
    await expect(messageOf(admin, first).locator('[data-delivery]')).toHaveAttribute(
      'data-delivery',
      'read',
      {
        timeout: 15_000,
      },
    );

    // Typing: Sam types, Alex sees "typing…", which goes away after 2 s without keystrokes.
    await composer(member).pressSequentially('Thanks', { delay: 50 });
    await expect(admin.locator('[data-chat-subtitle]')).toHaveText('typing…');
    await expect(admin.locator('[data-chat-subtitle]')).not.toHaveText('typing…', { timeout: 5_000 });
    // Shift+Enter is a new line, not a send.
    await composer(member).press('Shift+Enter');
    await composer(member).pressSequentially(`for the note ${stamp}`);
    await composer(member).press('Enter');
    await expect(messageOf(admin, `for the note ${stamp}`)).toBeVisible();

    // Alex edits the first message; Sam sees the new text.
    const edited = `Hello again Sam ${stamp}`;
    await messageOf(admin, first).hover();
    await messageOf(admin, first)
      .getByRole('button', { name: 'Actions for the message of Alex Admin' })
      .click();
    await admin.getByRole('menuitem', { name: 'Edit' }).click();
    await expect(composer(admin)).toHaveValue(first);
    await expect(admin.getByRole('button', { name: 'Save changes' })).toBeVisible();
    await composer(admin).fill(edited);
    await composer(admin).press('Enter');
    await expect(messageOf(member, edited)).toBeVisible();
    await expect(messageOf(member, edited)).toContainText('edited');

    // Alex deletes it after confirming; Sam sees the deleted text.
    await messageOf(admin, edited).hover();
    await messageOf(admin, edited)
      .getByRole('button', { name: 'Actions for the message of Alex Admin' })
      .click();
    await admin.getByRole('menuitem', { name: 'Delete' }).click();
    await admin.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(member.getByText('This message was deleted.').first()).toBeVisible();
    await expect(messageOf(member, edited)).toHaveCount(0);

    // Alex attaches an image through the upload modal; Sam sees its thumbnail.
    await admin.getByRole('button', { name: 'Attach images' }).click();
    const modal = admin.getByRole('dialog');
    await modal
      .getByLabel('Choose files')
      .setInputFiles({ name: `pixel-${stamp}.png`, mimeType: 'image/png', buffer: PNG });
    await expect(modal.getByText('Uploaded')).toBeVisible({ timeout: 20_000 });
    await modal.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(admin.getByRole('button', { name: `Remove pixel-${stamp}.png` })).toBeVisible();
    await composer(admin).press('Enter');
    const image = member.getByRole('img', { name: `Image pixel-${stamp}.png` });
    await expect(image).toBeVisible();
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
      .toBe(true);

    // The image opens in the gallery; Escape returns to the chat.
    await image.click();
    await expect(member).toHaveURL(/\/messages\/[0-9a-f]{24}\/images\/[0-9a-f]{24}$/);
    await expect(member.getByRole('dialog', { name: 'Images of the message' })).toBeVisible();
    await member.keyboard.press('Escape');
    await expect(member).toHaveURL(/\/chat\/member\/[0-9a-f]{24}$/);
  });

  test('the files and images views list attachments of messages older than the loaded room', async ({
    browser,
  }) => {
    // Two members, a room filled with more messages than one page, and both views: more than 60 s on a busy machine.
    test.setTimeout(150_000);
    const stamp = Date.now();
    const admin = await asUser(browser, 'admin@example.com');
    await admin.goto('/chat/new');
    await connected(admin);
    await admin.getByLabel('Search members and groups').fill('Sam');
    await admin.getByRole('option', { name: /Sam Member/ }).click();
    await expect(admin).toHaveURL(/\/chat\/member\/[0-9a-f]{24}$/);
    const chatId = new URL(admin.url()).pathname.replace('/chat/', '');
    const filename = `minutes-${stamp}.txt`;

    // Two messages with an image each and one with a file, then more than a room page (30) of text,
    // sent over a socket of its own while the page is elsewhere, so the room that opens later does
    // not hold the attachments' messages.
    await admin.goto('/start');
    await admin.evaluate(
      async ({ chatId, filename, stamp, png }) => {
        const uploadTo = async (kind: 'files' | 'images', file: File) => {
          const form = new FormData();
          form.append('file', file);
          const uploaded = await fetch(`/api/storage/${kind}`, { method: 'POST', body: form });
          if (!uploaded.ok) throw new Error(`upload ${uploaded.status}`);
          return (await uploaded.json()).id as string;
        };
        const pngBytes = Uint8Array.from(atob(png), (c) => c.charCodeAt(0));
        const imageA = await uploadTo(
          'images',
          new File([pngBytes], `a-${stamp}.png`, { type: 'image/png' }),
        );
        const imageB = await uploadTo(
          'images',
          new File([pngBytes], `b-${stamp}.png`, { type: 'image/png' }),
        );
        const fileId = await uploadTo(
          'files',
          new File([`minutes ${stamp}`], filename, { type: 'text/plain' }),
        );
        const tokenResponse = await fetch('/api/v1/chat_token', { method: 'POST' });
        const { token } = await tokenResponse.json();
        const socket = new WebSocket(
          `${location.origin.replace(/^http/, 'ws')}/api/chat/socket?token=${token}`,
        );
        type Reply = { ok: boolean; error?: { code: string; retry_after_ms?: number } };
        const replies = new Map<string, (reply: Reply) => void>();
        socket.onmessage = (event) => {
          const frame = JSON.parse(event.data);
          if (frame.ref) replies.get(frame.ref)?.(frame);
        };
        await new Promise((resolve) => socket.addEventListener('open', resolve, { once: true }));
        // The member's request budget is shared by all their sockets (the page's own included): a
        // rate-limited message is sent again after retry_after_ms, as every client must.
        const send = async (ref: string, payload: Record<string, unknown>): Promise<void> => {
          const reply = await new Promise<Reply>((resolve) => {
            replies.set(ref, resolve);
            socket.send(JSON.stringify({ ref, event: 'message', payload: { chat_id: chatId, ...payload } }));
          });
          if (reply.ok) return;
          if (reply.error?.code !== 'rate_limited') throw new Error(`message ${ref} refused`);
          await new Promise((resolve) => setTimeout(resolve, reply.error?.retry_after_ms ?? 100));
          return send(`${ref}-again`, payload);
        };
        await send('a', { client_id: `e2e-a-${stamp}`, text: `Photo A ${stamp}`, image_ids: [imageA] });
        await send('b', { client_id: `e2e-b-${stamp}`, text: `Photo B ${stamp}`, image_ids: [imageB] });
        await send('file', { client_id: `e2e-file-${stamp}`, text: `Minutes ${stamp}`, file_ids: [fileId] });
        for (let n = 0; n < 32; n += 1) {
          await send(`t${n}`, { client_id: `e2e-text-${stamp}-${n}`, text: `Filler ${n} ${stamp}` });
          await new Promise((resolve) => setTimeout(resolve, 60));
        }
        socket.close();
      },
      { chatId, filename, stamp, png: PNG.toString('base64') },
    );

    await admin.goto(`/chat/${chatId}`);
    await connected(admin);
    await expect(messageOf(admin, `Filler 31 ${stamp}`)).toBeVisible();
    await expect(messageOf(admin, `Minutes ${stamp}`)).toHaveCount(0);
    await admin.getByRole('button', { name: 'More actions' }).click();
    await admin.getByRole('menuitem', { name: 'Files' }).click();
    await expect(admin).toHaveURL(new RegExp(`/chat/${chatId}/files$`));
    await expect(admin.getByRole('heading', { name: 'Files in this chat' })).toBeVisible();
    await expect(admin.getByRole('link', { name: new RegExp(filename) })).toBeVisible();
    await expect(admin.getByRole('link', { name: new RegExp(filename) })).toContainText('Alex Admin');

    // The images view too; its gallery pages from one message's image to the next message's.
    await admin.getByRole('link', { name: 'Back to the chat' }).click();
    await admin.getByRole('button', { name: 'More actions' }).click();
    await admin.getByRole('menuitem', { name: 'Images' }).click();
    await expect(admin.getByRole('heading', { name: 'Images in this chat' })).toBeVisible();
    await admin.getByRole('link', { name: `Open image b-${stamp}.png` }).click();
    await expect(admin).toHaveURL(/\/messages\/[0-9a-f]{24}\/images\/[0-9a-f]{24}\?from=images$/);
    const gallery = admin.getByRole('dialog', { name: 'Images of the chat' });
    await expect(gallery).toContainText(`b-${stamp}.png · 1 of`);
    const first = admin.url();
    await admin.keyboard.press('ArrowRight');
    await expect(gallery).toContainText(`a-${stamp}.png · 2 of`);
    expect(admin.url()).not.toBe(first);
    await admin.keyboard.press('Escape');
    await expect(admin).toHaveURL(new RegExp(`/chat/${chatId}/images$`));
  });

  test('the header chat button opens the chat beside the page', async ({ browser }) => {
    const member = await asUser(browser, 'member@example.com');
    await member.setViewportSize({ width: 1280, height: 800 });
    await member.goto('/start');
    await member.getByRole('button', { name: /^Chat/ }).click();
    const sidebar = member.locator('#chat-sidebar');
    await expect(sidebar.getByRole('heading', { name: 'Chat' })).toBeVisible();
    await expect(member).toHaveURL(/\/start$/);
    await sidebar.getByRole('button', { name: 'Close chat' }).click();
    await expect(sidebar).toBeHidden();
  });
});
