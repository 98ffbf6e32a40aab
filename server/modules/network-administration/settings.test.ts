import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NetworkSettingsValues, SettingsResponse } from '../../../contract/network-settings.js';
import { auditEvents } from '../../platform/audit/tables.js';
import { createMemoryBus } from '../../platform/bus/memory-bus.js';
import { createLogger } from '../../platform/logger.js';
import { authHeaders, createTestApp, signIn, type TestApp } from '../../test/app.js';
import { createGroup, createMember, setNetworkConfig } from '../../test/factories.js';

let t: TestApp;
let adminCookie: string;
let memberCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await createMember(t.database.db, { isNetworkAdmin: true });
  const member = await createMember(t.database.db);
  adminCookie = await signIn(t.app, admin.email);
  memberCookie = await signIn(t.app, member.email);
});
afterAll(() => t?.close());

const call = (
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  payload?: object,
  cookie = adminCookie,
  app = t.app,
) => app.inject({ method, url, headers: { ...authHeaders(cookie), accept: 'application/json' }, payload });

const current = async () =>
  ((await call('GET', '/administration/settings')).json() as SettingsResponse).settings;
const save = async (changes: Partial<NetworkSettingsValues>) =>
  call('PUT', '/administration/settings', { settings: { ...(await current()), ...changes } });

describe('administration access', () => {
  it('answers 404 to members who are not network administrators', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/administration'],
      ['GET', '/administration/settings'],
      ['PUT', '/administration/settings'],
      ['POST', '/administration/settings/send_test_birthday_email'],
    ] as const) {
      const body =
        method === 'GET'
          ? undefined
          : { settings: await current(), birthday_emails: (await current()).birthday_emails };
      expect((await call(method, url, body, memberCookie)).statusCode, url).toBe(404);
    }
  });

  it('lists the areas an administrator manages as can flags', async () => {
    const response = await call('GET', '/api/v1/administration');
    expect(response.statusCode).toBe(200);
    const { can } = response.json() as { can: Record<string, boolean> };
    expect(can.settings).toBe(true);
    expect(can.legal_texts).toBe(true);
    expect(can.imprint).toBe(true);
    expect(can.change_requests).toBe(true);
    const restore = await setNetworkConfig(t.ctx, { change_requests_enabled: false });
    const off = (await call('GET', '/api/v1/administration')).json() as { can: Record<string, boolean> };
    await restore();
    expect(off.can.change_requests).toBe(false);
  });
});

