import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../test/app.js';
import { createMember } from '../../test/factories.js';
import type { Bus, BusHealth, BusResume } from '../bus/bus.js';
import { createMemoryBus } from '../bus/memory-bus.js';
import { members } from '../identity/tables.js';
import { createSessionCache } from './session-cache.js';
import { SESSION_COOKIE } from './sessions.js';
import { sessions } from './tables.js';

const tokenOf = (cookie: string) => cookie.replace(`${SESSION_COOKIE}=`, '');

describe('session cache', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers from memory once loaded, without the database', async () => {
    const member = await createMember(t.ctx.db);
    const cookie = await signIn(t.app, member.email);
    const first = await t.ctx.sessions.load(tokenOf(cookie));
    expect(first?.member.id).toBe(member.id);
    // Deleting the row behind the cache's back shows the second answer came from memory.
    await t.ctx.db.delete(sessions).where(eq(sessions.memberId, member.id));
    expect((await t.ctx.sessions.load(tokenOf(cookie)))?.member.id).toBe(member.id);
  });

  it('forgets a signed-out session at once', async () => {
    const member = await createMember(t.ctx.db);
    const cookie = await signIn(t.app, member.email);
    const headers = { cookie, accept: 'application/json', origin: 'http://localhost:3000' };
    expect((await t.app.inject({ url: '/api/v1/me', headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: '/users/sign_out', headers })).statusCode).toBe(204);
    expect((await t.app.inject({ url: '/api/v1/me', headers })).statusCode).toBe(401);
  });

  it('reloads a member after a change, and evictions reach other instances over the bus', async () => {
    const member = await createMember(t.ctx.db, { locale: 'en' });
    const cookie = await signIn(t.app, member.email);
    const bus = createMemoryBus(t.ctx.log);
    const instanceA = await createSessionCache(t.ctx.db, bus, t.ctx.log);
    const instanceB = await createSessionCache(t.ctx.db, bus, t.ctx.log);
    await instanceA.load(tokenOf(cookie));
    await instanceB.load(tokenOf(cookie));
    await t.ctx.db.update(members).set({ locale: 'de' }).where(eq(members.id, member.id));
    expect((await instanceB.load(tokenOf(cookie)))?.member.locale).toBe('en');
    await instanceA.evictMember(member.id);
    expect((await instanceB.load(tokenOf(cookie)))?.member.locale).toBe('de');
    await Promise.all([instanceA.close(), instanceB.close(), bus.close()]);
  });

  it('reads the database while the bus is degraded, and forgets everything when it resumes', async () => {
    const member = await createMember(t.ctx.db);
    const cookie = await signIn(t.app, member.email);
    // Redis stands behind the bus in production; here its health and resumption are ours to set.
    const inner = createMemoryBus(t.ctx.log);
    let health: BusHealth = 'ok';
    const resumed = new Set<(resume: BusResume) => void | Promise<void>>();
    const bus: Bus = {
      ...inner,
      health: () => health,
      onResume: (handler) => {
        resumed.add(handler);
        return () => void resumed.delete(handler);
      },
    };
    const cache = await createSessionCache(t.ctx.db, bus, t.ctx.log);
    const drop = () => t.ctx.db.delete(sessions).where(eq(sessions.memberId, member.id));

    expect((await cache.load(tokenOf(cookie)))?.member.id).toBe(member.id);
    health = 'degraded';
    await drop();
    // The eviction of another instance may be lost now: memory is not trusted.
    expect(await cache.load(tokenOf(cookie))).toBeNull();

    const again = await signIn(t.app, member.email);
    health = 'ok';
    expect((await cache.load(tokenOf(again)))?.member.id).toBe(member.id);
    await drop();
    expect((await cache.load(tokenOf(again)))?.member.id).toBe(member.id);
    for (const handler of resumed) await handler({ since: new Date() });
    expect(await cache.load(tokenOf(again))).toBeNull();
    await cache.close();
  });

  it('PATCH /api/v1/me takes effect on the next request', async () => {
    const member = await createMember(t.ctx.db, { locale: 'en' });
    const cookie = await signIn(t.app, member.email);
    const headers = { cookie, accept: 'application/json', origin: 'http://localhost:3000' };
    await t.app.inject({ url: '/api/v1/me', headers });
    const patch = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/me',
      headers,
      payload: { me: { locale: 'de' } },
    });
    expect(patch.statusCode).toBe(200);
    expect((await t.ctx.sessions.load(tokenOf(cookie)))?.member.locale).toBe('de');
  });
});
