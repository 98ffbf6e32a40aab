import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streamPage } from '../../../contract/activities.js';
import { articleList, article as articleSchema, blog as blogSchema } from '../../../contract/blogs.js';
import { jobs } from '../../platform/jobs/tables.js';
import { authHeaders, createTestApp, signIn, type TestApp } from '../../test/app.js';
import {
  addGroupMembership,
  createChannel,
  createGroup,
  indexForSearch,
  setNetworkConfig,
} from '../../test/factories.js';
import { pngBytes, upload } from '../files/testing.js';
import { type GroupsClient, groupsClient } from '../groups/testing.js';
import { statisticsDaily } from '../statistics/tables.js';
import { articles } from './tables.js';

let t: TestApp;
let admin: GroupsClient;
let editor: GroupsClient;
let writer: GroupsClient;
let reader: GroupsClient;
let outsider: GroupsClient;
let guest: GroupsClient;

beforeAll(async () => {
  t = await createTestApp();
  [admin, editor, writer, reader, outsider, guest] = await Promise.all([
    groupsClient(t, { isNetworkAdmin: true }),
    groupsClient(t),
    groupsClient(t),
    groupsClient(t),
    groupsClient(t),
    groupsClient(t, { isExternal: true }),
  ]);
});
afterAll(async () => {
  await t?.close();
});

/** A published channel for one group (reader, writer, editor), edited by `editor`. */
async function groupChannel(overrides: { status?: 'draft' | 'published' } = {}) {
  const group = await createGroup(t.ctx.db);
  for (const who of [editor, writer, reader]) await addGroupMembership(t.ctx.db, group.id, who.member.id);
  return createChannel(t.ctx.db, {
    status: overrides.status ?? 'published',
    audience: [{ type: 'group', id: group.id }],
    editors: [{ type: 'member', id: editor.member.id }],
  });
}

const articlesOf = async (who: GroupsClient, slug: string, page = 1) => {
  const response = await who.get(`/channels/${slug}/blog/articles?page=${page}`);
  return {
    status: response.statusCode,
    body: response.statusCode === 200 ? articleList.parse(response.json()) : null,
  };
};
const titles = (list: { articles: { title: string }[] } | null) => list?.articles.map((a) => a.title) ?? [];

async function draft(who: GroupsClient, blogId: string, fields: Record<string, unknown> = {}) {
  const response = await who.post(`/blogs/${blogId}/articles`, {
    article: {
      title: 'Quarterly results',
      teaser: 'A good quarter.',
      html_content: '<p>Numbers</p>',
      ...fields,
    },
  });
  expect(response.statusCode).toBe(201);
  return articleSchema.parse(response.json());
}
const publish = (who: GroupsClient, blogId: string, id: string, body: Record<string, unknown> = {}) =>
  who.post(`/blogs/${blogId}/articles/${id}/publish`, body);

