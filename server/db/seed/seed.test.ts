import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupNavigation, group as groupSchema, myGroups } from '../../../contract/groups.js';
import { me } from '../../../contract/members.js';
import { buildApp } from '../../app.js';
import { channelSubscriptions, channels } from '../../modules/channels/tables.js';
import {
  groupCategories,
  groupCategoryAdmins,
  groupMemberships,
  groups,
} from '../../modules/groups/tables.js';
import { memberRoles, membershipRoles } from '../../modules/members/tables.js';
import { pages, pageVersions } from '../../modules/pages/tables.js';
import type { AppContext } from '../../platform/context.js';
import { closeContext, createContext } from '../../platform/create-context.js';
import { members } from '../../platform/identity/tables.js';
import { createMemoryMailSender } from '../../platform/mail/create-mail.js';
import { networks } from '../../platform/network/tables.js';
import { signIn, testConfig } from '../../test/app.js';
import { openTestDatabase } from '../../test/database.js';
import type { Database } from '../client.js';
import { seedDemoNetwork } from './index.js';

let database: Database;
let ctx: AppContext;
let app: FastifyInstance;
let password: string | undefined;
const config = testConfig({ seedAdminEmail: 'boss@example.com' });

beforeAll(async () => {
  database = await openTestDatabase();
  const result = await seedDemoNetwork(database.db, config);
  expect(result.created).toBe(true);
  password = result.password;
  ctx = await createContext(config, database.db, { mail: createMemoryMailSender() });
  app = await buildApp(ctx);
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  if (ctx) await closeContext(ctx);
  await database?.close();
});

const total = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;

