import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelLayout, channelWidget, channelWidgetList } from '../../../contract/channel-widgets.js';
import { authHeaders, createTestApp, signIn, type TestApp } from '../../test/app.js';
import {
  addGroupMembership,
  createChannel,
  createChannelWidget,
  createGroup,
  setChannelLayout,
  setNetworkConfig,
} from '../../test/factories.js';
import { pngBytes, upload } from '../files/testing.js';
import { type GroupsClient, groupsClient } from '../groups/testing.js';

let t: TestApp;
let admin: GroupsClient;
let editor: GroupsClient;
let reader: GroupsClient;
let outsider: GroupsClient;
let site: http.Server;
let base: string;
let feedHits = 0;

const FEED = `<?xml version="1.0"?><rss version="2.0"><channel><title>Local news</title>
${Array.from({ length: 15 }, (_, i) => `<item><title>Story ${i + 1}</title><link>https://example.org/${i + 1}</link></item>`).join('')}
</channel></rss>`;

beforeAll(async () => {
  site = http.createServer((request, response) => {
    if (request.url === '/feed.xml') {
      feedHits += 1;
      response.writeHead(200, { 'content-type': 'application/rss+xml' });
      return response.end(FEED);
    }
    response.writeHead(404);
    return response.end();
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  t = await createTestApp({
    configOverrides: { crawler: { allowedHosts: ['127.0.0.1'], timeoutMs: 2_000, maxBytes: 64 * 1024 } },
  });
  [admin, editor, reader, outsider] = await Promise.all([
    groupsClient(t, { isNetworkAdmin: true }),
    groupsClient(t),
    groupsClient(t),
    groupsClient(t),
  ]);
});
afterAll(async () => {
  await t?.close();
  site.closeAllConnections();
  await new Promise((resolve) => site.close(resolve));
});

/** A published channel edited by `editor`, read by `reader` (through a group), not by `outsider`. */
async function newChannel(status: 'published' | 'draft' = 'published') {
  const group = await createGroup(t.ctx.db);
  await addGroupMembership(t.ctx.db, group.id, reader.member.id);
  return createChannel(t.ctx.db, {
    status,
    audience: [{ type: 'group', id: group.id }],
    editors: [{ type: 'member', id: editor.member.id }],
  });
}

const widgetsPath = (slug: string) => `/channels/${slug}/widgets`;
const text = (html = '<p>Hi</p>') => ({ type: 'text', title: 'Welcome', html_content: html });

describe('widgets', () => {
  it('lets editors create, show, update and delete widgets, answering them with their data', async () => {
    const channel = await newChannel();
    const created = await editor.post(widgetsPath(channel.slug), { ...text(), w: 2, label: 'New' });
    expect(created.statusCode).toBe(201);
    const widget = channelWidget.parse(created.json());
    expect(widget).toMatchObject({ type: 'text', title: 'Welcome', w: 2, label: 'New', status: 'ok' });
    expect(widget.html_content).toBe('<p>Hi</p>');

    const shown = await reader.get(`${widgetsPath(channel.slug)}/${widget.id}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().title).toBe('Welcome');

    const updated = await editor.put(`${widgetsPath(channel.slug)}/${widget.id}`, {
      title: 'Hello',
      hide_title: true,
      html_content: '<p>Changed</p>',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      title: 'Hello',
      hide_title: true,
      html_content: '<p>Changed</p>',
    });

    const list = channelWidgetList.parse((await reader.get(widgetsPath(channel.slug))).json());
    expect(list.widgets.map((entry) => entry.id)).toEqual([widget.id]);
    expect(list.can.update).toBe(false);
    expect(list.types).toEqual(expect.arrayContaining(['people', 'images', 'rss', 'navigation', 'text']));

    expect((await editor.del(`${widgetsPath(channel.slug)}/${widget.id}`)).statusCode).toBe(204);
    expect((await reader.get(`${widgetsPath(channel.slug)}/${widget.id}`)).statusCode).toBe(404);
  });

  it('sanitises the HTML of text widgets with the platform sanitiser', async () => {
    const channel = await newChannel();
    const created = await editor.post(
      widgetsPath(channel.slug),
      text('<p onclick="steal()">Safe <script>alert(1)</script><a href="javascript:x()">link</a></p>'),
    );
    expect(created.statusCode).toBe(201);
    const html = String(created.json().html_content);
    expect(html).toContain('Safe');
    expect(html).not.toMatch(/script|onclick|javascript:/);
  });

  it('refuses unknown types and fields outside the limits, writing nothing', async () => {
    const channel = await newChannel();
    const refuse = async (body: Record<string, unknown>, fields: Record<string, string[]>) => {
      const response = await editor.post(widgetsPath(channel.slug), body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json().error.fields).toEqual(fields);
    };
    await refuse({ type: 'weather' }, { type: ['errors.channel_widgets.unknown_type'] });
    await refuse({ type: 'rss', url: 'ftp://example.org/feed' }, { url: ['errors.validation.invalid_url'] });
    await refuse({ type: 'link', url: 'javascript:alert(1)' }, { url: ['errors.validation.invalid_url'] });
    await refuse(
      { type: 'images', image_file_ids: [] },
      { image_file_ids: ['errors.channel_widgets.images_required'] },
    );
    await refuse(
      { type: 'people', member_ids: Array.from({ length: 61 }, () => reader.member.id) },
      { member_ids: ['errors.channel_widgets.too_many_items'] },
    );
    const item = { title: 'Intranet', url: 'https://example.org' };
    await refuse(
      {
        type: 'navigation',
        navigation_type: 'grid',
        navigation_items: Array.from({ length: 25 }, () => item),
      },
      { navigation_items: ['errors.channel_widgets.too_many_items'] },
    );
    await refuse(
      { type: 'navigation', navigation_type: 'tiles', navigation_items: [item] },
      { navigation_type: ['errors.validation.invalid_choice'] },
    );
    await refuse(
      { type: 'navigation', navigation_items: [{ title: 'Other', type: 'widget', widget: '0'.repeat(24) }] },
      { 'navigation_items.0.widget': ['errors.channel_widgets.unknown_widget'] },
    );
    await refuse(
      { type: 'banner', banner_background_color: 'red' },
      { banner_background_color: ['errors.channel_widgets.invalid_color'] },
    );
    await refuse(
      { type: 'spotlight', articles: [] },
      { articles: ['errors.channel_widgets.items_required'] },
    );
    await refuse({ type: 'appointments', count: 31 }, { count: ['errors.validation.too_large'] });
    const wide = await editor.post(widgetsPath(channel.slug), { ...text(), w: 4 });
    expect(wide.statusCode).toBe(400);
    const list = channelWidgetList.parse((await editor.get(widgetsPath(channel.slug))).json());
    expect(list.widgets).toEqual([]);
  });

  it('keeps navigation items, their kinds and links to widgets of the channel', async () => {
    const channel = await newChannel();
    const target = await createChannelWidget(t.ctx.db, channel.id);
    const created = await editor.post(widgetsPath(channel.slug), {
      type: 'navigation',
      navigation_type: 'grid',
      navigation_items: [
        { title: 'Handbook', url: 'https://example.org/handbook', new_window: true, icon: 'book' },
        { title: 'Gallery', type: 'widget', widget: target.id, background_override: '#112233' },
      ],
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().navigation_items).toMatchObject([
      { type: 'url', new_window: true, icon: 'book' },
      { type: 'widget', widget: target.id, background_override: '#112233', text_override: null },
    ]);
  });

  it('publishes uploads as the pictures of images and banner widgets, served to readers only', async () => {
    const channel = await newChannel();
    const headers = authHeaders(await signIn(t.app, editor.member.email));
    const uploadImage = async () =>
      (
        await upload(
          t,
          headers,
          { filename: 'photo.png', content: await pngBytes(120, 80) },
          { kind: 'images' },
        )
      ).json().id as string;
    const [first, second] = [await uploadImage(), await uploadImage()];
    const created = await editor.post(widgetsPath(channel.slug), {
      type: 'images',
      title: 'Gallery',
      image_file_ids: [first, second],
    });
    expect(created.statusCode).toBe(201);
    const widget = channelWidget.parse(created.json());
    const images = (widget.data as { images: { id: string; thumbnail_url: string }[] }).images;
    expect(images.map((image) => image.id)).toEqual([first, second]);
    const url = images[0]?.thumbnail_url ?? '';
    expect((await reader.get(url)).statusCode).toBe(200);
    expect((await outsider.get(url)).statusCode).toBe(404);

    // Someone else's upload is refused; dropping a picture destroys it.
    const foreign = await editor.post(widgetsPath(channel.slug), { type: 'banner', image_file_id: first });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().error.fields).toEqual({ image_file_id: ['errors.attachments.not_own_upload'] });
    const kept = await editor.put(`${widgetsPath(channel.slug)}/${widget.id}`, { image_file_ids: [second] });
    expect(kept.statusCode).toBe(200);
    expect((await reader.get(url)).statusCode).toBe(404);
  });

  it("keeps a link widget's own picture (override_image) as its file, replaced and destroyed with it", async () => {
    const channel = await newChannel();
    const headers = authHeaders(await signIn(t.app, editor.member.email));
    const uploadImage = async () =>
      (
        await upload(
          t,
          headers,
          { filename: 'own.png', content: await pngBytes(120, 80) },
          { kind: 'images' },
        )
      ).json().id as string;
    const own = await uploadImage();
    const link = { type: 'link', url: 'https://example.org/page', override_image_file_id: own };
    const created = await editor.post(widgetsPath(channel.slug), link);
    expect(created.statusCode).toBe(201);
    const widget = channelWidget.parse(created.json());
    expect(widget.override_image_file_id).toBe(own);
    const image = (widget.data as { override_image: { id: string; url: string } | null }).override_image;
    expect(image?.id).toBe(own);
    expect((await reader.get(image?.url ?? '')).statusCode).toBe(200);
    expect((await outsider.get(image?.url ?? '')).statusCode).toBe(404);

    // Another widget cannot take it; replacing it destroys the old picture.
    const taken = await editor.post(widgetsPath(channel.slug), link);
    expect(taken.statusCode).toBe(422);
    expect(Object.keys(taken.json().error.fields)).toEqual(['override_image_file_id']);
    const replaced = await editor.put(`${widgetsPath(channel.slug)}/${widget.id}`, {
      url: link.url,
      override_image_file_id: await uploadImage(),
    });
    expect(replaced.statusCode).toBe(200);
    expect((await reader.get(image?.url ?? '')).statusCode).toBe(404);
  });

  it('shows people the viewer may see, in the chosen order', async () => {
    const channel = await newChannel();
    const created = await editor.post(widgetsPath(channel.slug), {
      type: 'people',
      member_ids: [outsider.member.id, editor.member.id],
    });
    expect(created.statusCode).toBe(201);
    const memberships = (created.json().data as { memberships: { id: string }[] }).memberships;
    expect(memberships.map((member) => member.id)).toEqual([outsider.member.id, editor.member.id]);
  });

  it('gives link widgets a secure embed only for known players', async () => {
    const channel = await newChannel();
    const video = await editor.post(widgetsPath(channel.slug), {
      type: 'link',
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    });
    expect(video.statusCode).toBe(201);
    expect(video.json().data.link.secure_embed_service_url).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    const page = await editor.post(widgetsPath(channel.slug), {
      type: 'link',
      url: 'https://example.org/x#top',
    });
    expect(page.json()).toMatchObject({ url: 'https://example.org/x', open_in_new_window: true });
    expect(page.json().data.link.secure_embed_service_url).toBeNull();
  });

  it('reads RSS through the safe fetch, keeps it cached, and refuses private addresses', async () => {
    const channel = await newChannel();
    const created = await editor.post(widgetsPath(channel.slug), { type: 'rss', url: `${base}/feed.xml` });
    expect(created.statusCode).toBe(201);
    const data = created.json().data as {
      rss_data: { title: string; items: { url: string; title: string }[] };
    };
    expect(data.rss_data.title).toBe('Local news');
    // At most 4 per column of the widest place (3 columns).
    expect(data.rss_data.items).toHaveLength(12);
    expect(data.rss_data.items[0]).toEqual({ title: 'Story 1', url: 'https://example.org/1' });
    const hits = feedHits;
    await reader.get(widgetsPath(channel.slug));
    expect(feedHits).toBe(hits);

    const privateFeed = await editor.post(widgetsPath(channel.slug), {
      type: 'rss',
      url: 'http://10.0.0.1/feed.xml',
    });
    expect(privateFeed.statusCode).toBe(201);
    expect(privateFeed.json()).toMatchObject({ status: 'error', data: null });
    const missing = await editor.post(widgetsPath(channel.slug), { type: 'rss', url: `${base}/missing.xml` });
    expect(missing.json().status).toBe('error');
  });
});

