import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogWidgetData, channelWidget } from '../../../contract/channel-widgets.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { addGroupMembership, createArticle, createChannel, createGroup } from '../../test/factories.js';
import { type GroupsClient, groupsClient } from '../groups/testing.js';

let t: TestApp;
let editor: GroupsClient;
let reader: GroupsClient;
let insider: GroupsClient;

beforeAll(async () => {
  t = await createTestApp();
  [editor, reader, insider] = await Promise.all([groupsClient(t), groupsClient(t), groupsClient(t)]);
});
afterAll(async () => {
  await t?.close();
});

const minutes = (n: number) => new Date(Date.now() + n * 60_000);
/** A published channel for every member, edited by `editor`. */
const openChannel = () => createChannel(t.ctx.db, { editors: [{ type: 'member', id: editor.member.id }] });

async function blogWidget(slug: string, fields: Record<string, unknown> = {}) {
  const response = await editor.post(`/channels/${slug}/widgets`, { type: 'blog', title: 'News', ...fields });
  return response;
}
async function latestOf(who: GroupsClient, slug: string, id: string) {
  const response = await who.get(`/channels/${slug}/widgets/${id}`);
  expect(response.statusCode).toBe(200);
  const widget = channelWidget.parse(response.json());
  return { widget, titles: blogWidgetData.parse(widget.data).latest_articles.map((a) => a.title) };
}

describe('the blog widget', () => {
  it('shows the latest live articles of the channel, newest first, as many as asked', async () => {
    const channel = await openChannel();
    for (const [title, at] of [
      ['Oldest', minutes(-30)],
      ['Middle', minutes(-20)],
      ['Newest', minutes(-10)],
    ] as const) {
      await createArticle(t.ctx.db, { blogId: channel.id, title, publishedAt: at });
    }
    const created = await blogWidget(channel.slug, { count: 2 });
    expect(created.statusCode).toBe(201);
    const { id } = channelWidget.parse(created.json());
    const { widget, titles } = await latestOf(reader, channel.slug, id);
    expect(titles).toEqual(['Newest', 'Middle']);
    const [first] = blogWidgetData.parse(widget.data).latest_articles;
    expect(first).toMatchObject({ blog_id: channel.id, image_path: null });
    expect(widget).toMatchObject({ type: 'blog', blog_id: null, count: 2 });
  });

  it('never shows drafts or scheduled articles, not even to the editors', async () => {
    const channel = await openChannel();
    await createArticle(t.ctx.db, { blogId: channel.id, title: 'Live' });
    await createArticle(t.ctx.db, { blogId: channel.id, title: 'Draft', publishedAt: null });
    await createArticle(t.ctx.db, { blogId: channel.id, title: 'Scheduled', publishedAt: minutes(60) });
    const { id } = channelWidget.parse((await blogWidget(channel.slug)).json());
    expect((await latestOf(editor, channel.slug, id)).titles).toEqual(['Live']);
    expect((await latestOf(reader, channel.slug, id)).titles).toEqual(['Live']);
  });

  it('never shows the articles of a channel hidden from the viewer, and refuses to point at one the editor cannot read', async () => {
    const hidden = await createGroup(t.ctx.db, { access: 'hidden' });
    await addGroupMembership(t.ctx.db, hidden.id, insider.member.id);
    await addGroupMembership(t.ctx.db, hidden.id, editor.member.id);
    const secret = await createChannel(t.ctx.db, { audience: [{ type: 'group', id: hidden.id }] });
    await createArticle(t.ctx.db, { blogId: secret.id, title: 'Secret plans' });
    const channel = await openChannel();
    const created = await blogWidget(channel.slug, { blog_id: secret.id });
    expect(created.statusCode).toBe(201);
    const { id } = channelWidget.parse(created.json());
    expect((await latestOf(insider, channel.slug, id)).titles).toEqual(['Secret plans']);
    expect((await latestOf(reader, channel.slug, id)).titles).toEqual([]);
    const list = await reader.get(`/channels/${channel.slug}/widgets`);
    expect(JSON.stringify(list.json())).not.toContain('Secret plans');

    const stranger = await createChannel(t.ctx.db, { editors: [{ type: 'member', id: reader.member.id }] });
    const refused = await editor.post(`/channels/${stranger.slug}/widgets`, {
      type: 'blog',
      blog_id: secret.id,
    });
    expect(refused.statusCode).toBe(403);
    const otherEditor = await createChannel(t.ctx.db, {
      editors: [{ type: 'member', id: reader.member.id }],
    });
    const unknown = await reader.post(`/channels/${otherEditor.slug}/widgets`, {
      type: 'blog',
      blog_id: secret.id,
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().error.fields.blog_id).toEqual(['errors.channel_widgets.unknown_blog']);
  });

  it('keeps article title overrides and checks the fields', async () => {
    const channel = await openChannel();
    const article = await createArticle(t.ctx.db, { blogId: channel.id, title: 'Original' });
    const created = await blogWidget(channel.slug, {
      [`article_${article.id}`]: 'Shorter',
      article_x: 'dropped',
    });
    expect(created.statusCode).toBe(201);
    const widget = channelWidget.parse(created.json());
    expect(widget[`article_${article.id}`]).toBe('Shorter');
    expect(widget).not.toHaveProperty('article_x');
    for (const bad of [
      { count: 0 },
      { count: 13 },
      { count: 1e300 },
      { blog_id: 'x' },
      { [`article_${article.id}`]: 'x'.repeat(201) },
      { [`article_${article.id}`]: 5 },
    ]) {
      const response = await blogWidget(channel.slug, bad);
      expect(response.statusCode, JSON.stringify(bad)).toBe(422);
    }
    // NUL bytes are refused before any route (400), never a 5xx.
    expect((await blogWidget(channel.slug, { blog_id: 'x\u0000' })).statusCode).toBe(400);
  });
});
