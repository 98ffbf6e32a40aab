import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directoryMemberPageResponse } from '../../../contract/directory.js';
import { groupMemberList } from '../../../contract/groups.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import {
  addGroupMembership,
  assignRole,
  createGroup,
  createMember,
  createRole,
  setNetworkConfig,
} from '../../test/factories.js';
import { type GroupsClient, groupsClient } from './testing.js';

/** Display types of membership roles in the group's member list and the network directory. */
let t: TestApp;
let viewer: GroupsClient;
let group: Awaited<ReturnType<typeof createGroup>>;
const people: Record<'anna' | 'bert' | 'carl' | 'dora' | 'emil', { id: string }> = {} as never;
const roles: Record<'speakers' | 'alumni' | 'secret' | 'helper' | 'board' | 'quiet', { id: string }> =
  {} as never;

const groupList = async (query = '') => {
  const response = await viewer.get(`/groups/${group.slug}/members${query}`);
  expect(response.statusCode).toBe(200);
  return groupMemberList.parse(response.json());
};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.ctx.db;
  viewer = await groupsClient(t);
  group = await createGroup(db, { name: 'Sectioned' });
  // Names decide the order inside a section and among the rest (first and last sort alike).
  const names = [
    ['anna', 'Zeller'],
    ['bert', 'Adler'],
    ['carl', 'Brandt'],
    ['dora', 'Cramer'],
    ['emil', 'Diehl'],
  ] as const;
  await Promise.all(
    names.map(async ([key, lastName]) => {
      people[key] = await createMember(db, { firstName: lastName, lastName });
      await addGroupMembership(db, group.id, people[key].id);
    }),
  );
  await addGroupMembership(db, group.id, viewer.member.id);
  const scoped = { groupId: group.id };
  roles.speakers = await createRole(db, {
    ...scoped,
    name: 'Speaker',
    pluralName: 'Speakers',
    displayType: 'grouped',
  });
  roles.alumni = await createRole(db, {
    ...scoped,
    name: 'Alumnus',
    pluralName: 'Alumni',
    displayType: 'grouped',
  });
  roles.secret = await createRole(db, {
    ...scoped,
    name: 'Secret',
    pluralName: 'Secrets',
    displayType: 'hidden',
  });
  roles.helper = await createRole(db, { ...scoped, name: 'Helper', pluralName: 'Helpers' });
  roles.board = await createRole(db, { name: 'Board', pluralName: 'Board members', displayType: 'grouped' });
  roles.quiet = await createRole(db, { name: 'Quiet', pluralName: 'Quiet ones', displayType: 'hidden' });
  await assignRole(db, people.anna.id, roles.speakers.id);
  await assignRole(db, people.carl.id, roles.speakers.id);
  // Dora holds two grouped roles: she is listed under the first by name (Alumni).
  await assignRole(db, people.dora.id, roles.speakers.id);
  await assignRole(db, people.dora.id, roles.alumni.id);
  await assignRole(db, people.bert.id, roles.secret.id);
  await assignRole(db, people.emil.id, roles.helper.id);
  await assignRole(db, people.emil.id, roles.board.id);
  await assignRole(db, people.bert.id, roles.quiet.id);
});
afterAll(async () => {
  await t?.close();
});

describe('membership role display types', () => {
  it('lists holders of grouped group roles first, section by section, the others after them', async () => {
    const list = await groupList();
    const ids = list.entries.map((entry) => entry.id);
    expect(ids.slice(0, 3)).toEqual([people.dora.id, people.carl.id, people.anna.id]);
    expect(list.entries.slice(0, 3).map((entry) => entry.section_id)).toEqual([
      roles.alumni.id,
      roles.speakers.id,
      roles.speakers.id,
    ]);
    expect(list.entries.slice(3).every((entry) => entry.section_id === null)).toBe(true);
    expect(list.sections.map((section) => section.plural_name)).toEqual(['Alumni', 'Speakers']);
  });

  it('keeps the sections across pages', async () => {
    const second = await groupList('?page=2&per=2');
    expect(second.entries.map((entry) => entry.id)).toEqual([people.anna.id, people.bert.id]);
    expect(second.entries.map((entry) => entry.section_id)).toEqual([roles.speakers.id, null]);
    expect(second.sections.map((section) => section.id)).toEqual([roles.speakers.id]);
  });

  it('shows default and grouped roles as badges, never hidden ones', async () => {
    const list = await groupList();
    const badges = (id: string) =>
      list.entries.find((entry) => entry.id === id)?.roles.map((role) => role.name);
    expect(badges(people.emil.id)).toEqual(['Board', 'Helper']);
    expect(badges(people.bert.id)).toEqual([]);
    expect(badges(people.dora.id)).toEqual(['Alumnus', 'Speaker']);
  });

  it('groups the network directory by the network grouped roles', async () => {
    const response = await viewer.get('/directory/members.json');
    expect(response.statusCode).toBe(200);
    const page = directoryMemberPageResponse.parse(response.json());
    expect(page.entries[0]).toMatchObject({ id: people.emil.id, section_id: roles.board.id });
    expect(page.entries.slice(1).every((entry) => entry.section_id === null)).toBe(true);
    expect(page.sections).toEqual([
      expect.objectContaining({ id: roles.board.id, plural_name: 'Board members' }),
    ]);
    const bert = page.entries.find((entry) => entry.id === people.bert.id);
    expect(bert?.roles).toEqual([]);
  });

  it('has no sections and no role badges while the network does not use roles', async () => {
    const restore = await setNetworkConfig(t.ctx, { membership_roles_enabled: false });
    try {
      const list = await groupList();
      expect(list.sections).toEqual([]);
      expect(list.entries.every((entry) => entry.section_id === null && entry.roles.length === 0)).toBe(true);
    } finally {
      await restore();
    }
  });
});
