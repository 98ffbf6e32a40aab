import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Viewer } from '../../platform/identity/viewer.js';
import { viewerKeys } from '../../platform/visibility/keys.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import {
  addGroupMembership,
  assignRole,
  createCategory,
  createGroup,
  createMember,
  createRole,
  makeCategoryAdmin,
} from '../../test/factories.js';
import { roleKey } from '../members/policy.js';
import { canSeeContent, groupContentKeys } from './policy.js';
import { loadGroupState } from './service.js';
import type { GroupAccess } from './tables.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const overlaps = (a: readonly string[], b: readonly string[]) => a.some((key) => b.includes(key));

it('gives a viewer a key of a group’s content exactly when canSeeContent lets them see it', async () => {
  const db = t.database.db;
  const category = await createCategory(db);
  const otherCategory = await createCategory(db);
  const groups = [];
  for (const access of ['open', 'closed', 'hidden'] as GroupAccess[]) {
    for (const externallyVisible of [false, true]) {
      for (const categoryId of [category.id, otherCategory.id]) {
        groups.push(await createGroup(db, { access, externallyVisible, categoryId }));
      }
    }
  }
  const viewers: {
    name: string;
    viewer: Viewer;
    status?: 'member' | 'invited' | 'in_moderation' | 'rejected';
    admin?: boolean;
  }[] = [];
  const add = async (options: { external?: boolean; networkAdmin?: boolean } = {}) => {
    const member = await createMember(db, {
      isExternal: options.external ?? false,
      isNetworkAdmin: options.networkAdmin ?? false,
    });
    return { id: member.id, isExternal: member.isExternal, isNetworkAdmin: member.isNetworkAdmin };
  };
  viewers.push({ name: 'network admin', viewer: await add({ networkAdmin: true }) });
  const categoryAdmin = await add();
  await makeCategoryAdmin(db, category.id, categoryAdmin.id);
  viewers.push({ name: 'category admin', viewer: categoryAdmin });
  viewers.push({ name: 'internal stranger', viewer: await add() });
  viewers.push({ name: 'guest stranger', viewer: await add({ external: true }) });
  for (const status of ['member', 'invited', 'in_moderation', 'rejected'] as const) {
    for (const external of [false, true]) {
      const viewer = await add({ external });
      viewers.push({ name: `${external ? 'guest' : 'internal'} ${status}`, viewer, status });
    }
  }
  const groupAdmin = await add();
  viewers.push({ name: 'group admin', viewer: groupAdmin, status: 'member', admin: true });
  for (const entry of viewers) {
    if (!entry.status) continue;
    for (const group of groups)
      await addGroupMembership(db, group.id, entry.viewer.id, {
        status: entry.status,
        isAdmin: entry.admin ?? false,
      });
  }

  let compared = 0;
  for (const { name, viewer } of viewers) {
    const keys = await viewerKeys(t.ctx, viewer);
    for (const group of groups) {
      const groupCategory = group.categoryId === category.id ? category : otherCategory;
      const { state } = await loadGroupState(db, viewer, group, groupCategory);
      const expected = canSeeContent(viewer, state);
      const label = `${name} / ${group.access}${group.externallyVisible ? ' externally visible' : ''}${group.categoryId === category.id ? ' in administered category' : ''}`;
      expect(overlaps(keys, groupContentKeys(group)), label).toBe(expected);
      compared += 1;
    }
  }
  expect(compared).toBe(viewers.length * groups.length);
});

it('gives a viewer the keys of their roles and of themselves, and guests no internal key', async () => {
  const db = t.database.db;
  const role = await createRole(db);
  const member = await createMember(db);
  await assignRole(db, member.id, role.id);
  const keys = await viewerKeys(t.ctx, { id: member.id, isExternal: false, isNetworkAdmin: false });
  expect(keys).toEqual(expect.arrayContaining(['all', 'internal', `member:${member.id}`, roleKey(role.id)]));
  expect(keys).not.toContain('network-admin');
  const guest = await createMember(db, { isExternal: true });
  const guestKeys = await viewerKeys(t.ctx, { id: guest.id, isExternal: true, isNetworkAdmin: false });
  expect(guestKeys).toEqual(expect.arrayContaining(['all', `member:${guest.id}`]));
  expect(guestKeys).not.toContain('internal');
});
