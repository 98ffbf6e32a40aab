import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { CHAT_CLOSE } from '../../../contract/chat.js';
import { auditEvents } from '../../platform/audit/tables.js';
import { sessions } from '../../platform/sessions/tables.js';
import { createTestApp, originHeaders, type TestApp } from '../../test/app.js';
import { createMember, createTotpFactor, setNetworkSettings, TEST_PASSWORD } from '../../test/factories.js';
import { ChatClient } from '../chat/testing.js';

const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0';
const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ listen: true });
});
afterAll(() => t?.close());

// Each test signs in from an address of its own: sign-in routes count requests per client.
let clientNumber = 0;
let remoteAddress = '10.20.0.1';
beforeEach(() => {
  clientNumber += 1;
  remoteAddress = `10.20.${clientNumber}.1`;
});

const cookieOf = (response: { cookies: { name: string; value: string }[] }, name: string) => {
  const cookie = response.cookies.find((c) => c.name === name && c.value);
  return cookie ? `${cookie.name}=${cookie.value}` : null;
};

/** A sign-in from a browser: its user agent and, when it has one, its browser cookie. */
async function signInFrom(email: string, userAgent = FIREFOX_WINDOWS, browserCookie?: string | null) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/users/sign_in',
    headers: {
      ...originHeaders,
      'user-agent': userAgent,
      ...(browserCookie ? { cookie: browserCookie } : {}),
    },
    remoteAddress,
    payload: { user: { email, password: TEST_PASSWORD } },
  });
  const session = cookieOf(response, 'intranet_session');
  if (!session) throw new Error(`no session: ${response.statusCode} ${response.body}`);
  return { session, browser: cookieOf(response, 'intranet_browser') };
}

const call = (method: 'GET' | 'DELETE', url: string, cookie: string | null) =>
  t.app.inject({
    method,
    url,
    headers: { ...originHeaders, accept: 'application/json', ...(cookie ? { cookie } : {}) },
    remoteAddress,
  });

type Entry = { id: string; current: boolean; browser: string | null; device: string | null; ip: string };
const listOf = async (cookie: string) =>
  (await call('GET', '/api/v1/users/sessions', cookie)).json().entries as Entry[];

const auditOf = (type: 'SessionsEnd', memberId: string) =>
  t.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.type, type), eq(auditEvents.membershipId, memberId)));

