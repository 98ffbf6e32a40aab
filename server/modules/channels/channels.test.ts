import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  channel as channelSchema,
  channelSections,
  directoryChannelPage,
} from '../../../contract/channels.js';
import { authHeaders, createTestApp, signIn, type TestApp } from '../../test/app.js';
import {
  addGroupMembership,
  createChannel,
  createGroup,
  indexForSearch,
  type Restore,
  setNetworkConfig,
  subscribeToChannel,
} from '../../test/factories.js';
import { pngBytes, upload } from '../files/testing.js';
import { type GroupsClient, groupsClient } from '../groups/testing.js';

let t: TestApp;
let admin: GroupsClient;
let editor: GroupsClient;
let member: GroupsClient;
let outsider: GroupsClient;
let guest: GroupsClient;

beforeAll(async () => {
  t = await createTestApp();
  [admin, editor, member, outsider, guest] = await Promise.all([
    groupsClient(t, { isNetworkAdmin: true }),
    groupsClient(t),
    groupsClient(t),
    groupsClient(t),
    groupsClient(t, { isExternal: true }),
  ]);
});
afterAll(async () => {
  await t?.close();
});

const show = async (who: GroupsClient, slug: string) => {
  const response = await who.get(`/channels/${slug}`);
  return {
    status: response.statusCode,
    body: response.statusCode === 200 ? channelSchema.parse(response.json()) : null,
  };
};
const sections = async (who: GroupsClient) => channelSections.parse((await who.get('/channels')).json());
const directory = async (who: GroupsClient, query = '') => {
  const response = await who.get(`/directory/channels.json${query}`);
  expect(response.statusCode).toBe(200);
  return directoryChannelPage.parse(response.json());
};
const slugsOf = (list: { slug: string }[]) => list.map((entry) => entry.slug);

