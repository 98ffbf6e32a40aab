import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_CLOSE } from '../../../contract/chat.js';
import { endSessions } from '../../platform/sessions/end-sessions.js';
import { hashToken, SESSION_COOKIE } from '../../platform/sessions/sessions.js';
import { sessions } from '../../platform/sessions/tables.js';
import { authHeaders, createTestApp, signIn, type TestApp } from '../../test/app.js';
import { createMember } from '../../test/factories.js';
import { ChatClient, fetchChatToken } from './testing.js';

let t: TestApp;
const clients: ChatClient[] = [];

async function open(cookie: string) {
  const client = await ChatClient.open(t, cookie);
  clients.push(client);
  return client;
}

const sessionIdOf = (cookie: string) => hashToken(cookie.replace(`${SESSION_COOKIE}=`, ''));
const me = async (cookie: string) =>
  (await t.app.inject({ url: '/api/v1/me', headers: authHeaders(cookie) })).statusCode;

beforeAll(async () => {
  // A short recheck, so that a session ended without its bus event is noticed within the test.
  t = await createTestApp({
    listen: true,
    configOverrides: { chat: { membershipRecheckMs: 60_000, sessionRecheckMs: 200 } },
  });
});

afterAll(async () => {
  for (const c of clients) c.close();
  await t?.close();
});

describe('chat tokens and sockets follow their session', () => {
  it('opens no socket with a token whose session signed out', async () => {
    const member = await createMember(t.database.db);
    const cookie = await signIn(t.app, member.email);
    const token = await fetchChatToken(t, cookie);
    await t.app.inject({ method: 'DELETE', url: '/users/sign_out', headers: authHeaders(cookie) });

    const client = await ChatClient.connect(t.baseUrl, token);
    clients.push(client);
    expect((await client.waitForClose()).code).toBe(CHAT_CLOSE.unauthorized);
  });

  it('endSessions ends the named sessions, or all but one, with their sockets', async () => {
    const member = await createMember(t.database.db);
    const [kept, other, third] = [
      await signIn(t.app, member.email),
      await signIn(t.app, member.email),
      await signIn(t.app, member.email),
    ];
    const keptSocket = await open(kept);
    const otherSocket = await open(other);
    const thirdSocket = await open(third);

    // A password change: every session but the one that made it.
    const ended = await endSessions(t.ctx, { memberId: member.id, except: sessionIdOf(kept) });
    expect(ended.sort()).toEqual([sessionIdOf(other), sessionIdOf(third)].sort());
    expect((await otherSocket.waitForClose()).code).toBe(CHAT_CLOSE.forbidden);
    expect((await thirdSocket.waitForClose()).code).toBe(CHAT_CLOSE.forbidden);
    expect(await me(other)).toBe(401);
    expect(await me(kept)).toBe(200);
    await expect(keptSocket.request('heartbeat', {})).resolves.toEqual({});

    await endSessions(t.ctx, { memberId: member.id, sessionIds: [sessionIdOf(kept)] });
    expect((await keptSocket.waitForClose()).code).toBe(CHAT_CLOSE.forbidden);
    expect(await me(kept)).toBe(401);
  });

  it('closes a socket whose session ended without any event, at the next recheck', async () => {
    const member = await createMember(t.database.db);
    const cookie = await signIn(t.app, member.email);
    const client = await open(cookie);
    // As if another instance had ended it and its bus event had been lost.
    await t.database.db.delete(sessions).where(eq(sessions.tokenHash, sessionIdOf(cookie)));
    expect((await client.waitForClose()).code).toBe(CHAT_CLOSE.forbidden);
  });
});
