import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../test/app.js';
import { createMember } from '../../test/factories.js';

// The unread counters are cached per member; every change of a member's inbox must reach them.
describe('unread messages in /unreads/features', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('rises when a message arrives and falls when it is read, deleted or marked unread again', async () => {
    const sender = await createMember(t.ctx.db);
    const recipient = await createMember(t.ctx.db);
    const senderCookie = await signIn(t.app, sender.email);
    const cookie = await signIn(t.app, recipient.email);
    const headers = { cookie, accept: 'application/json', origin: 'http://localhost:3000' };
    const unread = async () => (await t.app.inject({ url: '/unreads/features', headers })).json().Messages;
    const send = async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/messages',
        headers: { cookie: senderCookie, accept: 'application/json', origin: 'http://localhost:3000' },
        payload: { to: [recipient.id], subject: 'Hello', content: '<p>Hi</p>' },
      });
      expect(response.statusCode).toBe(201);
      return response.json().id as string;
    };

    expect(await unread()).toBe(0);
    const first = await send();
    expect(await unread()).toBe(1);
    const second = await send();
    expect(await unread()).toBe(2);
    await t.app.inject({ url: `/api/v1/messages/${first}`, headers });
    expect(await unread()).toBe(1);
    await t.app.inject({ method: 'DELETE', url: `/api/v1/messages/${first}/read`, headers });
    expect(await unread()).toBe(2);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/messages/read',
      headers,
      payload: { message_ids: [first] },
    });
    expect(await unread()).toBe(1);
    await t.app.inject({ method: 'DELETE', url: `/api/v1/messages/${second}`, headers });
    expect(await unread()).toBe(0);
  });
});
