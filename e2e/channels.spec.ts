import { expect, test } from '@playwright/test';
import { signIn } from './shell-helpers';

test.describe('channels', () => {
  test('an editor creates and publishes a channel, and a member subscribes to it', async ({ browser }) => {
    // Two members sign in and the editor saves twice: more than one page's budget.
    test.setTimeout(180_000);
    const title = `Town Hall ${Date.now()}`;
    const editorContext = await browser.newContext();
    const editor = await editorContext.newPage();
    await signIn(editor, 'admin@example.com', '/channels');
    // The user bar offers the same link once the channel lists are shown there.
    await editor.locator('#main').getByRole('link', { name: 'New channel' }).click();
    await expect(editor).toHaveURL(/\/channels\/new$/);
    const create = editor.getByRole('button', { name: 'Create channel' });
    await expect(create).toBeDisabled();
    await editor.getByLabel('Title').fill(title);
    await editor.getByLabel('Description').fill('Questions and answers with the board.');
    await create.click();
    await expect(editor.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(editor.getByText('Draft', { exact: true })).toBeVisible();
    const channelUrl = new URL(editor.url()).pathname;

    // A member meanwhile sees only the draft's status.
    const memberContext = await browser.newContext();
    const member = await memberContext.newPage();
    await signIn(member, 'member@example.com', channelUrl);
    await expect(member.getByText('This channel is not published yet.')).toBeVisible();
    await expect(member.getByText('Questions and answers with the board.')).toHaveCount(0);

    await editor.getByRole('button', { name: 'Channel' }).click();
    await editor.getByRole('menuitem', { name: 'Edit channel' }).click();
    await editor.getByLabel('Status').selectOption('published');
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(editor).toHaveURL(new RegExp(`${channelUrl}$`));
    await expect(editor.getByText('Draft', { exact: true })).toHaveCount(0);

    // The member finds it in the directory and subscribes from the list.
    await member.goto('/directory/channels');
    await member.getByRole('searchbox', { name: 'Search channels' }).fill(title);
    await member.getByRole('button', { name: `Subscribe: ${title}` }).click();
    await expect(member.getByText('You subscribed to the channel.')).toBeVisible();
    await expect(member.getByRole('button', { name: `Unsubscribe: ${title}` })).toBeVisible();

    await member.getByRole('link', { name: title }).click();
    await expect(member.getByText('Questions and answers with the board.')).toBeVisible();
    await expect(member.getByTestId('channel-subscribers')).toHaveText('1 subscriber');
    await member.getByRole('button', { name: 'Add to favourites' }).click();
    await expect(member.getByRole('button', { name: 'Remove from favourites' })).toBeVisible();

    await member.goto('/channels');
    const subscribed = member.getByRole('region', { name: 'Subscribed' });
    await expect(subscribed.getByRole('link', { name: title })).toBeVisible();
    await editorContext.close();
    await memberContext.close();
  });
});