describe('creating and editing channels', () => {
  it('lets those with can.create_channels create a draft, and nobody else', async () => {
    const created = await admin.post('/channels', {
      channel: { title: '  Company News ', description: 'What happens at Northwind.' },
    });
    expect(created.statusCode).toBe(201);
    const body = channelSchema.parse(created.json());
    expect(body).toMatchObject({
      slug: 'company-news',
      title: 'Company News',
      status: 'draft',
      subscribers_count: 0,
      content_hidden: false,
      i: { subscribed: false, favorited: false, can: { update: true } },
    });
    expect(body.editors).toEqual([{ type: 'member', id: admin.member.id, name: expect.any(String) }]);
    // A second channel of the same title gets the next free slug.
    const again = await admin.post('/channels', { channel: { title: 'Company news' } });
    expect(again.json().slug).toBe('company-news-2');

    const refused = await member.post('/channels', { channel: { title: 'Mine' } });
    expect(refused.statusCode).toBe(404);
  });

  it('refuses an empty title and audiences naming what does not exist, writing nothing', async () => {
    const empty = await admin.post('/channels', { channel: { title: '   ' } });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().error.fields).toEqual({ 'channel.title': ['errors.channels.title_empty'] });
    const unknown = await admin.post('/channels', {
      channel: { title: 'Ghost town', audience: [{ type: 'group', id: 'f'.repeat(24) }] },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().error.fields).toEqual({ 'channel.audience': ['errors.channels.audience_unknown'] });
    const role = await admin.post('/channels', {
      channel: { title: 'Ghost town', editors: [{ type: 'system_role', id: 'king' }] },
    });
    expect(role.json().error.fields).toEqual({ 'channel.editors': ['errors.channels.audience_unknown'] });
    expect((await directory(admin, '?q=ghost')).pagination.total).toBe(0);
    const bad = await admin.post('/channels', { channel: { title: 'x'.repeat(201) } });
    expect(bad.statusCode).toBe(400);
  });

  it('lets editors update and nobody else, and keeps an editor from locking themselves out', async () => {
    const row = await createChannel(t.ctx.db, {
      title: 'Engineering Blog',
      editors: [{ type: 'member', id: editor.member.id }],
    });
    expect((await show(editor, row.slug)).body?.i.can.update).toBe(true);
    expect((await show(member, row.slug)).body?.i.can.update).toBe(false);
    expect((await member.put(`/channels/${row.slug}`, { channel: { title: 'Taken over' } })).statusCode).toBe(
      404,
    );

    const changed = await editor.put(`/channels/${row.slug}`, {
      channel: { description: 'Releases and post-mortems.' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      title: 'Engineering Blog',
      description: 'Releases and post-mortems.',
    });

    const away = await editor.put(`/channels/${row.slug}`, { channel: { editors: [] } });
    expect(away.statusCode).toBe(422);
    expect(away.json().error.fields).toEqual({ 'channel.editors': ['errors.channels.editors_exclude_self'] });
    // A network administrator may always take over.
    expect((await admin.put(`/channels/${row.slug}`, { channel: { editors: [] } })).statusCode).toBe(200);
    expect((await show(editor, row.slug)).body?.i.can.update).toBe(false);
  });
});

describe('status and audience', () => {
  it('shows a draft or archived channel only as its status to those who may not update it', async () => {
    const row = await createChannel(t.ctx.db, {
      title: 'Draft Plans',
      description: 'Secret plans.',
      status: 'draft',
    });
    const seen = await show(member, row.slug);
    expect(seen.body).toMatchObject({ status: 'draft', content_hidden: true, description: '', image: null });
    expect((await show(admin, row.slug)).body).toMatchObject({
      content_hidden: false,
      description: 'Secret plans.',
    });
    // Not in lists, not subscribable, not found in the directory.
    expect((await member.post(`/channels/${row.slug}/subscribe`)).statusCode).toBe(404);
    expect(slugsOf((await directory(member)).entries)).not.toContain(row.slug);
    expect(slugsOf((await directory(admin)).entries)).toContain(row.slug);

    await admin.put(`/channels/${row.slug}`, { channel: { status: 'published' } });
    expect((await show(member, row.slug)).body).toMatchObject({
      content_hidden: false,
      description: 'Secret plans.',
    });
    await admin.put(`/channels/${row.slug}`, { channel: { status: 'archived' } });
    expect((await show(member, row.slug)).body).toMatchObject({ status: 'archived', content_hidden: true });
  });

  it('answers 404 everywhere to members outside the audience', async () => {
    const group = await createGroup(t.ctx.db, { access: 'hidden' });
    await addGroupMembership(t.ctx.db, group.id, member.member.id);
    const created = await admin.post('/channels', {
      channel: { title: 'Closed Circle', status: 'published', audience: [{ type: 'group', id: group.id }] },
    });
    expect(created.statusCode).toBe(201);
    const { slug } = created.json();
    expect((await show(member, slug)).status).toBe(200);
    expect((await show(outsider, slug)).status).toBe(404);
    expect((await outsider.post(`/channels/${slug}/subscribe`)).statusCode).toBe(404);
    expect((await outsider.post(`/channels/${slug}/favorite`)).statusCode).toBe(404);
    expect(slugsOf((await directory(outsider)).entries)).not.toContain(slug);
    expect(slugsOf((await directory(member)).entries)).toContain(slug);
    // Filtering by the group: its members find the channel; for others the group does not exist.
    expect(slugsOf((await directory(member, `?groupSlug=${group.slug}`)).entries)).toEqual([slug]);
    expect((await outsider.get(`/directory/channels.json?groupSlug=${group.slug}`)).statusCode).toBe(404);
    expect(slugsOf((await sections(outsider)).popular)).not.toContain(slug);
  });

  it('keeps guests out of channels for every network member', async () => {
    const row = await createChannel(t.ctx.db, { title: 'Staff Only' });
    expect((await show(guest, row.slug)).status).toBe(404);
    expect((await show(member, row.slug)).status).toBe(200);
    const forGuests = await createChannel(t.ctx.db, {
      title: 'Guests Welcome',
      audience: [{ type: 'member', id: guest.member.id }],
    });
    expect((await show(guest, forGuests.slug)).status).toBe(200);
  });
});

describe('subscriptions and favourites', () => {
  it('subscribes and unsubscribes with the count, and favourites only a subscription', async () => {
    const row = await createChannel(t.ctx.db, { title: 'Canteen' });
    expect((await member.post(`/channels/${row.slug}/favorite`)).statusCode).toBe(422);

    const subscribed = await member.post(`/channels/${row.slug}/subscribe`);
    expect(subscribed.statusCode).toBe(200);
    expect(subscribed.json()).toMatchObject({
      subscribers_count: 1,
      is_subscribed: true,
      i: { can: { favorite: true } },
    });
    expect((await member.post(`/channels/${row.slug}/subscribe`)).json().subscribers_count).toBe(1);
    expect((await outsider.post(`/channels/${row.slug}/subscribe`)).json().subscribers_count).toBe(2);

    expect((await member.post(`/channels/${row.slug}/favorite`)).json()).toEqual({ favorited: true });
    const mine = await sections(member);
    expect(mine.subscribed[0]).toMatchObject({ slug: row.slug, i: { subscribed: true, favorited: true } });

    const left = await member.post(`/channels/${row.slug}/unsubscribe`);
    expect(left.json()).toMatchObject({
      subscribers_count: 1,
      is_subscribed: false,
      i: { favorited: false },
    });
    expect((await member.post(`/channels/${row.slug}/unsubscribe`)).json().subscribers_count).toBe(1);
    expect(slugsOf((await sections(member)).subscribed)).not.toContain(row.slug);
    expect((await member.del(`/channels/${row.slug}/favorite`)).json()).toEqual({ favorited: false });
  });

  it('lists recent visits and popular channels', async () => {
    const visitor = await groupsClient(t);
    const quiet = await createChannel(t.ctx.db, { title: 'Quiet Corner' });
    const busy = await createChannel(t.ctx.db, { title: 'Busy Square' });
    await subscribeToChannel(t.ctx.db, busy.id, [
      admin.member.id,
      editor.member.id,
      outsider.member.id,
      member.member.id,
      guest.member.id,
    ]);
    await show(visitor, quiet.slug);
    await show(visitor, busy.slug);
    const listed = await sections(visitor);
    expect(slugsOf(listed.recent).slice(0, 2)).toEqual([busy.slug, quiet.slug]);
    expect(listed.popular[0]?.slug).toBe(busy.slug);
    expect(listed.can.create_channels).toBe(false);
    expect((await sections(admin)).can.create_channels).toBe(true);
  });
});

describe('directory and search', () => {
  it('pages, filters and sorts the channels directory', async () => {
    const zebra = await createChannel(t.ctx.db, { title: 'Zebra Crossing', description: 'Road safety' });
    await subscribeToChannel(t.ctx.db, zebra.id, [member.member.id]);
    expect(slugsOf((await directory(member, '?filter[glossary]=z')).entries)).toEqual([zebra.slug]);
    expect(slugsOf((await directory(member, '?q=road')).entries)).toEqual([zebra.slug]);
    expect(slugsOf((await directory(member, '?only_subscribed=true')).entries)).toContain(zebra.slug);
    expect(slugsOf((await directory(outsider, '?only_subscribed=true&q=zebra')).entries)).toEqual([]);
    const byTitle = await directory(member, '?sort_by=title,desc&per=1');
    expect(byTitle.entries[0]?.slug).toBe(zebra.slug);
    expect(byTitle.available_sorts).toContain('subscribers_count,desc');
    expect((await member.get('/directory/channels.json?sort_by=secret,asc')).statusCode).toBe(422);
    const overview = (await member.get('/api/v1/directory')).json();
    expect(overview.tabs.map((tab: { type: string }) => tab.type)).toContain('channels');
  });

  it('finds published channels for their audience and drafts for their editors only', async () => {
    const open = await createChannel(t.ctx.db, { title: 'Findable Lighthouse' });
    const draft = await createChannel(t.ctx.db, { title: 'Findable Draft', status: 'draft' });
    await indexForSearch(t.ctx, 'channels');
    const hits = async (who: GroupsClient) =>
      ((await who.get('/search.json?q=findable&module=channels')).json().channels_query?.hits ?? []).map(
        (hit: { title: string }) => hit.title,
      );
    expect(await hits(member)).toEqual([open.title]);
    expect((await hits(admin)).sort()).toEqual([draft.title, open.title].sort());
    expect(await hits(guest)).toEqual([]);
  });
});

describe('channel images', () => {
  it('attaches an own upload and serves it to those who see the content', async () => {
    const headers = authHeaders(await signIn(t.app, admin.member.email));
    const response = await upload(
      t,
      headers,
      { filename: 'news.png', content: await pngBytes(200, 100) },
      { kind: 'images' },
    );
    const fileId = response.json().id as string;
    const created = await admin.post('/channels', { channel: { title: 'Pictured', image_file_id: fileId } });
    expect(created.statusCode).toBe(201);
    const body = channelSchema.parse(created.json());
    expect(body.image?._id).toBe(fileId);
    const url = (body.image?.url ?? '').replace('{size}', '80x80');
    // A draft's image stays with its editors.
    expect((await member.get(url)).statusCode).toBe(404);
    expect((await admin.get(url)).statusCode).toBe(200);
    await admin.put(`/channels/${body.slug}`, { channel: { status: 'published' } });
    expect((await member.get(url)).statusCode).toBe(200);
    expect((await guest.get(url)).statusCode).toBe(404);

    const foreign = await admin.post('/channels', { channel: { title: 'Stolen', image_file_id: fileId } });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().error.fields).toEqual({
      'channel.image_file_id': ['errors.attachments.not_own_upload'],
    });
  });
});

describe('while the network has no channels', () => {
  let restore: Restore;
  beforeAll(async () => {
    restore = await setNetworkConfig(t.ctx, { channels_enabled: false });
  });
  afterAll(async () => restore?.());

  it('answers 404 on every channel route and drops the directory tab', async () => {
    const row = await createChannel(t.ctx.db, { title: 'Switched Off' });
    expect((await admin.get('/channels')).statusCode).toBe(404);
    expect((await admin.get(`/channels/${row.slug}`)).statusCode).toBe(404);
    expect((await admin.post('/channels', { channel: { title: 'New' } })).statusCode).toBe(404);
    expect((await admin.get('/directory/channels.json')).statusCode).toBe(404);
    const overview = (await admin.get('/api/v1/directory')).json();
    expect(overview.tabs.map((tab: { type: string }) => tab.type)).not.toContain('channels');
  });
});