describe('the demo seed', () => {
  it('generates a password when none is configured', () => {
    expect(password).toMatch(/^[A-Za-z0-9_-]{16}$/);
  });

  it('creates the network, categories and groups of every kind', async () => {
    const db = database.db;
    const [network] = await db.select().from(networks);
    expect(network?.name).toBe('Northwind Intranet');
    expect(network?.settings.devise_text_before).toContain('Welcome');
    expect(network?.settings.profile_fields.map((f) => f.key)).toContain('position');
    expect(await total(db.select({ n: count() }).from(groupCategories))).toBe(3);
    const all = await db.select().from(groups);
    expect(all).toHaveLength(10);
    expect(new Set(all.map((g) => g.access))).toEqual(new Set(['open', 'closed', 'hidden']));
    for (const flag of ['externallyVisible', 'archived', 'moderatedJoin', 'activeMainGroup'] as const) {
      expect(all.some((g) => g[flag])).toBe(true);
    }
    expect(all.some((g) => g.navigation !== null)).toBe(true);
    expect(await total(db.select({ n: count() }).from(groupCategoryAdmins))).toBeGreaterThan(0);
  });

  it('creates 45+ members with profiles, avatars and coloured roles', async () => {
    const db = database.db;
    const people = await db.select().from(members);
    expect(people.length).toBeGreaterThanOrEqual(45);
    expect(new Set(people.map((p) => p.email)).size).toBe(people.length);
    expect(people.every((p) => p.profile.position && p.profile.location && p.birthday && p.searchText)).toBe(
      true,
    );
    expect(people.filter((p) => p.imageUrl === null).length).toBeGreaterThan(3);
    const withAvatar = people.filter((p) => p.imageUrl !== null);
    expect(withAvatar.every((p) => p.imageUrl === `/api/v1/members/${p.id}/avatar.svg`)).toBe(true);
    expect(people.some((p) => p.lockedAt !== null)).toBe(true);
    // Turning on the onboarding profile asks only people who join afterwards, never the demo's.
    expect(people.filter((p) => p.onboardedAt === null).map((p) => p.email)).toEqual([]);
    const roles = await db.select().from(membershipRoles);
    expect(roles.length).toBeGreaterThanOrEqual(3);
    expect(roles.every((r) => /^[0-9a-f]{6}$/.test(r.color))).toBe(true);
    expect(await total(db.select({ n: count() }).from(memberRoles))).toBeGreaterThanOrEqual(roles.length);
  });

  it('has the fixed accounts', async () => {
    const db = database.db;
    const byEmail = async (email: string) =>
      (await db.select().from(members).where(eq(members.email, email)))[0];
    expect(await byEmail('boss@example.com')).toMatchObject({
      firstName: 'Alex',
      lastName: 'Admin',
      isNetworkAdmin: true,
    });
    expect(await byEmail('member@example.com')).toMatchObject({ isNetworkAdmin: false, isExternal: false });
    expect(await byEmail('guest@example.com')).toMatchObject({ isExternal: true, isNetworkAdmin: false });
  });

  it('has channels whose subscriber counts match their subscriptions', async () => {
    const db = database.db;
    const rows = await db.select().from(channels);
    expect(rows.map((row) => `${row.slug}:${row.status}`).sort()).toEqual([
      'company-news:published',
      'engineering-updates:published',
      'summer-party:draft',
    ]);
    for (const row of rows) {
      const subscribed = await total(
        db
          .select({ n: count() })
          .from(channelSubscriptions)
          .where(eq(channelSubscriptions.channelId, row.id)),
      );
      expect(row.subscribersCount).toBe(subscribed);
    }
    expect(rows.find((row) => row.slug === 'company-news')?.subscribersCount).toBeGreaterThan(1);
  });

  it('spreads memberships over every state', async () => {
    const db = database.db;
    for (const status of ['member', 'in_moderation', 'invited', 'rejected'] as const) {
      expect(
        await total(
          db.select({ n: count() }).from(groupMemberships).where(eq(groupMemberships.status, status)),
        ),
      ).toBeGreaterThan(0);
    }
    const adminless = await db
      .select({ id: groups.id })
      .from(groups)
      .where(
        isNull(
          db
            .select({ id: groupMemberships.memberId })
            .from(groupMemberships)
            .where(and(eq(groupMemberships.groupId, groups.id), eq(groupMemberships.isAdmin, true)))
            .limit(1),
        ),
      );
    expect(adminless).toEqual([]);
    expect(
      await total(db.select({ n: count() }).from(members).where(isNotNull(members.authenticationToken))),
    ).toBe(2);
  });

  it('lets the demo member sign in and find favourites, an administered group with requests and an invitation', async () => {
    const cookie = await signIn(app, 'member@example.com', password);
    const get = async (url: string) => (await app.inject({ url, headers: { cookie } })).json();
    expect(me.parse(await get('/api/v1/me')).name).toBe('Sam Member');
    const mine = myGroups.parse(await get('/api/v1/groups'));
    expect(mine.groups.filter((g) => g.favorited).length).toBeGreaterThanOrEqual(2);
    expect(mine.groups.find((g) => g.slug === 'photography')?.membership_status_of_current_member).toBe(
      'invited',
    );
    expect(groupSchema.parse(await get('/api/v1/groups/website-relaunch')).can.administrate).toBe(true);
    const tabs = groupNavigation.parse(await get('/groups/website-relaunch/navigation')).items;
    expect(tabs.find((tab) => tab.key === 'members')?.badge).toBe(2);
    expect(
      (await app.inject({ url: '/api/v1/groups/human-resources', headers: { cookie } })).statusCode,
    ).toBe(404);
  });

  it('gives the demo member tasks in every list, group tasks and a note', async () => {
    const cookie = await signIn(app, 'member@example.com', password);
    const headers = { cookie, accept: 'application/json' };
    const list = async (name: string) =>
      (await app.inject({ method: 'GET', url: `/api/v1/tasks?list=${name}&status=all`, headers })).json();
    const my = await list('my');
    expect(my.tasks.some((task: { overdue: boolean }) => task.overdue)).toBe(true);
    expect(
      my.tasks.some(
        (task: { my_assignment: { state: string } | null }) => task.my_assignment?.state === 'pending',
      ),
    ).toBe(true);
    for (const name of ['assigned', 'declined', 'starred', 'archive'])
      expect((await list(name)).total).toBeGreaterThan(0);
    const group = await app.inject({ method: 'GET', url: '/api/v1/groups/engineering/tasks', headers });
    expect(group.json().total).toBeGreaterThan(0);
    const notes = await app.inject({ method: 'GET', url: '/api/v1/task_notes', headers });
    expect(notes.json().notes).toHaveLength(1);
  });

  it('has the IT requests wall in four stages and the room bookings list, with archived items', async () => {
    const cookie = await signIn(app, 'member@example.com', password);
    const headers = { cookie, accept: 'application/json' };
    const get = async (url: string) => (await app.inject({ method: 'GET', url, headers })).json();
    const wall = await get('/api/v1/apps/it-requests/wall');
    expect(wall.columns.map((column: { cards: unknown[] }) => column.cards.length > 0)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(wall.unassigned.total).toBeGreaterThan(0);
    expect((await get('/api/v1/apps/it-requests/items?archived=true')).total).toBeGreaterThan(0);
    const rooms = await get('/api/v1/apps/room-bookings');
    expect(rooms.has_wall).toBe(false);
    expect((await get('/api/v1/apps/room-bookings/items')).total).toBe(3);
    expect((await get('/apps?filter=show_in_userbar')).entries.map((e: { url: string }) => e.url)).toEqual([
      '/apps/it-requests',
    ]);
  });

  it('lets the guest see the externally visible project only', async () => {
    const cookie = await signIn(app, 'guest@example.com', password);
    const list = myGroups.parse((await app.inject({ url: '/api/v1/groups', headers: { cookie } })).json());
    expect(list.groups.map((g) => g.slug)).toEqual(['website-relaunch']);
    expect((await app.inject({ url: '/api/v1/groups/all-staff', headers: { cookie } })).statusCode).toBe(404);
  });

  it('does nothing on a second run', async () => {
    const before = await total(database.db.select({ n: count() }).from(members));
    expect(await seedDemoNetwork(database.db, config)).toEqual({ created: false });
    expect(await total(database.db.select({ n: count() }).from(members))).toBe(before);
  });

  it('writes the handbook page tree and a group page, each with its first version', async () => {
    const rows = await database.db.select().from(pages);
    const bySlug = new Map(rows.filter((p) => p.groupId === null).map((p) => [p.slug, p]));
    expect(bySlug.get('onboarding')?.parentId).toBe(bySlug.get('handbook')?.id);
    expect(bySlug.get('handbook')?.showInUserbar).toBe(true);
    expect(bySlug.get('handbook')?.content).toContain('<h2 id="h-who-to-ask">');
    expect(rows.some((p) => p.groupId !== null && p.slug === 'working-agreements')).toBe(true);
    expect(await total(database.db.select({ n: count() }).from(pageVersions))).toBe(rows.length);
  });

  it('comes out the same every time and uses SEED_PASSWORD when given', async () => {
    const other = await openTestDatabase();
    try {
      const result = await seedDemoNetwork(other.db, { ...config, seedPassword: 'a configured secret' });
      expect(result).toEqual({ created: true });
      const fingerprint = async (db: Database['db']) =>
        (await db.select().from(members))
          .map(
            (m) => `${m.email} ${m.profile.position} ${m.profile.phone} ${m.birthday} ${m.imageUrl === null}`,
          )
          .sort();
      expect(await fingerprint(other.db)).toEqual(await fingerprint(database.db));
    } finally {
      await other.close();
    }
  });
});
