import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type GroupPromotionResponse, groupPromotionResponse } from '../../../contract/group-promotion.js';
import type { SettingsResponse } from '../../../contract/network-settings.js';
import type { GroupPromotionConfig } from '../../platform/network/defaults.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import {
  addGroupMembership,
  createCategory,
  createGroup,
  type Restore,
  setNetworkConfig,
  setNetworkSettings,
} from '../../test/factories.js';
import { type GroupsClient, groupsClient } from './testing.js';

let t: TestApp;
let admin: GroupsClient;
let member: GroupsClient;
let guest: GroupsClient;
let category: Awaited<ReturnType<typeof createCategory>>;
let guestCategory: Awaited<ReturnType<typeof createCategory>>;
type GroupName =
  | 'open'
  | 'moderated'
  | 'hidden'
  | 'archived'
  | 'joined'
  | 'requested'
  | 'external'
  | 'named'
  | 'forGuests'
  | 'guestHidden';
const groups = {} as Record<GroupName, Awaited<ReturnType<typeof createGroup>>>;
const restores: Restore[] = [];

const promotion = async (client: GroupsClient) => {
  const response = await client.get('/api/v1/group_promotion');
  expect(response.statusCode).toBe(200);
  return groupPromotionResponse.parse(response.json()).promotion;
};
const names = (answer: GroupPromotionResponse['promotion']) =>
  answer?.groups.map((group) => group.name) ?? [];

const promote = async (changes: Partial<GroupPromotionConfig>) => {
  const { settings } = await t.ctx.network.get();
  restores.push(
    await setNetworkSettings(t.ctx, {
      group_promotion_config: { ...settings.group_promotion_config, active: true, ...changes },
    }),
  );
};

beforeAll(async () => {
  t = await createTestApp();
  [admin, member, guest] = await Promise.all([
    groupsClient(t, { isNetworkAdmin: true }),
    groupsClient(t),
    groupsClient(t, { isExternal: true }),
  ]);
  const db = t.ctx.db;
  category = await createCategory(db);
  guestCategory = await createCategory(db);
  const inCategory = { categoryId: category.id };
  groups.open = await createGroup(db, { ...inCategory, name: 'P Open', teaser: 'Open to all' });
  groups.moderated = await createGroup(db, { ...inCategory, name: 'P Moderated', moderatedJoin: true });
  groups.hidden = await createGroup(db, { ...inCategory, name: 'P Hidden', access: 'hidden' });
  groups.archived = await createGroup(db, { ...inCategory, name: 'P Archived', archived: true });
  groups.joined = await createGroup(db, { ...inCategory, name: 'P Joined' });
  groups.requested = await createGroup(db, { ...inCategory, name: 'P Requested', moderatedJoin: true });
  groups.external = await createGroup(db, { ...inCategory, name: 'P External', externallyVisible: true });
  groups.named = await createGroup(db, { name: 'P Named' });
  groups.forGuests = await createGroup(db, {
    categoryId: guestCategory.id,
    name: 'P For guests',
    externallyVisible: true,
  });
  groups.guestHidden = await createGroup(db, { categoryId: guestCategory.id, name: 'P Guests not visible' });
  await addGroupMembership(db, groups.joined.id, member.member.id);
  await addGroupMembership(db, groups.requested.id, member.member.id, { status: 'in_moderation' });
  await addGroupMembership(db, groups.open.id, member.member.id);
  await addGroupMembership(db, groups.open.id, admin.member.id);
});
afterEach(async () => {
  for (const restore of restores.splice(0).reverse()) await restore();
});
afterAll(async () => {
  await t?.close();
});

