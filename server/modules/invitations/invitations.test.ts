import { eq } from 'drizzle-orm';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { authHeaders, createTestApp, originHeaders, signIn, type TestApp } from '../../test/app.js';
import {
  addGroupMembership,
  createCategory,
  createGroup,
  createMember,
  setNetworkConfig,
  setNetworkSettings,
} from '../../test/factories.js';
import { invitations } from './tables.js';

let t: TestApp;
let adminCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await createMember(t.database.db, { isNetworkAdmin: true });
  adminCookie = await signIn(t.app, admin.email);
});
afterAll(() => t?.close());

const call = (method: 'GET' | 'POST', url: string, payload?: object, cookie = adminCookie) =>
  t.app.inject({ method, url, headers: { ...authHeaders(cookie), accept: 'application/json' }, payload });

const uniqueEmail = (name = 'guest') => `${name}-${Math.random().toString(36).slice(2)}@example.test`;

/** A multipart form with one CSV file and plain fields. */
function csvForm(bytes: Buffer, fields: Record<string, string | string[]>) {
  const boundary = `----invite${Math.random().toString(36).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    for (const one of Array.isArray(value) ? value : [value]) {
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${one}\r\n`),
      );
    }
  }
  chunks.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="csv"; filename="invites.csv"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

const postCsv = (
  url: string,
  bytes: Buffer,
  fields: Record<string, string | string[]> = {},
  cookie = adminCookie,
) => {
  const form = csvForm(bytes, fields);
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...authHeaders(cookie), accept: 'application/json', 'content-type': form.contentType },
    payload: form.payload,
  });
};

/** Sends the queued mails and answers the registration token of the last one to this address. */
async function mailedToken(email: string): Promise<string> {
  await t.ctx.jobs.drain();
  const mail = [...t.mails].reverse().find((m) => m.to === email);
  const token = mail?.text.match(/\/invitations\/([\w-]+)/)?.[1];
  if (!token) throw new Error(`no invitation mail to ${email}`);
  return token;
}

