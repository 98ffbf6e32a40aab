import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { propertySetResponse } from '../../../contract/property-sets.js';
import { auditEvents } from '../../platform/audit/tables.js';
import { authHeaders, createTestApp, signIn, type TestApp } from '../../test/app.js';
import { addGroupMembership, createGroup, createMember } from '../../test/factories.js';

type Member = Awaited<ReturnType<typeof createMember>>;
let t: TestApp;
const cookies = new Map<string, string>();
let admin: Member;
let member: Member;
let groupAdmin: Member;

const as = async (who: Member) => {
  if (!cookies.has(who.id)) cookies.set(who.id, await signIn(t.app, who.email));
  return authHeaders(cookies.get(who.id) as string);
};
const get = async (url: string, who: Member) => t.app.inject({ url, headers: await as(who) });
const put = async (url: string, who: Member, property_set: unknown) =>
  t.app.inject({ method: 'PUT', url, headers: await as(who), payload: { property_set } });

const status = {
  name: 'status',
  type: 'selection',
  label: 'Status',
  options: [{ label: 'Open', value: 'open' }],
};
const budget = {
  name: 'budget',
  type: 'number',
  label: 'Budget',
  precision: 2,
  min: 0,
  max: 1000,
  postfix: '€',
};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  admin = await createMember(db, { isNetworkAdmin: true });
  member = await createMember(db);
  groupAdmin = await createMember(db);
});
afterAll(async () => {
  await t?.close();
});

