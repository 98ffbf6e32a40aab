import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unreadActivities, unreadFeatures, unreadFolders, unreads } from '../../../contract/unreads.js';
import { createTestApp, signIn, type TestApp } from '../../test/app.js';
import { createMember } from '../../test/factories.js';
import {
  countUnreads,
  presentTotals,
  registerActivityUnreadCounter,
  registerUnreadCounter,
  unreadsChanged,
} from './service.js';

let t: TestApp;
let cookie: string;
let memberId: string;
const get = (url: string) => t.app.inject({ url, headers: { cookie } });

beforeAll(async () => {
  t = await createTestApp();
  const member = await createMember(t.database.db);
  memberId = member.id;
  cookie = await signIn(t.app, member.email);
});
afterAll(async () => {
  await t?.close();
});

describe('unread counters', () => {
  it('answers zeros while no module counts anything', async () => {
    expect(unreadFeatures.parse((await get('/unreads/features')).json())).toEqual({
      Activitystreams: 0,
      Calendars: 0,
      Messages: 0,
    });
    expect(unreads.parse((await get('/api/v1/unreads')).json())).toEqual({
      activitystreams: 0,
      appointments: 0,
      messages: 0,
      chat: 0,
      total: 0,
    });
    expect(unreadActivities.parse((await get('/unreads/activities')).json())).toEqual({
      streams: {},
      total: 0,
    });
    expect(unreadFolders.parse((await get('/unreads/folders')).json())).toEqual({});
  });

  it('adds up the counters modules register, per member', async () => {
    registerUnreadCounter('Messages', async (_db, id) => (id === memberId ? 3 : 0));
    registerUnreadCounter('Calendars', async () => 2);
    registerUnreadCounter('Chat', async () => 5);
    registerActivityUnreadCounter(async () => ({ all: 4, marketing: 1 }));
    expect(unreadFeatures.parse((await get('/unreads/features')).json())).toEqual({
      Activitystreams: 0,
      Calendars: 2,
      Messages: 3,
    });
    expect(unreads.parse((await get('/api/v1/unreads')).json())).toEqual({
      activitystreams: 0,
      appointments: 2,
      messages: 3,
      chat: 5,
      total: 10,
    });
    expect(presentTotals(await countUnreads(t.database.db, 'someone-else'))).toMatchObject({
      messages: 0,
      total: 7,
    });
    expect(unreadActivities.parse((await get('/unreads/activities')).json())).toEqual({
      streams: { all: 4, marketing: 1 },
      total: 5,
    });
  });

  it('serves counts from memory until a change for the member is announced', async () => {
    let unread = 1;
    registerUnreadCounter('Messages', async (_db, id) => (id === memberId ? unread : 0));
    expect((await get('/unreads/features')).json()).toMatchObject({ Messages: 1 });
    unread = 2;
    // Nothing announced: the poll is answered without counting again.
    expect((await get('/unreads/features')).json()).toMatchObject({ Messages: 1 });
    await unreadsChanged(t.ctx.bus, ['some-other-member']);
    expect((await get('/unreads/features')).json()).toMatchObject({ Messages: 1 });
    await unreadsChanged(t.ctx.bus, [memberId]);
    expect((await get('/unreads/features')).json()).toMatchObject({ Messages: 2 });
    unread = 0;
    await unreadsChanged(t.ctx.bus, 'all');
    expect((await get('/api/v1/unreads')).json()).toMatchObject({ messages: 0 });
  });
});