describe('layout', () => {
  it('stores rows of the four kinds and answers them to readers', async () => {
    const channel = await newChannel();
    const [a, b, c, d] = await Promise.all([1, 2, 3, 4].map(() => createChannelWidget(t.ctx.db, channel.id)));
    const rows = [
      { type: 'full', widgets: [a?.id] },
      { type: 'half-1-2', widgets: [b?.id, c?.id] },
      { type: 'third', widgets: [d?.id] },
      { type: 'half-2-1', widgets: [] },
    ];
    const saved = await editor.put(`/channels/${channel.slug}/layout`, { rows });
    expect(saved.statusCode).toBe(200);
    const shown = channelLayout.parse((await reader.get(`/channels/${channel.slug}/layout`)).json());
    expect(shown.rows).toEqual(rows);
    expect(shown.can.update).toBe(false);

    // Deleting a widget takes it out of the layout.
    await editor.del(`${widgetsPath(channel.slug)}/${b?.id}`);
    const after = channelLayout.parse((await editor.get(`/channels/${channel.slug}/layout`)).json());
    expect(after.rows[1]?.widgets).toEqual([c?.id]);
    expect(after.can.update).toBe(true);
  });

  it('refuses unknown widgets, too many columns and a widget twice, writing nothing', async () => {
    const channel = await newChannel();
    const other = await newChannel();
    const [a, b] = await Promise.all([1, 2].map(() => createChannelWidget(t.ctx.db, channel.id)));
    const foreign = await createChannelWidget(t.ctx.db, other.id);
    await setChannelLayout(t.ctx.db, channel.id, [{ type: 'full', widgets: [] }]);
    const response = await editor.put(`/channels/${channel.slug}/layout`, {
      rows: [
        { type: 'full', widgets: [a?.id, b?.id] },
        { type: 'third', widgets: [foreign.id, 'nonsense'] },
        { type: 'half-2-1', widgets: [a?.id] },
      ],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.fields).toEqual({
      'rows.0.widgets': ['errors.channel_widgets.too_many_columns'],
      'rows.1.widgets.0': ['errors.channel_widgets.unknown_widget'],
      'rows.1.widgets.1': ['errors.channel_widgets.unknown_widget'],
      'rows.2.widgets.0': ['errors.channel_widgets.widget_twice'],
    });
    const shown = channelLayout.parse((await editor.get(`/channels/${channel.slug}/layout`)).json());
    expect(shown.rows).toEqual([{ type: 'full', widgets: [] }]);
    const badKind = await editor.put(`/channels/${channel.slug}/layout`, {
      rows: [{ type: 'quarter', widgets: [] }],
    });
    expect(badKind.statusCode).toBe(400);
  });
});

describe('rights', () => {
  it('answers outsiders 404 everywhere, readers 403 on writes, and hides a draft from readers', async () => {
    const channel = await newChannel();
    const widget = await createChannelWidget(t.ctx.db, channel.id);
    const paths = [
      `/channels/${channel.slug}/layout`,
      widgetsPath(channel.slug),
      `${widgetsPath(channel.slug)}/${widget.id}`,
    ];
    for (const path of paths) {
      expect((await outsider.get(path)).statusCode, path).toBe(404);
      expect((await reader.get(path)).statusCode, path).toBe(200);
      expect((await admin.get(path)).statusCode, path).toBe(200);
    }
    expect((await outsider.post(widgetsPath(channel.slug), text())).statusCode).toBe(404);
    expect((await outsider.put(`/channels/${channel.slug}/layout`, { rows: [] })).statusCode).toBe(404);
    expect((await outsider.del(`${widgetsPath(channel.slug)}/${widget.id}`)).statusCode).toBe(404);
    expect((await reader.post(widgetsPath(channel.slug), text())).statusCode).toBe(403);
    expect((await reader.put(`/channels/${channel.slug}/layout`, { rows: [] })).statusCode).toBe(403);
    expect((await reader.put(`${widgetsPath(channel.slug)}/${widget.id}`, { title: 'x' })).statusCode).toBe(
      403,
    );
    expect((await reader.del(`${widgetsPath(channel.slug)}/${widget.id}`)).statusCode).toBe(403);
    expect((await admin.post(widgetsPath(channel.slug), text())).statusCode).toBe(201);

    // A widget of another channel is not found through this one.
    const other = await newChannel();
    expect((await editor.get(`${widgetsPath(other.slug)}/${widget.id}`)).statusCode).toBe(404);

    const draft = await newChannel('draft');
    expect((await reader.get(widgetsPath(draft.slug))).statusCode).toBe(404);
    expect((await reader.get(`/channels/${draft.slug}/layout`)).statusCode).toBe(404);
    expect((await editor.get(widgetsPath(draft.slug))).statusCode).toBe(200);
  });

  it('answers 404 while the network has no channels', async () => {
    const channel = await newChannel();
    const restore = await setNetworkConfig(t.ctx, { channels_enabled: false });
    try {
      expect((await editor.get(widgetsPath(channel.slug))).statusCode).toBe(404);
      expect((await editor.get(`/channels/${channel.slug}/layout`)).statusCode).toBe(404);
    } finally {
      await restore();
    }
  });
});
