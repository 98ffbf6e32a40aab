import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, originHeaders, signIn, type TestApp } from '../../test/app.js';
import { createMember, setNetworkSettings } from '../../test/factories.js';
import { ignoredMemberIds, notificationSettingsOf, setIgnoredMembers } from './service.js';

let t: TestApp;
let ada: Awaited<ReturnType<typeof createMember>>;
let ben: Awaited<ReturnType<typeof createMember>>;
let benCookie: string;
let count = 0;

beforeAll(async () => {
  t = await createTestApp();
  ada = await createMember(t.database.db, { firstName: 'Ada', lastName: 'Lovelace', locale: 'de' });
  ben = await createMember(t.database.db, { firstName: 'Ben', lastName: 'Byron' });
  benCookie = await signIn(t.app, ben.email);
});
afterAll(async () => {
  await t?.close();
});

/** Ben writes to Ada; answers the mails Ada got for it. */
const benWritesToAda = async () => {
  const subject = `Hello ${++count}`;
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/v1/messages',
    headers: { cookie: benCookie, ...originHeaders },
    payload: { to: [ada.id], subject, content: '<p>The secret body</p>' },
  });
  expect(sent.statusCode).toBe(201);
  await t.ctx.jobs.drain();
  return t.mails.filter((mail) => mail.to === ada.email && mail.subject.includes(subject));
};
const unsubscribeUrlOf = (header: string | undefined) => /^<(.+)>$/.exec(header ?? '')?.[1] ?? '';
const pathOf = (url: string) => new URL(url).pathname;

describe('notification mails', () => {
  it('carry an HTML and a text part in the recipient’s language, the standard headers and Reply-To the author', async () => {
    const [mail] = await benWritesToAda();
    expect(mail).toBeDefined();
    expect(mail?.text).toContain('hat Ihnen eine Nachricht geschickt');
    expect(mail?.html).toContain('<html');
    expect(mail?.html).toContain('hat Ihnen eine Nachricht geschickt');
    expect(mail?.html).toContain('Sie erhalten diese E-Mail als Mitglied');
    expect(mail?.replyTo).toBe(`"Ben Byron" <${ben.email}>`);
    expect(mail?.headers?.['Auto-Submitted']).toBe('auto-generated');
    expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const host = new URL(t.ctx.config.publicUrl).hostname;
    expect(mail?.messageId).toMatch(new RegExp(`^<[^@]+@${host.replace(/\./g, '\\.')}>$`));
    expect(unsubscribeUrlOf(mail?.headers?.['List-Unsubscribe'])).toMatch(
      /^https?:\/\/.+\/api\/v1\/unsubscribe\//,
    );
    // The body only when the network says so.
    expect(mail?.text).not.toContain('The secret body');
  });

  it('carry the message’s body only when the network sends it', async () => {
    const restore = await setNetworkSettings(t.ctx, { notifications_send_direct_message_body: true });
    const [mail] = await benWritesToAda();
    expect(mail?.text).toContain('The secret body');
    await restore();
  });

  it('unsubscribe in one click without signing in, only that member from that kind', async () => {
    const [mail] = await benWritesToAda();
    const url = unsubscribeUrlOf(mail?.headers?.['List-Unsubscribe']);
    // A GET (a link scanner, a person) only asks.
    const page = await t.app.inject({ url: pathOf(url) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<form method="post"');
    expect((await notificationSettingsOf(t.database.db, [ada.id])).get(ada.id)?.emailNotifications).toEqual(
      {},
    );

    // A token changed by one character answers 404 and changes nothing.
    const forged = `${pathOf(url).slice(0, -2)}${pathOf(url).endsWith('AA') ? 'BB' : 'AA'}`;
    const refused = await t.app.inject({
      method: 'POST',
      url: forged,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(refused.statusCode).toBe(404);

    const done = await t.app.inject({
      method: 'POST',
      url: pathOf(url),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode).toBe(204);
    const stored = (await notificationSettingsOf(t.database.db, [ada.id, ben.id])).get(ada.id);
    expect(stored?.emailNotifications).toEqual({ 'messages.message': false });
    expect((await notificationSettingsOf(t.database.db, [ben.id])).get(ben.id)?.emailNotifications).toEqual(
      {},
    );
    expect(await benWritesToAda()).toEqual([]);

    // The kind's mail back on: mails again.
    const adaCookie = await signIn(t.app, ada.email);
    const current = await t.app.inject({
      url: `/api/v1/members/${ada.id}/settings`,
      headers: { cookie: adaCookie },
    });
    const settings = current.json();
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/members/${ada.id}/settings`,
      headers: { cookie: adaCookie, ...originHeaders },
      payload: {
        locale: settings.locale,
        time_zone: settings.time_zone,
        email_notifications: { 'messages.message': true },
        email_subscriptions: true,
        email_admin_notifications: true,
        newsletter: true,
        email_digests: { switch: 'disabled', group_ids: [], include_network_level: true },
        email_daily_digests: { switch: 'disabled', group_ids: [], include_network_level: true },
        ignored_member_ids: [],
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(await benWritesToAda()).toHaveLength(1);
  });

  it('never reach a member who ignores the author', async () => {
    await t.database.db.transaction((tx) => setIgnoredMembers(tx, ada.id, [ben.id]));
    expect(await ignoredMemberIds(t.database.db, ada.id)).toEqual([ben.id]);
    expect(await benWritesToAda()).toEqual([]);
    await t.database.db.transaction((tx) => setIgnoredMembers(tx, ada.id, []));
  });
});