describe('group promotion', () => {
  it('shows nothing while the promotion is off', async () => {
    expect(await promotion(member)).toBeNull();
  });

  it('lists the named groups and those of the named categories the member sees and has not joined', async () => {
    await promote({ group_ids: [groups.named.id], group_category_ids: [category.id], title: 'Discover' });
    const answer = await promotion(member);
    expect(answer?.title).toBe('Discover');
    // Not the hidden group, not the archived one, not those with a membership row (joined, requested,
    // and the open group the member belongs to).
    expect(names(answer)).toEqual(['P External', 'P Moderated', 'P Named']);
    expect(answer?.groups.find((group) => group.name === 'P Moderated')?.can).toEqual({
      join: false,
      join_moderated: true,
    });
    expect(answer?.groups.find((group) => group.name === 'P Named')?.can).toEqual({
      join: true,
      join_moderated: false,
    });
    // Network administrators see hidden groups, so theirs are offered to them.
    expect(names(await promotion(admin))).toContain('P Hidden');
  });

  it('drops a group from the list once the member joins it through the join route', async () => {
    await promote({ group_ids: [groups.named.id], group_category_ids: [] });
    const other = await groupsClient(t);
    expect(names(await promotion(other))).toEqual(['P Named']);
    const joined = await other.post(`/api/v1/groups/${groups.named.id}/join`);
    expect(joined.json()).toMatchObject({ membership_status_of_current_member: 'member' });
    expect(await promotion(other)).toBeNull();
  });

  it('shows only the details the decorators choose', async () => {
    await promote({ group_ids: [groups.named.id, groups.external.id], decorators: [] });
    const bare = (await promotion(member))?.groups[0];
    expect(bare).toMatchObject({ image: null, description: null, member_count: null, category: null });
    restores.push(
      await setNetworkSettings(t.ctx, {
        group_promotion_config: {
          ...(await t.ctx.network.get()).settings.group_promotion_config,
          decorators: ['member_count', 'category', 'description'],
        },
      }),
    );
    const answer = await promotion(member);
    expect(answer?.decorators).toEqual(['description', 'member_count', 'category']);
    const open = answer?.groups.find((group) => group.name === 'P External');
    expect(open).toMatchObject({ member_count: 0, category: { id: category.id, name: category.name } });
  });

  it('offers guests externally visible groups only, and only when promotion is on for guests', async () => {
    await promote({ group_category_ids: [category.id], group_ids: [], decorators_external: ['category'] });
    expect(await promotion(guest)).toBeNull();
    await promote({ group_category_ids: [category.id], group_ids: [], enabled_for_external: true });
    const answer = await promotion(guest);
    expect(names(answer)).toEqual(['P External']);
    expect(answer?.decorators).toEqual(['category']);
  });

  it('offers guests the groups of the guests category, which members are not offered by it', async () => {
    restores.push(await setNetworkConfig(t.ctx, { guest_users_allowed: true }));
    restores.push(await setNetworkSettings(t.ctx, { guest_category_id: guestCategory.id }));
    const answer = await promotion(guest);
    expect(answer?.title).toBeNull();
    expect(names(answer)).toEqual(['P For guests']);
    expect(await promotion(member)).toBeNull();
    restores.push(await setNetworkConfig(t.ctx, { guest_users_allowed: false }));
    expect(await promotion(guest)).toBeNull();
  });
});

describe('promotion settings', () => {
  const current = async () =>
    ((await admin.get('/administration/settings')).json() as SettingsResponse).settings;

  it('refuses unknown decorators with 422 on their field', async () => {
    const settings = await current();
    const response = await admin.put('/administration/settings', {
      settings: {
        ...settings,
        group_promotion_config: {
          ...settings.group_promotion_config,
          decorators: ['image', 'shoe_size'],
          decorators_external: ['nope'],
        },
      },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.fields).toMatchObject({
      'settings.group_promotion_config.decorators': ['errors.network_settings.unknown_decorator'],
      'settings.group_promotion_config.decorators_external': ['errors.network_settings.unknown_decorator'],
    });
    expect((await current()).group_promotion_config.decorators).toEqual(
      settings.group_promotion_config.decorators,
    );
  });

  it('saves known decorators', async () => {
    const settings = await current();
    const config = { ...settings.group_promotion_config, decorators: ['image', 'member_count'] };
    const response = await admin.put('/administration/settings', {
      settings: { ...settings, group_promotion_config: config },
    });
    expect(response.statusCode).toBe(200);
    expect((await current()).group_promotion_config.decorators).toEqual(['image', 'member_count']);
    restores.push(async () => {
      await admin.put('/administration/settings', { settings });
    });
  });

  it('keeps the guests category to an existing category while the network has guests', async () => {
    restores.push(await setNetworkConfig(t.ctx, { guest_users_allowed: true }));
    const settings = await current();
    const unknown = await admin.put('/administration/settings', {
      settings: { ...settings, guest_category_id: 'no-such-category' },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().error.fields).toMatchObject({
      'settings.guest_category_id': ['errors.validation.invalid_id'],
    });
    const saved = await admin.put('/administration/settings', {
      settings: { ...settings, guest_category_id: guestCategory.id },
    });
    expect(saved.statusCode).toBe(200);
    expect((await current()).guest_category_id).toBe(guestCategory.id);
    restores.push(async () => {
      await admin.put('/administration/settings', { settings });
    });
  });
});
