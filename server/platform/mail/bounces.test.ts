import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSessions } from '../../test/admin-session.js';
import { authHeaders, createTestApp, originHeaders, signIn, type TestApp } from '../../test/app.js';
import { createMember } from '../../test/factories.js';
import type { FinishedJob } from '../jobs/runner.js';
import { createSmtpSender } from './create-mail.js';

/**
 * Bounces through a real SMTP server: it refuses `gone-*` mailboxes for good (550) and `busy-*` ones
 * for now (450). Every RCPT TO it hears is kept, so a test sees which mails were even tried.
 */
const tried: string[] = [];
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onRcptTo(address, _session, callback) {
    tried.push(address.address);
    const refuse = (code: number, text: string) =>
      callback(Object.assign(new Error(text), { responseCode: code }));
    if (address.address.startsWith('gone-')) return refuse(550, '5.1.1 No such mailbox');
    if (address.address.startsWith('busy-')) return refuse(450, '4.2.1 Try again later');
    callback();
  },
  onData(stream, _session, callback) {
    stream.resume();
    stream.on('end', () => callback());
  },
});
let t: TestApp;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const smtp = createSmtpSender(`smtp://127.0.0.1:${port}`, 'Test <no-reply@intranet.test>');
  t = await createTestApp({ mail: { ...smtp, sent: [] } });
});
afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** A direct message from a fresh sender to `to`: its notification mail is optional (unsubscribable). */
async function messageTo(to: { id: string }) {
  const author = await createMember(t.database.db);
  const cookie = await signIn(t.app, author.email);
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/v1/messages',
    headers: { cookie, ...originHeaders },
    payload: { to: [to.id], subject: 'Hello', content: '<p>Hi</p>' },
  });
  expect(sent.statusCode).toBe(201);
}

/** Runs the queued jobs and answers how each attempt ended. */
async function drained() {
  const finished: FinishedJob[] = [];
  const stop = t.ctx.jobs.onFinished((job) => finished.push(job));
  await t.ctx.jobs.drain();
  stop();
  return finished;
}

const settingsOf = async (member: { id: string; email: string }) =>
  (
    await t.app.inject({
      url: `/api/v1/members/${member.id}/settings`,
      headers: authHeaders(await signIn(t.app, member.email)),
    })
  ).json();

describe('a mailbox the mail server refuses for good', () => {
  it('is recorded once, settles the job, and pauses optional mail to it until the member clears it', async () => {
    const gone = await createMember(t.database.db, { email: `gone-${Date.now()}@example.com` });

    await messageTo(gone);
    const first = await drained();
    expect(tried).toContain(gone.email);
    // Refused for good: retrying would only be refused again.
    expect(first.filter((job) => job.outcome !== 'done')).toEqual([]);
    const settings = await settingsOf(gone);
    expect(settings.email_bounce).toMatchObject({ address: gone.email, code: 550 });
    expect(settings.email_bounce.response).toContain('No such mailbox');

    // The next notification is not even tried.
    tried.length = 0;
    await messageTo(gone);
    await drained();
    expect(tried).not.toContain(gone.email);

    // Mail the member asked for is still tried (the password link).
    const reset = await t.app.inject({
      method: 'POST',
      url: '/users/password',
      headers: originHeaders,
      payload: { user: { email: gone.email } },
    });
    expect(reset.statusCode).toBeLessThan(300);
    await drained();
    expect(tried).toContain(gone.email);

    // The member repaired the mailbox: notifications are tried again.
    const cookie = await signIn(t.app, gone.email);
    const cleared = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/members/${gone.id}/settings/email_bounce`,
      headers: authHeaders(cookie),
    });
    expect(cleared.statusCode).toBe(204);
    expect((await settingsOf(gone)).email_bounce).toBeNull();
    tried.length = 0;
    await messageTo(gone);
    await drained();
    expect(tried).toContain(gone.email);
  });

  it('only the member clears their own record', async () => {
    const gone = await createMember(t.database.db, { email: `gone-own-${Date.now()}@example.com` });
    await messageTo(gone);
    await drained();
    const other = await createMember(t.database.db);
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/members/${gone.id}/settings/email_bounce`,
      headers: authHeaders(await signIn(t.app, other.email)),
    });
    expect(response.statusCode).toBe(404);
    expect((await settingsOf(gone)).email_bounce).not.toBeNull();
  });
});

describe('a mailbox refused for now', () => {
  it('is no bounce: the mail job is retried later', async () => {
    const busy = await createMember(t.database.db, { email: `busy-${Date.now()}@example.com` });
    await messageTo(busy);
    const finished = await drained();
    expect(finished.map((job) => job.outcome)).toContain('retry');
    expect((await settingsOf(busy)).email_bounce).toBeNull();
  });
});

describe('the administrators’ list of undeliverable addresses', () => {
  it('lists each address with its member and the server’s answer, and clears one', async () => {
    const gone = await createMember(t.database.db, {
      firstName: 'Gina',
      lastName: 'Gone',
      email: `gone-admin-${Date.now()}@example.com`,
    });
    await messageTo(gone);
    await drained();
    const { asAdmin, asMember } = await adminSessions(t);
    const list = await asAdmin('GET', '/api/v1/administration/mail_bounces');
    expect(list.statusCode).toBe(200);
    const entry = list.json().entries.find((e: { address: string }) => e.address === gone.email);
    expect(entry).toMatchObject({ code: 550, count: 1, member: { id: gone.id, name: 'Gina Gone' } });

    const path = `/api/v1/administration/mail_bounces/${encodeURIComponent(gone.email)}`;
    // Members learn nothing of it.
    expect((await asMember('GET', '/api/v1/administration/mail_bounces')).statusCode).toBe(404);
    expect((await asMember('DELETE', path)).statusCode).toBe(404);
    expect((await asAdmin('DELETE', path)).statusCode).toBe(204);
    expect((await asAdmin('DELETE', path)).statusCode).toBe(404);
    // Cleared: the member's next notification is tried again.
    tried.length = 0;
    await messageTo(gone);
    await drained();
    expect(tried).toContain(gone.email);
  });
});