describe('GET and PUT /administration/settings', () => {
  it('saves every field, audits what changed and answers the new values', async () => {
    const response = await save({
      name: 'Renamed Network',
      language: 'de',
      join_moderated: false,
      digests: {
        max_number_of_upcoming_appointments: 30,
        upcoming_appointments_position: 'bottom',
        show_comments: false,
      },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json() as SettingsResponse;
    expect(body.settings.name).toBe('Renamed Network');
    expect(body.settings.digests.max_number_of_upcoming_appointments).toBe(30);
    expect((await t.ctx.network.get()).name).toBe('Renamed Network');
    const [event] = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.type, 'PolicySettingUpdate'));
    const { changes } = (event?.details ?? { changes: {} }) as {
      changes: Record<string, { from: unknown; to: unknown }>;
    };
    expect(Object.keys(changes).sort()).toEqual(['digests', 'join_moderated', 'language', 'name']);
    expect(changes.name).toEqual({ from: 'Test Network', to: 'Renamed Network' });
  });

  it('promotes existing categories and groups only, and names the promoted groups', async () => {
    const group = await createGroup(t.database.db, { name: 'Promoted Club' });
    const before = await current();
    const promotion = (changes: Partial<NetworkSettingsValues['group_promotion_config']>) =>
      save({ group_promotion_config: { ...before.group_promotion_config, ...changes } });
    const stale = await promotion({
      group_category_ids: ['0123456789abcdef01234567'],
      group_ids: ['x'.repeat(24)],
    });
    expect(stale.statusCode).toBe(422);
    expect(stale.json().error.fields).toEqual({
      'settings.group_promotion_config.group_category_ids': ['errors.validation.invalid_id'],
      'settings.group_promotion_config.group_ids': ['errors.validation.invalid_id'],
    });
    expect((await current()).group_promotion_config.group_ids).toEqual(
      before.group_promotion_config.group_ids,
    );

    const saved = await promotion({ group_category_ids: [group.categoryId], group_ids: [group.id] });
    expect(saved.statusCode).toBe(200);
    const body = saved.json() as SettingsResponse;
    expect(body.settings.group_promotion_config.group_ids).toEqual([group.id]);
    expect(body.promoted_groups).toEqual([{ id: group.id, name: 'Promoted Club' }]);
    expect(body.group_categories.map((category) => category.id)).toContain(group.categoryId);
  });

  it('keeps the directory filter default and the imprint when saving', async () => {
    const settings = await current();
    expect(settings.directory_filter_profile_fields).toEqual(['department', 'location']);
    expect((await save({ join_moderated: true })).statusCode).toBe(200);
    expect((await t.ctx.network.get()).settings.imprint).toEqual({ content: '', mail_imprint: '' });
  });

  const fieldsOf = (response: { json(): unknown }) =>
    (response.json() as { error: { fields: Record<string, string[]> } }).error.fields;

  it.each([
    [{ name: '  ' }, 'settings.name', 'name_required'],
    [
      { anonymize_memberships_config: 'after_days', anonymize_memberships_after_days: null },
      'settings.anonymize_memberships_after_days',
      'days_required',
    ],
    [
      { anonymize_memberships_config: 'enabled', anonymize_memberships_name: '' },
      'settings.anonymize_memberships_name',
      'anonymized_name_required',
    ],
    [
      { two_factor: 'enabled', two_factor_totp_available: false, two_factor_email_available: false },
      'settings.two_factor_totp_available',
      'two_factor_method_required',
    ],
    [
      {
        digests: {
          max_number_of_upcoming_appointments: 31,
          upcoming_appointments_position: 'top',
          show_comments: true,
        },
      },
      'settings.digests.max_number_of_upcoming_appointments',
      'upcoming_appointments_range',
    ],
  ] as const)('refuses %j with 422 and nothing saved', async (changes, field, key) => {
    const before = await t.ctx.network.get();
    const response = await save({ join_moderated: !before.settings.join_moderated, ...(changes as object) });
    expect(response.statusCode).toBe(422);
    expect(fieldsOf(response)[field]).toEqual([`errors.network_settings.${key}`]);
    expect((await t.ctx.network.get()).settings.join_moderated).toBe(before.settings.join_moderated);
  });

  it('needs street, number, zip and city for a POI map, and a valid postal code', async () => {
    const restore = await setNetworkConfig(t.ctx, { maps_enabled: true });
    const location = { street: '', number: '', zip: '1234', city: '', state: '', country: '' };
    const response = await save({ map_scope_selection: 'poi', network_location: location });
    expect(response.statusCode).toBe(422);
    const fields = fieldsOf(response);
    for (const part of ['street', 'number', 'city']) {
      expect(fields[`settings.network_location.${part}`]).toEqual([
        'errors.network_settings.location_required',
      ]);
    }
    expect(fields['settings.network_location.zip']).toEqual(['errors.network_settings.postal_code_invalid']);
    const valid = { ...location, street: 'Main Street', number: '1', zip: '12345-6789', city: 'Town' };
    expect((await save({ map_scope_selection: 'poi', network_location: valid })).statusCode).toBe(200);
    await restore();
  });

  it('offers enforced two-factor and the birthday mails only with their config flag', async () => {
    const restore = await setNetworkConfig(t.ctx, {
      two_factor_enforced_available: false,
      birthday_emails_admin_configurable: false,
    });
    const options = ((await call('GET', '/administration/settings')).json() as SettingsResponse).options;
    expect(options).toMatchObject({ two_factor_enforced: false, birthday_emails: false });
    const enforced = await save({ two_factor: 'enforced' });
    expect(fieldsOf(enforced)['settings.two_factor']).toEqual(['errors.network_settings.not_available']);
    // A hidden option keeps its stored value whatever the request says.
    const birthday = { enabled: true, image: null, subject: 'Hi', text: 'Happy birthday' };
    expect((await save({ birthday_emails: birthday })).statusCode).toBe(200);
    expect((await t.ctx.network.get()).settings.birthday_emails.enabled).toBe(false);
    await restore();
  });

  it('answers hostile input with 4xx', async () => {
    const settings = await current();
    for (const bad of [
      { ...settings, name: 'a\u0000b' },
      { ...settings, digests: { ...settings.digests, max_number_of_upcoming_appointments: 1e300 } },
      { ...settings, anonymize_memberships_after_days: 2 ** 40 },
      { ...settings, zoom_level: 7 },
      { ...settings, digest_sending_days: [{ day: 9, time: 'am' }] },
    ]) {
      const status = (await call('PUT', '/administration/settings', { settings: bad as object })).statusCode;
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
    }
  });
});