describe('the member’s sessions', () => {
  it('lists the live sessions with browser, device, IP and this one marked', async () => {
    const member = await createMember(t.database.db);
    const a = await signInFrom(member.email, FIREFOX_WINDOWS);
    await signInFrom(member.email, CHROME_ANDROID);
    const entries = await listOf(a.session);
    expect(entries).toHaveLength(2);
    expect(entries.find((entry) => entry.current)).toMatchObject({
      browser: 'Firefox',
      device: 'Windows',
      ip: remoteAddress,
    });
    expect(entries.find((entry) => !entry.current)).toMatchObject({ browser: 'Chrome', device: 'Android' });
    // The list hands out neither tokens nor the stored hashes.
    const hashes = (await t.database.db.select().from(sessions).where(eq(sessions.memberId, member.id))).map(
      (row) => row.tokenHash,
    );
    for (const entry of entries) expect(hashes).not.toContain(entry.id);
  });

  it('ends another session at once, its chat socket too; this one only by signing out', async () => {
    const member = await createMember(t.database.db);
    const a = await signInFrom(member.email, FIREFOX_WINDOWS);
    const b = await signInFrom(member.email, CHROME_ANDROID);
    const socket = await ChatClient.open(t, b.session);
    onTestFinished(() => socket.close());
    const entries = await listOf(a.session);
    const other = entries.find((entry) => !entry.current) as Entry;
    const current = entries.find((entry) => entry.current) as Entry;

    expect((await call('DELETE', `/api/v1/users/sessions/${current.id}`, a.session)).statusCode).toBe(422);
    expect((await call('DELETE', `/api/v1/users/sessions/${other.id}`, a.session)).statusCode).toBe(204);
    expect((await socket.waitForClose()).code).toBe(CHAT_CLOSE.forbidden);
    expect((await call('GET', '/api/v1/me', b.session)).statusCode).toBe(401);
    expect((await call('GET', '/api/v1/me', a.session)).statusCode).toBe(200);
    expect(await auditOf('SessionsEnd', member.id)).toMatchObject([{ details: { scope: 'one', count: 1 } }]);
  });

  it('answers 404 for a session of someone else or an unknown one, 400 for a malformed id', async () => {
    const member = await createMember(t.database.db);
    const stranger = await createMember(t.database.db);
    const mine = await signInFrom(member.email);
    const theirs = await signInFrom(stranger.email);
    const [theirEntry] = await listOf(theirs.session);
    const response = await call('DELETE', `/api/v1/users/sessions/${theirEntry?.id}`, mine.session);
    expect(response.statusCode).toBe(404);
    expect((await call('GET', '/api/v1/me', theirs.session)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/v1/users/sessions/${'0'.repeat(32)}`, mine.session)).statusCode).toBe(
      404,
    );
    for (const bad of ['x', '%00', 'A'.repeat(32), '1'.repeat(300)]) {
      expect((await call('DELETE', `/api/v1/users/sessions/${bad}`, mine.session)).statusCode).toBe(400);
    }
  });

  it('ends all other sessions and keeps this one', async () => {
    const member = await createMember(t.database.db);
    const a = await signInFrom(member.email);
    const b = await signInFrom(member.email, CHROME_ANDROID);
    const c = await signInFrom(member.email);
    const response = await call('DELETE', '/api/v1/users/sessions', a.session);
    expect(response.json()).toEqual({ ended: 2 });
    expect((await call('GET', '/api/v1/me', b.session)).statusCode).toBe(401);
    expect((await call('GET', '/api/v1/me', c.session)).statusCode).toBe(401);
    expect(await listOf(a.session)).toHaveLength(1);
  });

  it('is out of reach without a session and for a half-done sign-in', async () => {
    expect((await call('GET', '/api/v1/users/sessions', null)).statusCode).toBe(401);
    onTestFinished(await setNetworkSettings(t.ctx, { two_factor: 'enabled' }));
    const member = await createMember(t.database.db);
    await createTotpFactor(t.ctx, member.id);
    const response = await t.app.inject({
      method: 'POST',
      url: '/users/sign_in',
      headers: originHeaders,
      remoteAddress,
      payload: { user: { email: member.email, password: TEST_PASSWORD } },
    });
    const pending = cookieOf(response, 'intranet_two_factor');
    expect(pending).not.toBeNull();
    expect(cookieOf(response, 'intranet_session')).toBeNull();
    expect((await call('GET', '/api/v1/users/sessions', pending)).statusCode).toBe(401);
    expect((await call('DELETE', '/api/v1/users/sessions', pending)).statusCode).toBe(401);
  });
});

describe('an administrator ends a member’s sessions', () => {
  it('signs the member out everywhere; others may not; unknown members answer 404', async () => {
    const admin = await createMember(t.database.db, { isNetworkAdmin: true });
    const member = await createMember(t.database.db);
    const adminSession = (await signInFrom(admin.email)).session;
    const first = await signInFrom(member.email);
    const second = await signInFrom(member.email, CHROME_ANDROID);
    const socket = await ChatClient.open(t, second.session);
    onTestFinished(() => socket.close());

    // The member page tells the administration page what it may offer.
    const shown = await call('GET', `/api/v1/administration/members/${member.id}`, adminSession);
    expect(shown.json().can).toMatchObject({ end_sessions: true, reset_factors: false });
    onTestFinished(await setNetworkSettings(t.ctx, { two_factor: 'enabled' }));
    const enabled = await call('GET', `/api/v1/administration/members/${member.id}`, adminSession);
    expect(enabled.json().can).toMatchObject({ end_sessions: true, reset_factors: true });

    const refused = await call('DELETE', `/administration/members/${admin.id}/sessions`, first.session);
    expect(refused.statusCode).toBe(403);
    expect((await call('GET', '/api/v1/me', adminSession)).statusCode).toBe(200);

    const ended = await call('DELETE', `/administration/members/${member.id}/sessions`, adminSession);
    expect(ended.json()).toEqual({ ended: 2 });
    expect((await socket.waitForClose()).code).toBe(CHAT_CLOSE.forbidden);
    expect((await call('GET', '/api/v1/me', first.session)).statusCode).toBe(401);
    expect(await auditOf('SessionsEnd', member.id)).toMatchObject([
      { actorId: admin.id, details: { scope: 'all', count: 2 } },
    ]);
    const unknown = await call('DELETE', `/administration/members/${'a'.repeat(24)}/sessions`, adminSession);
    expect(unknown.statusCode).toBe(404);
  });
});

describe('a sign-in from a new browser', () => {
  it('mails the member, in their language, unless the browser signed in before', async () => {
    const member = await createMember(t.database.db, { locale: 'de' });
    const subject = '[Test Network] Neue Anmeldung bei Ihrem Konto';
    const mailsTo = () => t.mails.filter((mail) => mail.to === member.email && mail.subject === subject);

    // The first sign-in ever has nothing to compare with.
    const first = await signInFrom(member.email, FIREFOX_WINDOWS);
    expect(first.browser).not.toBeNull();
    await t.ctx.jobs.drain();
    expect(mailsTo()).toHaveLength(0);

    // The same browser again: known.
    await signInFrom(member.email, FIREFOX_WINDOWS, first.browser);
    await t.ctx.jobs.drain();
    expect(mailsTo()).toHaveLength(0);

    // Another browser.
    await signInFrom(member.email, CHROME_ANDROID);
    await t.ctx.jobs.drain();
    expect(mailsTo()).toHaveLength(1);
    expect(mailsTo()[0]?.text).toContain('Chrome, Android');
    expect(mailsTo()[0]?.text).toContain(remoteAddress);
    expect(mailsTo()[0]?.text).toContain('/users/edit');
  });
});
