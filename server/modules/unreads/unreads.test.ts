import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unreadActivities, unreadFeatures, unreadFolders, unreads } from '../../../contract/unreads.js';
import { defineModule } from '../../platform/modules/module.js';
import { createTestApp, signIn, type TestApp } from '../../test/app.js';
import { createMember } from '../../test/factories.js';
import { authModule } from '../auth/module.js';
import { unreadsModule } from './module.js';
import {
  activityUnreadCounters,
  countUnreads,
  presentTotals,
  unreadCounters,
  unreadsChanged,
} from './service.js';

let t: TestApp;
let cookie: string;
let memberId: string;
const get = (url: string) => t.app.inject({ url, headers: { cookie } });

/** What the stand-in counters answer; null means the feature has no counter yet. */
const counted = {
  messages: null as null | ((memberId: string) => number),
  calendars: null as null | number,
  chat: null as null | number,
  streams: null as null | Record<string, number>,
};
/** Counters as other modules add them in their module.ts, answering what the tests set above. */
const standIns = defineModule({
  name: 'stand-ins',
  setup(ctx) {
    ctx.extensions.add(unreadCounters, 'Messages', async (_db, id) => counted.messages?.(id) ?? 0);
    ctx.extensions.add(unreadCounters, 'Calendars', async () => counted.calendars ?? 0);
    ctx.extensions.add(unreadCounters, 'Chat', async () => counted.chat ?? 0);
    ctx.extensions.add(activityUnreadCounters, 'streams', async () => counted.streams ?? {});
  },
});

beforeAll(async () => {
  t = await createTestApp({ modules: [authModule, unreadsModule, standIns] });
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
    counted.messages = (id) => (id === memberId ? 3 : 0);
    counted.calendars = 2;
    counted.chat = 5;
    counted.streams = { all: 4, marketing: 1 };
    await unreadsChanged(t.ctx.bus, 'all');
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
    expect(presentTotals(await countUnreads(t.ctx, 'someone-else'))).toMatchObject({
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
    counted.messages = (id) => (id === memberId ? unread : 0);
    await unreadsChanged(t.ctx.bus, 'all');
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