describe('a change on one instance', () => {
  it('is seen by a second app context at once, through the bus', async () => {
    const bus = createMemoryBus(createLogger('silent'));
    const url = process.env.TEST_REDIS_URL;
    const a = await createTestApp({ ...(url ? { configOverrides: { redisUrl: url } } : { bus }) });
    const b = await createTestApp({
      sharedDatabase: a.database,
      ...(url ? { configOverrides: { redisUrl: url } } : { bus }),
    });
    try {
      const admin = await createMember(a.database.db, { isNetworkAdmin: true });
      const onA = await signIn(a.app, admin.email);
      const onB = await signIn(b.app, admin.email);
      // B holds the network in its cache before the change.
      expect((await b.ctx.network.get()).settings.join_moderated).toBe(true);
      const settings = (
        (await call('GET', '/administration/settings', undefined, onA, a.app)).json() as SettingsResponse
      ).settings;
      const saved = await call(
        'PUT',
        '/administration/settings',
        { settings: { ...settings, join_moderated: false } },
        onA,
        a.app,
      );
      expect(saved.statusCode).toBe(200);
      await expect
        .poll(
          async () =>
            (await call('GET', '/administration/settings', undefined, onB, b.app)).json().settings
              .join_moderated,
          {
            timeout: 2_000,
          },
        )
        .toBe(false);
    } finally {
      await b.close();
      await a.close();
    }
  });
});

describe('POST /administration/settings/send_test_birthday_email', () => {
  it('mails the birthday mail to the administrator through the mail job, with the mail imprint', async () => {
    const imprint = await call('PUT', '/administration/imprint', {
      imprint: {
        imprint_attributes: { content: '<p>Web</p>' },
        mail_imprint: '<p>Example Ltd, Main Street 1</p>',
      },
    });
    expect(imprint.statusCode).toBe(200);
    const response = await call('POST', '/administration/settings/send_test_birthday_email', {
      birthday_emails: {
        enabled: true,
        image: null,
        subject: 'Many happy returns',
        text: '<p>All the best!</p>',
      },
    });
    expect(response.statusCode).toBe(202);
    await t.ctx.jobs.drain();
    const mail = t.mails.find((m) => m.subject === 'Many happy returns');
    expect(mail?.text).toContain('All the best!');
    expect(mail?.text).toContain('Example Ltd, Main Street 1');
  });
});

describe('profile fields reserved for change requests', () => {
  it('saves configured fields, refuses unknown ones, and keeps them while change requests are off', async () => {
    const saved = await save({ change_request_profile_fields: ['position'] });
    expect(saved.statusCode).toBe(200);
    expect((saved.json() as SettingsResponse).settings.change_request_profile_fields).toEqual(['position']);
    expect((saved.json() as SettingsResponse).options.change_requests).toBe(true);
    const unknown = await save({ change_request_profile_fields: ['salary'] });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().error.fields['settings.change_request_profile_fields']).toEqual([
      'errors.members.unknown_profile_field',
    ]);
    const restore = await setNetworkConfig(t.ctx, { change_requests_enabled: false });
    await save({ change_request_profile_fields: [] });
    const kept = await current();
    await restore();
    expect(kept.change_request_profile_fields).toEqual(['position']);
  });
});