const registerWith = (token: string, password = 'plum orchard lantern 42') =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/invitations/${token}`,
    headers: { ...originHeaders, accept: 'application/json' },
    payload: { user: { first_name: 'Gina', last_name: 'Gast', password } },
  });

describe('external invites', () => {
  it('answers the default texts', async () => {
    const response = await call('GET', '/external_invites/settings');
    expect(response.statusCode).toBe(200);
    expect(response.json().default_invite_subject).toContain('');
    expect(Object.keys(response.json())).toEqual(['default_invite_subject', 'default_invite_text']);
  });

  it('mails a single-use link; the invitee registers, lands in the groups and is signed in', async () => {
    const group = await createGroup(t.database.db, { access: 'closed' });
    const email = uniqueEmail();
    const response = await call('POST', '/administration/external_invites', {
      external_invite: { email, first_name: 'Gina', group_ids: [group.id], subject: 'Komm dazu' },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ invited: 1, errors: [] });
    const token = await mailedToken(email);
    expect(t.mails.find((m) => m.to === email)?.subject).toBe('Komm dazu');
    const [row] = await t.database.db.select().from(invitations).where(eq(invitations.email, email));
    expect(row?.tokenHash).not.toContain(token);

    const info = await t.app.inject({ method: 'GET', url: `/api/v1/invitations/${token}` });
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({ email, first_name: 'Gina', groups: [group.name] });

    const weak = await registerWith(token, 'short');
    expect(weak.statusCode).toBe(422);
    const registered = await registerWith(token);
    expect(registered.statusCode, registered.body).toBe(200);
    const cookie = String(registered.headers['set-cookie']).match(/intranet_session=([^;]+)/)?.[0] ?? '';
    const me = await t.app.inject({ method: 'GET', url: `/api/v1/groups/${group.id}`, headers: { cookie } });
    expect(me.json().membership_status_of_current_member).toBe('member');

    const reused = await registerWith(token);
    expect(reused.statusCode).toBe(410);
    expect(reused.json().error.code).toBe('used');
    // The address has an account now: a second invite is refused.
    const again = await call('POST', '/administration/external_invites', { external_invite: { email } });
    expect(again.statusCode).toBe(422);
    expect(again.json().error.fields['external_invite.email']).toEqual(['errors.invitations.already_member']);
  });

  it('says when a link expired or was revoked, and 404 for one never sent', async () => {
    const email = uniqueEmail();
    await call('POST', '/administration/external_invites', { external_invite: { email } });
    const token = await mailedToken(email);
    await t.database.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.email, email));
    const expired = await t.app.inject({ method: 'GET', url: `/api/v1/invitations/${token}` });
    expect([expired.statusCode, expired.json().error.code]).toEqual([410, 'expired']);
    expect((await registerWith(token)).statusCode).toBe(410);

    const other = uniqueEmail();
    await call('POST', '/administration/external_invites', { external_invite: { email: other } });
    const otherToken = await mailedToken(other);
    const [row] = await t.database.db.select().from(invitations).where(eq(invitations.email, other));
    const revoked = await call('POST', '/batch_invites/revoke', { invite_ids: [row?.id] });
    expect(revoked.statusCode, revoked.body).toBe(200);
    const gone = await registerWith(otherToken);
    expect([gone.statusCode, gone.json().error.code]).toEqual([410, 'revoked']);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/invitations/nonsense' })).statusCode).toBe(404);
  });

  it('has the new member set up a second factor first when the network enforces one', async () => {
    const email = uniqueEmail();
    await call('POST', '/administration/external_invites', { external_invite: { email } });
    const token = await mailedToken(email);
    onTestFinished(await setNetworkSettings(t.ctx, { two_factor: 'enforced' }));
    const registered = await registerWith(token);
    expect(registered.statusCode, registered.body).toBe(200);
    expect(registered.json().redirect_to).toMatch(/^\/users\/two_factor_authentication/);
    expect(String(registered.headers['set-cookie'])).not.toContain('intranet_session=');
  });

  it('reads a CSV in ISO-8859-1 with umlauts and lists the rows it skipped', async () => {
    const müller = uniqueEmail('mueller');
    const weiß = uniqueEmail('weiss');
    const text = `E-Mail;Vorname;Nachname\n${müller};Jürgen;Müller\n${weiß};Björn;Weiß\nnot-an-address;X;Y\n${müller};Doppelt;Müller\n`;
    const response = await postCsv('/administration/external_invites', iconv.encode(text, 'ISO-8859-1'), {
      character_encoding: 'ISO-8859-1',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({
      invited: 2,
      errors: [
        { row: 4, email: 'not-an-address', message: 'errors.invitations.invalid_email' },
        { row: 5, email: müller, message: 'errors.invitations.duplicate_in_file' },
      ],
    });
    const rows = await t.database.db.select().from(invitations).where(eq(invitations.email, weiß));
    expect(rows.map((r) => [r.firstName, r.lastName])).toEqual([['Björn', 'Weiß']]);
    await mailedToken(müller);
    expect(t.mails.find((m) => m.to === müller)?.text).toContain('Jürgen Müller');
  });

  it('refuses a whole CSV that is malformed: wrong encoding, no email column, too many rows', async () => {
    const latin = iconv.encode(`email,first_name\n${uniqueEmail()},Jürgen\n`, 'ISO-8859-1');
    const wrong = await postCsv('/administration/external_invites', latin, { character_encoding: 'UTF-8' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error.fields.csv).toEqual(['errors.invitations.csv_wrong_encoding']);
    const noColumn = await postCsv('/administration/external_invites', Buffer.from('name\nx\n'));
    expect(noColumn.json().error.fields.csv).toEqual(['errors.invitations.csv_missing_email_column']);
    const many = `email\n${Array.from({ length: 5001 }, (_, i) => `a${i}@example.test`).join('\n')}\n`;
    const tooMany = await postCsv('/administration/external_invites', Buffer.from(many));
    expect(tooMany.json().error.fields.csv).toEqual(['errors.invitations.csv_too_many_rows']);
    const badEncoding = await postCsv('/administration/external_invites', latin, {
      character_encoding: 'KOI8',
    });
    expect(badEncoding.statusCode).toBe(400);
    const nul = await call('POST', '/administration/external_invites', {
      external_invite: { email: 'a\u0000@x.de' },
    });
    expect(nul.statusCode).toBe(400);
  });

  it('gives scope administrators guests only, members of other groups 404', async () => {
    const category = await createCategory(t.database.db);
    const group = await createGroup(t.database.db, { categoryId: category.id });
    const groupAdmin = await createMember(t.database.db);
    await addGroupMembership(t.database.db, group.id, groupAdmin.id, { isAdmin: true });
    const cookie = await signIn(t.app, groupAdmin.email);
    const options = await call('GET', `/api/v1/groups/${group.slug}/invites/options`, undefined, cookie);
    expect(options.json().can).toEqual({
      invite_internal: true,
      invite_external: false,
      invite_external_guests: true,
    });
    const normal = await call(
      'POST',
      `/groups/${group.slug}/external_invites`,
      { external_invite: { email: uniqueEmail() } },
      cookie,
    );
    expect(normal.json().error.fields['external_invite.user_type']).toEqual([
      'errors.invitations.type_not_allowed',
    ]);
    const guest = await call(
      'POST',
      `/groups/${group.slug}/external_invites`,
      { external_invite: { email: uniqueEmail(), user_type: 'external' } },
      cookie,
    );
    expect(guest.statusCode, guest.body).toBe(201);
    onTestFinished(await setNetworkConfig(t.ctx, { guest_users_allowed: false }));
    const noGuests = await call('GET', `/api/v1/groups/${group.slug}/invites/options`, undefined, cookie);
    expect(noGuests.json().can.invite_external_guests).toBe(false);

    const stranger = await signIn(t.app, (await createMember(t.database.db)).email);
    for (const url of [
      `/groups/${group.slug}/external_invites`,
      `/group-categories/${category.slug}/external_invites`,
      '/administration/external_invites',
    ]) {
      const response = await call('POST', url, { external_invite: { email: uniqueEmail() } }, stranger);
      expect(response.statusCode, url).toBe(404);
    }
    // A group of another category is not the category administrator's to invite into.
    const elsewhere = await createGroup(t.database.db);
    const wrongGroup = await call('POST', '/administration/external_invites', {
      external_invite: { email: uniqueEmail(), group_ids: ['0'.repeat(24)] },
    });
    expect(wrongGroup.json().error.fields['external_invite.group_ids']).toEqual([
      'errors.invitations.unknown_group',
    ]);
    expect(elsewhere.id).toBeTruthy();
  });
});

describe('internal invites and the sent list', () => {
  it('invites members into a group, lists, renews and revokes by the rules; others get 404', async () => {
    const group = await createGroup(t.database.db, { access: 'closed' });
    const invitee = await createMember(t.database.db);
    const second = await createMember(t.database.db);
    const response = await call('POST', `/groups/${group.slug}/membership_invites`, {
      membership_invites: { membership_ids: [invitee.id, second.id] },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ invited: 2 });

    // The invitee accepts through the group's own join.
    const inviteeCookie = await signIn(t.app, invitee.email);
    const accepted = await call('POST', `/api/v1/groups/${group.id}/join`, {}, inviteeCookie);
    expect(accepted.json().membership_status_of_current_member).toBe('member');

    const sent = await call('GET', `/groups/${group.slug}/invites/sent?page=1&per=10`);
    expect(sent.statusCode, sent.body).toBe(200);
    const byRecipient = new Map(
      sent.json().entries.map((e: { recipient: string; status: string; id: string }) => [e.recipient, e]),
    );
    const acceptedEntry = byRecipient.get(`${invitee.firstName} ${invitee.lastName}`) as {
      id: string;
      status: string;
    };
    const openEntry = byRecipient.get(`${second.firstName} ${second.lastName}`) as {
      id: string;
      status: string;
    };
    expect([acceptedEntry.status, openEntry.status]).toEqual(['accepted', 'open']);

    const mixedRevoke = await call('POST', '/batch_invites/revoke', {
      invite_ids: [acceptedEntry.id, openEntry.id],
    });
    expect([mixedRevoke.statusCode, mixedRevoke.json().error.code]).toEqual([422, 'not_revokable_flash']);
    const mixedRenew = await call('POST', '/batch_invites/renew', {
      invite_ids: [acceptedEntry.id, openEntry.id],
    });
    expect([mixedRenew.statusCode, mixedRenew.json().error.code]).toEqual([422, 'not_renewable_flash']);
    expect((await call('POST', '/batch_invites/renew', { invite_ids: [openEntry.id] })).statusCode).toBe(200);

    const stranger = await signIn(t.app, (await createMember(t.database.db)).email);
    const foreign = await call('POST', '/batch_invites/revoke', { invite_ids: [openEntry.id] }, stranger);
    expect(foreign.statusCode).toBe(404);
    expect((await call('POST', '/batch_invites/revoke', { invite_ids: [openEntry.id] })).statusCode).toBe(
      200,
    );
    const secondCookie = await signIn(t.app, second.email);
    const join = await call('POST', `/api/v1/groups/${group.id}/join`, {}, secondCookie);
    expect(join.statusCode).not.toBe(200);
  });

  it('lists the own group invitations at /api/v1/invites?filter=groups; accept and reject', async () => {
    const first = await createGroup(t.database.db, { access: 'hidden' });
    const second = await createGroup(t.database.db, { access: 'closed' });
    const invitee = await createMember(t.database.db);
    for (const group of [first, second]) {
      const sent = await call('POST', `/groups/${group.slug}/membership_invites`, {
        membership_invites: { membership_ids: [invitee.id] },
      });
      expect(sent.statusCode).toBe(201);
    }
    const cookie = await signIn(t.app, invitee.email);
    const list = await call('GET', '/api/v1/invites?filter=groups&status=open&limit=50', undefined, cookie);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().total).toBe(2);
    expect(
      list
        .json()
        .invites.map((i: { invitable: { id: string } }) => i.invitable.id)
        .sort(),
    ).toEqual([first.id, second.id].sort());
    expect(list.json().invites[0].author).not.toBeNull();
    // Someone else sees none of them.
    const stranger = await signIn(t.app, (await createMember(t.database.db)).email);
    expect((await call('GET', '/api/v1/invites?filter=groups', undefined, stranger)).json().total).toBe(0);
    expect((await call('GET', '/api/v1/invites?filter=nonsense', undefined, stranger)).statusCode).toBe(400);

    const accept = await call('POST', `/api/v1/groups/${first.id}/join`, {}, cookie);
    expect(accept.json().membership_status_of_current_member).toBe('member');
    const reject = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/groups/${second.id}/join`,
      headers: { ...authHeaders(cookie), accept: 'application/json' },
    });
    expect(reject.json().membership_status_of_current_member).toBe('no_member');
    expect((await call('GET', '/api/v1/invites?filter=groups', undefined, cookie)).json().total).toBe(0);
    // The appointments' list is unchanged.
    expect((await call('GET', '/api/v1/invites?filter=appointments', undefined, cookie)).statusCode).toBe(
      200,
    );
  });

  it('refuses members the inviter may not see as unknown', async () => {
    const group = await createGroup(t.database.db);
    const inviter = await createMember(t.database.db, { isExternal: true });
    await addGroupMembership(t.database.db, group.id, inviter.id, { isAdmin: true });
    const cookie = await signIn(t.app, inviter.email);
    const hidden = await createMember(t.database.db);
    // Guests invite nobody.
    const response = await call(
      'POST',
      `/groups/${group.slug}/membership_invites`,
      { membership_invites: { membership_ids: [hidden.id] } },
      cookie,
    );
    expect(response.statusCode).toBe(404);
    const admin = await call('POST', `/groups/${group.slug}/membership_invites`, {
      membership_invites: { membership_ids: ['f'.repeat(24)] },
    });
    expect(admin.json().error.fields['membership_invites.membership_ids']).toEqual([
      'errors.invitations.unknown_member',
    ]);
  });
});
