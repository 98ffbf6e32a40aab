import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { membershipRole, membershipRoleList } from '../../../contract/membership-roles.js';
import { auditEvents } from '../../platform/audit/tables.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { setNetworkConfig } from '../../test/factories.js';
import { type GroupsClient, groupsClient } from '../groups/testing.js';

let t: TestApp;
let admin: GroupsClient;
let member: GroupsClient;
const list = '/administration/membership_roles';
const body = (name: string, display_type = 'default') => ({
  membership_role: { name, plural_name: `${name}s`, color: '#aa0000', text_color: '#ffffff', display_type },
});

beforeAll(async () => {
  t = await createTestApp();
  [admin, member] = await Promise.all([groupsClient(t, { isNetworkAdmin: true }), groupsClient(t)]);
});
afterAll(async () => {
  await t?.close();
});

describe('network membership roles manager', () => {
  it('creates, edits and deletes network roles, audit-logged; slug generated once', async () => {
    const created = await admin.post(list, body('Works Council'));
    expect(created.statusCode).toBe(201);
    const role = membershipRole.parse(created.json());
    expect(role.slug).toBe('works-council');

    const duplicate = await admin.post(list, body('Works  council'));
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().error.fields['membership_role.slug']).toEqual([
      'errors.membership_roles.slug_taken',
    ]);
    const noPlural = await admin.post(list, {
      membership_role: { ...body('Other').membership_role, plural_name: '' },
    });
    expect(noPlural.json().error.fields['membership_role.plural_name']).toEqual([
      'errors.membership_roles.plural_name_empty',
    ]);

    const edited = await admin.put(`${list}/${role.id}`, body('Staff Council', 'hidden'));
    expect(edited.json()).toMatchObject({
      slug: 'works-council',
      name: 'Staff Council',
      display_type: 'hidden',
    });

    const entries = membershipRoleList.parse((await admin.get(list)).json()).entries;
    expect(entries.map((entry) => entry.id)).toContain(role.id);

    expect((await admin.del(`${list}/${role.id}`)).statusCode).toBe(204);
    expect((await admin.del(`${list}/${role.id}`)).statusCode).toBe(404);
    const audits = await t.ctx.db.select().from(auditEvents).where(eq(auditEvents.actorId, admin.member.id));
    expect(
      audits.filter((a) => a.details.subject === 'membership_role').map((a) => a.details.action),
    ).toEqual(expect.arrayContaining(['create', 'update', 'destroy']));
  });

  it('answers 404 to members who are not network administrators', async () => {
    expect((await member.get(list)).statusCode).toBe(404);
    expect((await member.post(list, body('Sneaky'))).statusCode).toBe(404);
  });

  it('answers 404 to everyone while the network does not use roles', async () => {
    const restore = await setNetworkConfig(t.ctx, { membership_roles_enabled: false });
    try {
      expect((await admin.get(list)).statusCode).toBe(404);
      expect((await admin.post(list, body('Off'))).statusCode).toBe(404);
    } finally {
      await restore();
    }
  });
});
