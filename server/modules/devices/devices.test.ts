import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { device, deviceList, deviceSettings } from '../../../contract/devices.js';
import { createTestApp, originHeaders, signIn, type TestApp } from '../../test/app.js';
import { createMember } from '../../test/factories.js';
import { testSubscriber } from './testing.js';

let t: TestApp;
let adaCookie: string;
let benCookie: string;
const SERVICE = 'https://fcm.googleapis.com';
let count = 0;

beforeAll(async () => {
  t = await createTestApp();
  const ada = await createMember(t.database.db);
  const ben = await createMember(t.database.db);
  adaCookie = await signIn(t.app, ada.email);
  benCookie = await signIn(t.app, ben.email);
});
afterAll(async () => {
  await t?.close();
});

const subscription = (endpoint = `${SERVICE}/fcm/send/device-${++count}`) => ({
  endpoint,
  expirationTime: null,
  keys: testSubscriber().keys,
});
const register = (cookie: string, body: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/devices',
    headers: { cookie, ...originHeaders },
    payload: body,
  });
const list = async (cookie: string) =>
  deviceList.parse((await t.app.inject({ url: '/api/v1/devices', headers: { cookie } })).json()).devices;
const settingsOf = (cookie: string, id: string) =>
  t.app.inject({ url: `/api/v1/devices/${id}/settings`, headers: { cookie } });
const saveSettings = (cookie: string, id: string, notifications: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/devices/${id}/settings`,
    headers: { cookie, ...originHeaders },
    payload: { notifications },
  });

describe('devices', () => {
  it('registers a browser for its member only, and forgets it on delete', async () => {
    const created = await register(adaCookie, { subscription: subscription(), name: 'Firefox on Linux' });
    expect(created.statusCode).toBe(201);
    const registered = device.parse(created.json());
    expect(registered).toMatchObject({
      name: 'Firefox on Linux',
      push_service: SERVICE,
      last_pushed_at: null,
    });
    expect(Object.values(registered.settings.notifications).every(Boolean)).toBe(true);
    expect(registered.settings.notifications).toHaveProperty('messages', true);

    expect((await list(adaCookie)).map((entry) => entry.id)).toContain(registered.id);
    expect(await list(benCookie)).toEqual([]);
    // For Ben the device does not exist, in every route.
    expect((await settingsOf(benCookie, registered.id)).statusCode).toBe(404);
    expect((await saveSettings(benCookie, registered.id, { messages: false })).statusCode).toBe(404);
    const benDeletes = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/devices/${registered.id}`,
      headers: { cookie: benCookie, ...originHeaders },
    });
    expect(benDeletes.statusCode).toBe(404);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/devices/${registered.id}`,
      headers: { cookie: adaCookie, ...originHeaders },
    });
    expect(deleted.statusCode).toBe(204);
    expect((await settingsOf(adaCookie, registered.id)).statusCode).toBe(404);
    expect((await list(adaCookie)).map((entry) => entry.id)).not.toContain(registered.id);
  });

  it('keeps one device per browser: registering again updates it, another member takes it over', async () => {
    const sub = subscription();
    const first = device.parse((await register(adaCookie, { subscription: sub })).json());
    await saveSettings(adaCookie, first.id, { messages: false });
    const again = device.parse(
      (await register(adaCookie, { subscription: { ...sub, keys: testSubscriber().keys } })).json(),
    );
    expect(again.id).toBe(first.id);
    expect(again.settings.notifications.messages).toBe(false);

    const taken = device.parse((await register(benCookie, { subscription: sub })).json());
    expect(taken.id).not.toBe(first.id);
    expect(taken.settings.notifications.messages).toBe(true);
    expect((await settingsOf(adaCookie, first.id)).statusCode).toBe(404);
  });

  it('refuses endpoints outside the push services and malformed keys with field errors', async () => {
    const before = (await list(adaCookie)).length;
    const bad = await register(adaCookie, {
      subscription: { endpoint: 'http://127.0.0.1:5432/', keys: { p256dh: 'abc', auth: 'x'.repeat(30) } },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.fields).toEqual({
      'subscription.endpoint': ['errors.devices.unknown_push_service'],
      'subscription.keys.p256dh': ['errors.devices.invalid_key'],
      'subscription.keys.auth': ['errors.devices.invalid_key'],
    });
    for (const endpoint of [
      'https://fcm.googleapis.com.evil.example/x',
      'https://user@fcm.googleapis.com/x',
      'nonsense',
    ]) {
      const refused = await register(adaCookie, { subscription: subscription(endpoint) });
      expect(refused.json().error.fields).toHaveProperty(['subscription.endpoint']);
    }
    const missing = await register(adaCookie, { subscription: { endpoint: `${SERVICE}/x` } });
    expect(missing.statusCode).toBe(400);
    expect(await list(adaCookie)).toHaveLength(before);
  });

  it('saves the groups a device is pushed, and refuses unknown groups', async () => {
    const { id } = device.parse((await register(adaCookie, { subscription: subscription() })).json());
    const saved = await saveSettings(adaCookie, id, { messages: false, calendars: false });
    expect(saved.statusCode).toBe(200);
    const settings = deviceSettings.parse((await settingsOf(adaCookie, id)).json());
    expect(settings.notifications).toMatchObject({ messages: false, calendars: false, activities: true });

    const unknown = await saveSettings(adaCookie, id, { nonsense: false, messages: true });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().error.fields).toEqual({
      'notifications.nonsense': ['errors.devices.unknown_notification_group'],
    });
    expect(deviceSettings.parse((await settingsOf(adaCookie, id)).json()).notifications.messages).toBe(false);
    expect((await settingsOf(adaCookie, 'not-an-id')).statusCode).toBe(404);
  });

  it('answers the VAPID public key to members only', async () => {
    const key = await t.app.inject({ url: '/api/v1/web_push/key', headers: { cookie: adaCookie } });
    expect(Buffer.from(key.json().public_key, 'base64url')).toHaveLength(65);
    expect((await t.app.inject({ url: '/api/v1/web_push/key' })).statusCode).toBe(401);
  });

  it('serves the installable app’s manifest and icons in the network’s name and colours, signed out', async () => {
    const manifest = await t.app.inject({ url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toContain('application/manifest+json');
    const body = manifest.json();
    expect(body).toMatchObject({ name: 'Test Network', start_url: '/', display: 'standalone' });
    expect(body.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    for (const icon of body.icons as { src: string; sizes: string }[]) {
      const image = await t.app.inject({ url: icon.src });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
      const side = Number(icon.sizes.split('x')[0]);
      // PNG: width and height at bytes 16 and 20 of the IHDR chunk.
      expect(image.rawPayload.readUInt32BE(16)).toBe(side);
      expect(image.rawPayload.readUInt32BE(20)).toBe(side);
    }
    expect((await t.app.inject({ url: '/api/v1/app_icons/64' })).statusCode).toBe(400);
  });
});
