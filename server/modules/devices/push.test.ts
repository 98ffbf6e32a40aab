import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { device, deviceList, pushPayload } from '../../../contract/devices.js';
import { jobs } from '../../platform/jobs/tables.js';
import { createTestApp, originHeaders, signIn, type TestApp } from '../../test/app.js';
import { createMember } from '../../test/factories.js';
import { markAllNotificationsRead } from '../notifications/service.js';
import { testPushService, testSubscriber } from './testing.js';

let t: TestApp;
let service: Awaited<ReturnType<typeof testPushService>>;
let ada: Awaited<ReturnType<typeof createMember>>;
let adaCookie: string;
let benCookie: string;
let count = 0;

beforeAll(async () => {
  service = await testPushService((path) =>
    path.startsWith('/gone') ? 410 : path.startsWith('/busy') ? 503 : 201,
  );
  t = await createTestApp({ configOverrides: { push: { services: [service.origin] } } });
  ada = await createMember(t.database.db, { firstName: 'Ada', lastName: 'Lovelace', locale: 'de' });
  const ben = await createMember(t.database.db, { firstName: 'Ben', lastName: 'Byron' });
  adaCookie = await signIn(t.app, ada.email);
  benCookie = await signIn(t.app, ben.email);
});
afterAll(async () => {
  await t?.close();
  await service?.close();
});

/** Ada's browser subscribes at the test push service. */
async function subscribe(path = `/push/${++count}`) {
  const subscriber = testSubscriber();
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/devices',
    headers: { cookie: adaCookie, ...originHeaders },
    payload: { subscription: { endpoint: `${service.origin}${path}`, keys: subscriber.keys } },
  });
  expect(response.statusCode).toBe(201);
  return { subscriber, path, id: device.parse(response.json()).id };
}

/** Ben writes to Ada; answers the pushes the service received for it (after the jobs ran). */
async function benWritesToAda(subject = `Hello ${++count}`, beforeJobs?: () => Promise<void>) {
  const already = service.received.length;
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/v1/messages',
    headers: { cookie: benCookie, ...originHeaders },
    payload: { to: [ada.id], subject, content: '<p>The secret body</p>' },
  });
  expect(sent.statusCode).toBe(201);
  await beforeJobs?.();
  await t.ctx.jobs.drain();
  return service.received.slice(already);
}

const removeDevice = (id: string) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/v1/devices/${id}`,
    headers: { cookie: adaCookie, ...originHeaders },
  });

describe('Web Push', () => {
  it('sends the notification encrypted to the subscription, in the recipient’s language, once', async () => {
    const { subscriber, path, id } = await subscribe();
    const pushes = await benWritesToAda('Quarterly report');
    expect(pushes).toHaveLength(1);
    const [push] = pushes;
    expect(push?.path).toBe(path);
    expect(push?.headers['content-encoding']).toBe('aes128gcm');
    expect(push?.headers.ttl).toBe(String(24 * 60 * 60));
    expect(push?.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
    const payload = pushPayload.parse(JSON.parse(subscriber.decrypt(push?.body ?? Buffer.alloc(0))));
    expect(payload.title).toBe('Test Network');
    expect(payload.body).toBe('Ben Byron hat Ihnen geschrieben: Quarterly report');
    expect(payload.url).toMatch(/^http:\/\/localhost:3000\/messages\//);
    expect(payload.body).not.toContain('secret body');
    expect(push?.headers.topic).toBe(payload.tag);

    // Running the jobs again sends nothing more.
    await t.ctx.jobs.drain();
    expect(service.received.filter((received) => received.path === path)).toHaveLength(1);
    await removeDevice(id);
  });

  it('pushes only the groups the device wants, and nothing the member read already', async () => {
    const { id } = await subscribe();
    const off = await t.app.inject({
      method: 'POST',
      url: `/api/v1/devices/${id}/settings`,
      headers: { cookie: adaCookie, ...originHeaders },
      payload: { notifications: { messages: false } },
    });
    expect(off.statusCode).toBe(200);
    expect(await benWritesToAda()).toHaveLength(0);

    await t.app.inject({
      method: 'POST',
      url: `/api/v1/devices/${id}/settings`,
      headers: { cookie: adaCookie, ...originHeaders },
      payload: { notifications: { messages: true } },
    });
    const read = await benWritesToAda(undefined, () => markAllNotificationsRead(t.database.db, ada.id));
    expect(read).toHaveLength(0);
    expect(await benWritesToAda()).toHaveLength(1);
    await removeDevice(id);
  });

  it('removes a device whose subscription the push service forgot', async () => {
    const { id } = await subscribe(`/gone/${++count}`);
    const pushes = await benWritesToAda();
    expect(pushes).toHaveLength(1);
    const devices = deviceList.parse(
      (await t.app.inject({ url: '/api/v1/devices', headers: { cookie: adaCookie } })).json(),
    ).devices;
    expect(devices.map((entry) => entry.id)).not.toContain(id);
  });

  it('tries again later when the push service is busy, keeping the device', async () => {
    const { id } = await subscribe(`/busy/${++count}`);
    expect(await benWritesToAda()).toHaveLength(1);
    const rows = await t.database.db.select().from(jobs).where(eq(jobs.type, 'devices.push'));
    const retry = rows.find((row) => row.payload.deviceId === id);
    expect(retry).toMatchObject({ status: 'queued', attempts: 1 });
    expect(retry?.runAt.getTime()).toBeGreaterThan(Date.now());
    const devices = deviceList.parse(
      (await t.app.inject({ url: '/api/v1/devices', headers: { cookie: adaCookie } })).json(),
    ).devices;
    expect(devices.map((entry) => entry.id)).toContain(id);
    await removeDevice(id);
  });

  it('keeps its VAPID keys across restarts', async () => {
    const keyOf = async (app: TestApp) =>
      (await app.app.inject({ url: '/api/v1/web_push/key', headers: { cookie: adaCookie } })).json()
        .public_key;
    const before = await keyOf(t);
    const restarted = await createTestApp({ sharedDatabase: t.database });
    try {
      expect(await keyOf(restarted)).toBe(before);
    } finally {
      await restarted.close();
    }
  });
});