describe('the blog', () => {
  it('exists for every channel, answers its defaults and is saved by those who may update the channel', async () => {
    const channel = await groupChannel();
    const shown = await reader.get(`/blogs/${channel.id}`);
    expect(shown.statusCode).toBe(200);
    expect(blogSchema.parse(shown.json())).toMatchObject({
      id: channel.id,
      parent_id: channel.id,
      title: channel.title,
      publish_as: 'blog_title',
      policy_settings: null,
      can: { update: false, create_article: false, publish: false },
    });
    expect((await reader.get(`/channels/${channel.slug}`)).json().blog_id).toBe(channel.id);
    expect((await outsider.get(`/blogs/${channel.id}`)).statusCode).toBe(404);
    expect((await guest.get(`/blogs/${channel.id}`)).statusCode).toBe(404);

    const body = {
      blog: {
        id: channel.id,
        parent_id: channel.id,
        title: ' Newsroom ',
        description: 'What we write',
        publish_as: 'author',
        policy_settings: {
          create_and_update: { permitted_audience: [{ type: 'member', id: writer.member.id }] },
          publish_and_unpublish: { permitted_audience: [] },
        },
      },
    };
    expect((await reader.put(`/blogs/${channel.id}`, body)).statusCode).toBe(403);
    expect((await outsider.put(`/blogs/${channel.id}`, body)).statusCode).toBe(404);
    const saved = await editor.put(`/blogs/${channel.id}`, body);
    expect(saved.statusCode).toBe(200);
    expect(blogSchema.parse(saved.json())).toMatchObject({
      title: 'Newsroom',
      publish_as: 'author',
      policy_settings: {
        create_and_update: { permitted_audience: [{ type: 'member', id: writer.member.id }] },
        publish_and_unpublish: { permitted_audience: [] },
      },
      can: { update: true, create_article: false, publish: true },
    });
    expect((await writer.get(`/blogs/${channel.id}`)).json().can).toEqual({
      update: false,
      create_article: true,
      publish: false,
    });
  });

  it('refuses an empty title and unknown audiences, writing nothing', async () => {
    const channel = await groupChannel();
    const refused = await editor.put(`/blogs/${channel.id}`, {
      blog: {
        title: '  ',
        policy_settings: {
          create_and_update: { permitted_audience: [{ type: 'member', id: 'f'.repeat(24) }] },
          publish_and_unpublish: { permitted_audience: [{ type: 'group', id: 'nope' }] },
        },
      },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.fields).toMatchObject({
      'blog.title': ['js.blog.form.title_required'],
      'blog.policy_settings.create_and_update.permitted_audience': ['errors.channels.audience_unknown'],
      'blog.policy_settings.publish_and_unpublish.permitted_audience': ['errors.channels.audience_unknown'],
    });
    expect((await editor.get(`/blogs/${channel.id}`)).json().title).toBe(channel.title);
  });

  it('is hidden with its channel: a draft channel shows its blog to its editors only', async () => {
    const channel = await groupChannel({ status: 'draft' });
    expect((await reader.get(`/blogs/${channel.id}`)).statusCode).toBe(404);
    expect((await articlesOf(reader, channel.slug)).status).toBe(404);
    expect((await articlesOf(editor, channel.slug)).status).toBe(200);
    expect((await articlesOf(admin, channel.slug)).status).toBe(200);
  });
});

describe('articles', () => {
  it('are written by permitted writers, published by permitted publishers, and read by readers once live', async () => {
    const channel = await groupChannel();
    await editor.put(`/blogs/${channel.id}`, {
      blog: {
        policy_settings: {
          create_and_update: { permitted_audience: [{ type: 'member', id: writer.member.id }] },
          publish_and_unpublish: { permitted_audience: [] },
        },
      },
    });
    expect(
      (await reader.post(`/blogs/${channel.id}/articles`, { article: { title: 'Mine' } })).statusCode,
    ).toBe(403);
    expect(
      (await outsider.post(`/blogs/${channel.id}/articles`, { article: { title: 'Mine' } })).statusCode,
    ).toBe(404);
    const written = await draft(writer, channel.id, { title: 'Summer party' });
    expect(written).toMatchObject({
      state: 'draft',
      published_at: null,
      can: { update: true, publish: false },
    });

    // Drafts: their editors see them, readers and outsiders do not.
    expect(titles((await articlesOf(editor, channel.slug)).body)).toEqual(['Summer party']);
    expect(titles((await articlesOf(reader, channel.slug)).body)).toEqual([]);
    expect((await reader.get(`/blogs/${channel.id}/articles/${written.id}`)).statusCode).toBe(404);

    // Someone outside the publish audience is refused and nothing changes.
    expect((await publish(writer, channel.id, written.id)).statusCode).toBe(403);
    // A reader does not even see the draft.
    expect((await publish(reader, channel.id, written.id)).statusCode).toBe(404);
    expect((await editor.get(`/blogs/${channel.id}/articles/${written.id}`)).json().state).toBe('draft');

    const published = await publish(editor, channel.id, written.id);
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ state: 'published', activity_id: expect.any(String) });
    const read = await reader.get(`/blogs/${channel.id}/articles/${written.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ title: 'Summer party', html_content: '<p>Numbers</p>' });
    expect(read.json().byline).toBe(channel.title);
    expect((await outsider.get(`/blogs/${channel.id}/articles/${written.id}`)).statusCode).toBe(404);

    // The activity reaches the channel's readers only.
    const stream = async (who: GroupsClient) =>
      streamPage
        .parse((await who.get('/activitystreams/all')).json())
        .activities.some((activity) => activity.object?.id === written.id);
    expect(await stream(reader)).toBe(true);
    expect(await stream(outsider)).toBe(false);

    // Unpublishing hides it again, and its activity with it.
    const unpublished = await editor.post(`/blogs/${channel.id}/articles/${written.id}/unpublish`);
    expect(unpublished.json()).toMatchObject({ state: 'draft', activity_id: null });
    expect((await reader.get(`/blogs/${channel.id}/articles/${written.id}`)).statusCode).toBe(404);
    expect(await stream(reader)).toBe(false);
  });

  it('keeps a scheduled article from readers until its time, then announces it', async () => {
    const channel = await groupChannel();
    const later = await draft(editor, channel.id, { title: 'Next week' });
    const soon = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const scheduled = await publish(editor, channel.id, later.id, { published_at: soon });
    expect(scheduled.json()).toMatchObject({ state: 'scheduled', activity_id: null });
    expect(titles((await articlesOf(reader, channel.slug)).body)).toEqual([]);
    expect(titles((await articlesOf(editor, channel.slug)).body)).toEqual(['Next week']);
    expect((await reader.get(`/blogs/${channel.id}/articles/${later.id}`)).statusCode).toBe(404);
    await indexForSearch(t.ctx, 'articles');
    expect(await hits(reader, 'week')).toEqual([]);
    expect(await hits(editor, 'week')).toEqual(['Next week']);
    // A job is queued for that instant; when it has come (moved here), the job announces the article.
    const [job] = await t.ctx.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.type, 'blogs.went_live'), eq(jobs.status, 'queued')));
    expect(job?.runAt.toISOString()).toBe(soon);
    const past = new Date(Date.now() - 1000);
    await t.ctx.db.update(articles).set({ publishedAt: past }).where(eq(articles.id, later.id));
    await t.ctx.db
      .update(jobs)
      .set({ runAt: past })
      .where(eq(jobs.id, job?.id ?? ''));
    await t.ctx.jobs.drain();
    const live = (await editor.get(`/blogs/${channel.id}/articles/${later.id}`)).json();
    expect(live).toMatchObject({ state: 'published', activity_id: expect.any(String) });
    expect(titles((await articlesOf(reader, channel.slug)).body)).toEqual(['Next week']);
    expect(await hits(reader, 'week')).toEqual(['Next week']);
  });

  it('lists newest published first, ten a page', async () => {
    const channel = await groupChannel();
    for (let n = 0; n < 11; n++) {
      const written = await draft(editor, channel.id, { title: `Article ${n}` });
      const at = new Date(Date.UTC(2025, 0, 1 + n)).toISOString();
      expect((await publish(editor, channel.id, written.id, { published_at: at })).statusCode).toBe(200);
    }
    const first = await articlesOf(reader, channel.slug);
    expect(first.body?.pagination).toEqual({ page: 1, per_page: 10, total: 11 });
    expect(titles(first.body).slice(0, 2)).toEqual(['Article 10', 'Article 9']);
    expect(titles((await articlesOf(reader, channel.slug, 2)).body)).toEqual(['Article 0']);
    expect((await reader.get(`/channels/${channel.slug}/blog/articles?page=0`)).statusCode).toBe(400);
  });

  it('sanitises the text, shifts h1 to h2, keeps named colours and our images only', async () => {
    const channel = await groupChannel();
    const headers = authHeaders(await signIn(t.app, editor.member.email));
    const image = await upload(
      t,
      headers,
      { filename: 'a.png', content: await pngBytes(40, 30) },
      { kind: 'images' },
    );
    const imageId = image.json().id as string;
    const written = await draft(editor, channel.id, {
      html_content: [
        '<h1 onclick="x()">Title</h1><script>alert(1)</script>',
        '<p><span data-color="red">red</span> <span data-color="evil" style="x">plain</span></p>',
        '<p><a href="javascript:alert(1)">bad</a> <a href="https://example.org">ext</a></p>',
        '<img src="https://tracker.example/x.png">',
        `<img src="/api/storage/files/${imageId}/get/a.png">`,
        '<table><tbody><tr><td colspan="2">cell</td></tr></tbody></table>',
      ].join(''),
      image_file_id: imageId,
    });
    expect(written.html_content).toBe(
      [
        '<h2>Title</h2>',
        '<p><span data-color="red">red</span> <span>plain</span></p>',
        '<p><a>bad</a> <a href="https://example.org" target="_blank" rel="noopener noreferrer nofollow">ext</a></p>',
        `<img src="/api/storage/files/${imageId}/get/a.png" />`,
        '<table><tbody><tr><td colspan="2">cell</td></tr></tbody></table>',
      ].join(''),
    );
    expect(written.image_url).toBe(`/api/storage/images/${imageId}/get/{size}`);
    // The image is the article's: its editors read it, readers only once it is live.
    const get = (who: GroupsClient) => who.get(`/api/storage/images/${imageId}/get/200x200`);
    expect((await get(editor)).statusCode).toBe(200);
    expect((await get(reader)).statusCode).toBe(404);
    await publish(editor, channel.id, written.id);
    expect((await get(reader)).statusCode).toBe(200);
    expect((await get(outsider)).statusCode).toBe(404);
  });

  it('refuses an empty title, another member’s upload and hostile values, writing nothing', async () => {
    const channel = await groupChannel();
    const empty = await editor.post(`/blogs/${channel.id}/articles`, { article: { title: '  ' } });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().error.fields).toEqual({ 'article.title': ['errors.blogs.title_empty'] });
    const headers = authHeaders(await signIn(t.app, reader.member.email));
    const foreign = await upload(
      t,
      headers,
      { filename: 'b.png', content: await pngBytes(10, 10) },
      { kind: 'images' },
    );
    const stolen = await editor.post(`/blogs/${channel.id}/articles`, {
      article: { title: 'Stolen', image_file_id: foreign.json().id },
    });
    expect(stolen.statusCode).toBe(422);
    expect(
      (await editor.post(`/blogs/${channel.id}/articles`, { article: { title: 'x'.repeat(201) } }))
        .statusCode,
    ).toBe(400);
    expect(
      (await editor.post(`/blogs/${channel.id}/articles`, { article: { title: 'A\u0000B' } })).statusCode,
    ).toBeLessThan(500);
    expect(
      (
        await editor.post(`/blogs/${channel.id}/articles/${'f'.repeat(24)}/publish`, {
          published_at: 'tomorrow',
        })
      ).statusCode,
    ).toBe(400);
    expect(
      titles((await articlesOf(editor, channel.slug)).body).filter((title) => title === 'Stolen'),
    ).toEqual([]);
    expect((await editor.get(`/blogs/${'x'.repeat(300)}`)).statusCode).toBe(400);
  });

  it("count their readers' views, without who viewed", async () => {
    const channel = await groupChannel();
    const written = await draft(editor, channel.id, { title: 'Counted' });
    const views = async () =>
      (
        await t.ctx.db
          .select({ value: statisticsDaily.value })
          .from(statisticsDaily)
          .where(and(eq(statisticsDaily.scope, 'network'), eq(statisticsDaily.metric, 'page_views')))
      ).reduce((sum, row) => sum + row.value, 0);
    const before = await views();
    // A draft's view by its editor is no reader's view.
    await editor.get(`/blogs/${channel.id}/articles/${written.id}`);
    expect(await views()).toBe(before);
    await publish(editor, channel.id, written.id);
    await reader.get(`/blogs/${channel.id}/articles/${written.id}`);
    await reader.get(`/blogs/${channel.id}/articles/${written.id}`);
    expect(await views()).toBe(before + 2);
  });

  it('are deleted by their publishers after which nobody finds them', async () => {
    const channel = await groupChannel();
    const written = await draft(editor, channel.id, { title: 'Short-lived' });
    await publish(editor, channel.id, written.id);
    expect((await reader.del(`/blogs/${channel.id}/articles/${written.id}`)).statusCode).toBe(403);
    expect((await editor.del(`/blogs/${channel.id}/articles/${written.id}`)).statusCode).toBe(204);
    expect((await editor.get(`/blogs/${channel.id}/articles/${written.id}`)).statusCode).toBe(404);
    expect((await editor.del(`/blogs/${channel.id}/articles/${written.id}`)).statusCode).toBe(404);
  });
});

async function hits(who: GroupsClient, q: string): Promise<string[]> {
  const response = await who.get(`/search.json?q=${encodeURIComponent(q)}&module=articles`);
  return (response.json().articles_query?.hits ?? []).map((hit: { title: string }) => hit.title);
}

describe('search', () => {
  it('finds live articles for the channel readers only, and follows the channel audience', async () => {
    const channel = await groupChannel();
    const written = await draft(editor, channel.id, { title: 'Lighthouse report', teaser: 'Beacons' });
    await publish(editor, channel.id, written.id);
    await t.ctx.jobs.drain();
    expect(await hits(reader, 'lighthouse')).toEqual(['Lighthouse report']);
    expect(await hits(outsider, 'lighthouse')).toEqual([]);
    // The channel becomes a draft: its articles leave its readers' search.
    expect((await editor.put(`/channels/${channel.slug}`, { channel: { status: 'draft' } })).statusCode).toBe(
      200,
    );
    await t.ctx.jobs.drain();
    expect(await hits(reader, 'lighthouse')).toEqual([]);
    expect(await hits(editor, 'lighthouse')).toEqual(['Lighthouse report']);
  });

  it('answers 404 everywhere while the network has no channels', async () => {
    const channel = await groupChannel();
    const restore = await setNetworkConfig(t.ctx, { channels_enabled: false });
    try {
      expect((await editor.get(`/blogs/${channel.id}`)).statusCode).toBe(404);
      expect((await articlesOf(editor, channel.slug)).status).toBe(404);
    } finally {
      await restore();
    }
  });
});