describe('network property sets', () => {
  it('answers not_found for a set nobody saved, also for malformed names', async () => {
    const missing = await get('/api/v1/property_sets/requests', member);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('not_found');
    expect((await get('/api/v1/property_sets/Bad%20Name', admin)).statusCode).toBe(404);
  });

  it('lets network administrators save a basic set with normalised definitions and an audit entry', async () => {
    const saved = await put('/api/v1/property_sets/requests', admin, {
      type: 'basic',
      properties: [
        { ...status, options: [...status.options, { label: 'In Arbeit' }, { label: '  ' }], multiple: false },
        budget,
        { name: 'due', type: 'date', label: 'Due', required: true, multiline: true },
        { name: 'level', type: 'headline', label: 'Details', size: 3 },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const body = propertySetResponse.parse(saved.json());
    expect(body.can.update).toBe(true);
    const [selection, number, date, headline] = body.property_set.properties;
    // Empty labels are dropped, missing values generated (part 3 section 5).
    expect(selection?.options).toEqual([
      { label: 'Open', value: 'open' },
      { label: 'In Arbeit', value: 'in_arbeit' },
    ]);
    expect(number).toMatchObject({ precision: 2, min: 0, max: 1000, prefix: '', postfix: '€' });
    // Only the type's own options are kept.
    expect(date).not.toHaveProperty('multiline');
    expect(headline).toMatchObject({ size: 3 });
    const events = await t.database.db.select().from(auditEvents);
    expect(events.some((e) => (e.details as { subject?: string }).subject === 'property_set')).toBe(true);

    const read = await get('/api/v1/property_sets/requests', member);
    expect(read.statusCode).toBe(200);
    const readBody = propertySetResponse.parse(read.json());
    expect(readBody.can.update).toBe(false);
    expect(readBody.property_set.properties.map((p) => p.name)).toEqual(['status', 'budget', 'due', 'level']);
  });

  it('refuses members with 403 and broken definitions with 422, writing nothing', async () => {
    expect(
      (await put('/api/v1/property_sets/requests', member, { type: 'basic', properties: [] })).statusCode,
    ).toBe(403);
    const broken = await put('/api/v1/property_sets/requests', admin, {
      type: 'basic',
      properties: [
        { ...budget, min: 10, max: 5 },
        { ...budget, label: 'Again' },
        { name: 'empty', type: 'selection', label: 'Empty', options: [{ label: '' }] },
        {
          name: 'twice',
          type: 'selection',
          label: 'Twice',
          options: [
            { label: 'A', value: 'a' },
            { label: 'B', value: 'a' },
          ],
        },
      ],
    });
    expect(broken.statusCode).toBe(422);
    expect(broken.json().error.fields).toEqual({
      'property_set.properties.0.max': ['errors.property_sets.min_above_max'],
      'property_set.properties.1.name': ['errors.property_sets.duplicate_name'],
      'property_set.properties.2.options': ['errors.property_sets.no_options'],
      'property_set.properties.3.options': ['errors.property_sets.duplicate_option'],
    });
    const unknownType = await put('/api/v1/property_sets/requests', admin, {
      type: 'basic',
      properties: [{ name: 'x', type: 'video', label: 'X' }],
    });
    expect(unknownType.statusCode).toBe(400);
    const huge = await put('/api/v1/property_sets/requests', admin, {
      type: 'basic',
      properties: [{ ...budget, max: 1e300 }],
    });
    expect(huge.statusCode).toBe(400);
    const modifiedNetwork = await put('/api/v1/property_sets/requests', admin, {
      type: 'modified',
      modifications: [],
    });
    expect(modifiedNetwork.statusCode).toBe(422);
    expect(modifiedNetwork.json().error.fields).toEqual({
      'property_set.type': ['errors.property_sets.no_parent'],
    });
    const read = propertySetResponse.parse((await get('/api/v1/property_sets/requests', admin)).json());
    expect(read.property_set.properties).toHaveLength(4);
  });
});

describe('group property sets', () => {
  it('inherits the network set, and a modified set adds options to its parent', async () => {
    const group = await createGroup(t.database.db);
    await addGroupMembership(t.database.db, group.id, groupAdmin.id, { isAdmin: true });
    await addGroupMembership(t.database.db, group.id, member.id);
    const base = `/api/v1/property_sets/requests?context_type=group&context_id=${group.id}`;

    expect((await get(base, member)).statusCode).toBe(404);
    const inherited = await get(`${base}&inherit=true`, member);
    expect(inherited.statusCode).toBe(200);
    const inheritedBody = propertySetResponse.parse(inherited.json());
    expect(inheritedBody).toMatchObject({ inherited: true, context_type: 'group', context_id: group.id });
    expect(inheritedBody.can.update).toBe(false);

    expect((await put(base, member, { type: 'modified', modifications: [] })).statusCode).toBe(403);
    const unknown = await put(base, groupAdmin, {
      type: 'modified',
      modifications: [
        { add_options: { name: 'budget', options: [{ label: 'X' }] } },
        { add_options: { name: 'status', options: [{ label: 'Reopened', value: 'open' }] } },
      ],
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().error.fields).toEqual({
      'property_set.modifications.0.add_options.name': ['errors.property_sets.unknown_property'],
      'property_set.modifications.1.add_options.options': ['errors.property_sets.duplicate_option'],
    });

    const saved = await put(base, groupAdmin, {
      type: 'modified',
      modifications: [{ add_options: { name: 'status', options: [{ label: 'Waiting for parts' }] } }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const read = propertySetResponse.parse((await get(base, member)).json());
    expect(read.inherited).toBe(false);
    expect(read.property_set.type).toBe('modified');
    expect(read.property_set.parent_property_set?.name).toBe('requests');
    expect(read.property_set.properties.find((p) => p.name === 'status')?.options).toEqual([
      { label: 'Open', value: 'open' },
      { label: 'In Arbeit', value: 'in_arbeit' },
      { label: 'Waiting for parts', value: 'waiting_for_parts' },
    ]);

    // The parent changes: the group follows, and options for a removed property are dropped.
    await put('/api/v1/property_sets/requests', admin, { type: 'basic', properties: [budget] });
    const after = propertySetResponse.parse((await get(base, member)).json());
    expect(after.property_set.properties.map((p) => p.name)).toEqual(['budget']);
    // The network's own set is untouched by the group's options.
    const network = propertySetResponse.parse((await get('/api/v1/property_sets/requests', member)).json());
    expect(network.property_set.properties).toHaveLength(1);
  });

  it('keeps a basic group set of its own, and hides groups the viewer may not see', async () => {
    const group = await createGroup(t.database.db);
    const hidden = await createGroup(t.database.db, { access: 'hidden' });
    await addGroupMembership(t.database.db, group.id, groupAdmin.id, { isAdmin: true });
    const base = `/api/v1/property_sets/rooms?context_type=group&context_id=${group.slug}`;
    const saved = await put(base, groupAdmin, { type: 'basic', properties: [status] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(propertySetResponse.parse(saved.json()).context_id).toBe(group.id);
    expect((await get('/api/v1/property_sets/rooms', admin)).statusCode).toBe(404);
    // Network administrators administer every group.
    expect((await put(base, admin, { type: 'basic', properties: [] })).statusCode).toBe(200);

    const hiddenUrl = `/api/v1/property_sets/rooms?context_type=group&context_id=${hidden.id}`;
    expect((await get(hiddenUrl, member)).statusCode).toBe(404);
    expect((await put(hiddenUrl, member, { type: 'basic', properties: [] })).statusCode).toBe(404);
    expect((await get('/api/v1/property_sets/rooms?context_type=group', member)).statusCode).toBe(400);
  });
});
