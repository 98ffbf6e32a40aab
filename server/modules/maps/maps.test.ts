import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type MapView, mapView } from '../../../contract/maps.js';
import type { SettingsResponse } from '../../../contract/network-settings.js';
import { members } from '../../platform/identity/tables.js';
import { jobs } from '../../platform/jobs/tables.js';
import { locateLater, MAPS_LOCATE_JOB } from '../../platform/maps.js';
import { authHeaders, createTestApp, signIn, type TestApp } from '../../test/app.js';
import {
  addGroupMembership,
  createCategory,
  createGroup,
  createMember,
  setNetworkConfig,
  setNetworkSettings,
} from '../../test/factories.js';
import { MAPS_BACKFILL_JOB } from './backfill.js';
import { geocodes, mapPlaces } from './tables.js';

/**
 * Maps: the geocoding job against a local fake of a Nominatim-compatible service (never the
 * internet), its cache and retries, and which members and groups the map data shows to whom.
 */
const PLACES: Record<string, [number, number]> = {
  berlin: [52.52, 13.405],
  hamburg: [53.55, 9.99],
  'hauptstraße 1, 10115 berlin, germany': [52.53, 13.38],
  munich: [48.137, 11.575],
  cologne: [50.94, 6.96],
};
let geocoder: Server;
const asked: { q: string; userAgent: string | undefined }[] = [];
/** Addresses the fake answers with 503 (a service that is down). */
const failing = new Set<string>();

let t: TestApp;
let adminCookie: string;
let alice: { id: string; cookie: string };
let bob: { id: string; cookie: string };
let guest: { id: string; cookie: string };
let categoryId: string;

const call = (method: 'GET' | 'PUT' | 'POST', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { ...authHeaders(cookie), accept: 'application/json' }, payload });

const mapOf = async (cookie: string, url = '/api/v1/map'): Promise<MapView> => {
  const response = await call('GET', url, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return mapView.parse(response.json());
};

const setLocation = async (member: { id: string; cookie: string }, location: string) => {
  const response = await call('PUT', `/members/${member.id}`, member.cookie, {
    member: { profile: { location } },
  });
  expect(response.statusCode, response.body).toBe(200);
};

const signedIn = async (overrides: Parameters<typeof createMember>[1] = {}) => {
  const record = await createMember(t.database.db, overrides);
  return { id: record.id, cookie: await signIn(t.app, record.email) };
};

beforeAll(async () => {
  geocoder = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const q = url.searchParams.get('q') ?? '';
    asked.push({ q, userAgent: request.headers['user-agent'] });
    if (url.pathname !== '/search' || url.searchParams.get('format') !== 'jsonv2') {
      response.writeHead(400).end('[]');
      return;
    }
    if (failing.has(q.toLowerCase())) {
      response.writeHead(503).end('down');
      return;
    }
    const place = PLACES[q.toLowerCase()];
    const body = place ? [{ lat: String(place[0]), lon: String(place[1]), display_name: q }] : [];
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => geocoder.listen(0, '127.0.0.1', resolve));
  const { port } = geocoder.address() as AddressInfo;
  t = await createTestApp({
    configOverrides: {
      maps: {
        geocoderUrl: `http://127.0.0.1:${port}/`,
        geocoderUserAgent: 'intranet-test',
        styleUrl: 'https://tiles.example.test/styles/{theme}/style.json',
      },
    },
  });
  await setNetworkConfig(t.ctx, { maps_enabled: true });
  const admin = await createMember(t.database.db, { isNetworkAdmin: true });
  adminCookie = await signIn(t.app, admin.email);
  alice = await signedIn();
  bob = await signedIn();
  guest = await signedIn({ isExternal: true });
  categoryId = (await createCategory(t.database.db)).id;
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => geocoder?.close(resolve));
});
beforeEach(() => {
  asked.length = 0;
  failing.clear();
});

describe('geocoding', () => {
  it('geocodes a member location by a job queued with the profile change, and shows it', async () => {
    await setLocation(alice, 'Berlin');
    const [queued] = await t.database.db.select().from(jobs).where(eq(jobs.type, MAPS_LOCATE_JOB));
    expect(queued?.payload).toEqual({ type: 'member', id: alice.id });
    expect(asked).toEqual([]);
    await t.ctx.jobs.drain();

    expect(asked).toEqual([{ q: 'Berlin', userAgent: 'intranet-test' }]);
    const map = await mapOf(bob.cookie, '/api/v1/map/members');
    const shown = map.members.find((member) => member.id === alice.id);
    expect(shown).toMatchObject({ latitude: 52.52, longitude: 13.405, path: `/members/${alice.id}` });
    expect(map.kind).toBe('members');
    expect(map.groups).toEqual([]);
    expect(map.style_url).toBe('https://tiles.example.test/styles/alidade_smooth/style.json');
  });

  it('asks the service once per address: the same place written differently comes from the cache', async () => {
    await setLocation(bob, '  berlin ');
    await t.ctx.jobs.drain();
    expect(asked).toEqual([]);
    const [place] = await t.database.db
      .select()
      .from(mapPlaces)
      .where(and(eq(mapPlaces.subjectType, 'member'), eq(mapPlaces.subjectId, bob.id)));
    expect(place?.addressKey).toBe('berlin');
    const ids = (await mapOf(alice.cookie)).members.map((member) => member.id);
    expect(ids).toEqual(expect.arrayContaining([alice.id, bob.id]));
  });

  it('caches an unknown address as unknown and draws nothing for it', async () => {
    const carol = await signedIn();
    await setLocation(carol, 'Nowhere at all');
    await t.ctx.jobs.drain();
    await setLocation(carol, 'nowhere  at all');
    await t.ctx.jobs.drain();
    expect(asked.map((entry) => entry.q)).toEqual(['Nowhere at all']);
    const [cached] = await t.database.db
      .select()
      .from(geocodes)
      .where(eq(geocodes.addressKey, 'nowhere at all'));
    expect(cached).toMatchObject({ latitude: null, longitude: null });
    expect((await mapOf(alice.cookie)).members.some((member) => member.id === carol.id)).toBe(false);
  });

  it('retries a failing service with backoff and then stores the place', async () => {
    const dave = await signedIn();
    failing.add('hamburg');
    const outcomes: string[] = [];
    const stop = t.ctx.jobs.onFinished((job) => {
      if (job.type === MAPS_LOCATE_JOB) outcomes.push(job.outcome);
    });
    await setLocation(dave, 'Hamburg');
    await t.ctx.jobs.drain();
    expect(outcomes).toEqual(['retry']);
    const davesJob = and(
      eq(jobs.type, MAPS_LOCATE_JOB),
      eq(jobs.uniqueKey, `${MAPS_LOCATE_JOB}:member:${dave.id}`),
    );
    const [waiting] = await t.database.db.select().from(jobs).where(davesJob);
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1 });
    expect(waiting?.runAt.getTime()).toBeGreaterThan(Date.now());
    expect((await mapOf(alice.cookie)).members.some((member) => member.id === dave.id)).toBe(false);

    failing.clear();
    // The backoff has passed.
    await t.database.db
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(davesJob);
    await t.ctx.jobs.drain();
    stop();
    expect(outcomes).toEqual(['retry', 'done']);
    expect((await mapOf(alice.cookie)).members.find((member) => member.id === dave.id)).toMatchObject({
      latitude: 53.55,
      longitude: 9.99,
    });
  });

  it('removes the place when the location is emptied', async () => {
    const erin = await signedIn();
    await setLocation(erin, 'Munich');
    await t.ctx.jobs.drain();
    expect((await mapOf(alice.cookie)).members.some((member) => member.id === erin.id)).toBe(true);
    await setLocation(erin, '');
    await t.ctx.jobs.drain();
    expect((await mapOf(alice.cookie)).members.some((member) => member.id === erin.id)).toBe(false);
  });

  it('places after a start what was saved without the maps module or without a geocoder', async () => {
    const frank = await signedIn();
    // Written around the profile service (an import, or a version before maps): no job was queued.
    await t.database.db
      .update(members)
      .set({ profile: { location: 'Cologne' } })
      .where(eq(members.id, frank.id));
    // A place stored while no geocoder was configured: its key has no geocode.
    const gina = await signedIn();
    await t.database.db
      .update(members)
      .set({ profile: { location: 'Munich' } })
      .where(eq(members.id, gina.id));
    await t.database.db
      .insert(mapPlaces)
      .values({ subjectType: 'member', subjectId: gina.id, addressKey: 'munich' });
    await t.database.db.delete(geocodes).where(eq(geocodes.addressKey, 'munich'));
    expect((await mapOf(alice.cookie)).members.some((member) => member.id === frank.id)).toBe(false);

    const [scheduled] = await t.database.db.select().from(jobs).where(eq(jobs.type, MAPS_BACKFILL_JOB));
    expect(scheduled?.runAt.getTime()).toBeGreaterThan(Date.now());
    await t.database.db
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(eq(jobs.type, MAPS_BACKFILL_JOB));
    await t.ctx.jobs.drain();

    expect(asked.map((entry) => entry.q).sort()).toEqual(['Cologne', 'Munich']);
    const shown = (await mapOf(alice.cookie)).members;
    expect(shown.find((member) => member.id === frank.id)).toMatchObject({
      latitude: 50.94,
      longitude: 6.96,
    });
    expect(shown.find((member) => member.id === gina.id)).toMatchObject({
      latitude: 48.137,
      longitude: 11.575,
    });
  });

  it('geocodes the network location saved in the settings and centres the map there', async () => {
    const current = ((await call('GET', '/administration/settings', adminCookie)).json() as SettingsResponse)
      .settings;
    const saved = await call('PUT', '/administration/settings', adminCookie, {
      settings: {
        ...current,
        map_scope_selection: 'poi',
        zoom_level: 6,
        network_location: {
          street: 'Hauptstraße',
          number: '1',
          zip: '10115',
          city: 'Berlin',
          state: '',
          country: 'Germany',
        },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await t.ctx.jobs.drain();
    expect(asked.map((entry) => entry.q)).toEqual(['Hauptstraße 1, 10115 Berlin, Germany']);
    const map = await mapOf(alice.cookie);
    expect(map).toMatchObject({ center: { latitude: 52.53, longitude: 13.38 }, zoom_level: 6, scope: 'poi' });
  });
});

describe('groups on the map', () => {
  it('geocodes a group address and shows the group only to whoever may see the group', async () => {
    const created = await call('POST', '/groups', alice.cookie, {
      group: { name: 'Cologne office', address: 'Cologne', group_category_id: categoryId },
    });
    expect(created.statusCode, created.body).toBeLessThan(300);
    const open = created.json() as { id: string; slug: string; address: string };
    expect(open.address).toBe('Cologne');
    const hidden = await createGroup(t.database.db, {
      categoryId,
      access: 'hidden',
      address: 'Munich',
      name: 'Secret',
    });
    await addGroupMembership(t.database.db, hidden.id, alice.id);
    await t.database.db.transaction((tx) => locateLater(t.ctx, tx, [{ type: 'group', id: hidden.id }]));
    await t.ctx.jobs.drain();

    const forAlice = await mapOf(alice.cookie);
    expect(forAlice.groups.map((group) => group.id).sort()).toEqual([open.id, hidden.id].sort());
    expect(forAlice.groups.find((group) => group.id === open.id)).toMatchObject({
      latitude: 50.94,
      path: `/groups/${open.slug}`,
    });
    const forBob = await mapOf(bob.cookie);
    expect(forBob.groups.map((group) => group.id)).toEqual([open.id]);
    expect((await mapOf(bob.cookie, '/api/v1/map/members')).groups).toEqual([]);

    // The hidden group's map does not exist for an outsider; its member sees the group and its members.
    expect((await call('GET', `/api/v1/groups/${hidden.slug}/map`, bob.cookie)).statusCode).toBe(404);
    const groupMap = await mapOf(alice.cookie, `/api/v1/groups/${hidden.slug}/map`);
    expect(groupMap.kind).toBe('group');
    expect(groupMap.group?.id).toBe(hidden.id);
    expect(groupMap.groups.map((group) => group.id)).toEqual([hidden.id]);
    expect(groupMap.members.map((member) => member.id)).toEqual([alice.id]);
  });

  it('moves the group when its address changes', async () => {
    const group = await createGroup(t.database.db, { categoryId, name: 'Movers', address: '' });
    await addGroupMembership(t.database.db, group.id, alice.id, { isAdmin: true });
    const updated = await call('PUT', `/groups/${group.id}`, alice.cookie, { group: { address: 'Hamburg' } });
    expect(updated.statusCode, updated.body).toBe(200);
    await t.ctx.jobs.drain();
    expect((await mapOf(bob.cookie)).groups.find((entry) => entry.id === group.id)).toMatchObject({
      latitude: 53.55,
    });
  });
});

describe('who is on the map', () => {
  it('shows a guest only the members they may see', async () => {
    const ids = (await mapOf(guest.cookie)).members.map((member) => member.id);
    expect(ids).not.toContain(alice.id);
    expect(ids).not.toContain(bob.id);
    const shared = await createGroup(t.database.db, { categoryId });
    await addGroupMembership(t.database.db, shared.id, guest.id);
    await addGroupMembership(t.database.db, shared.id, alice.id);
    const after = (await mapOf(guest.cookie)).members.map((member) => member.id);
    expect(after).toContain(alice.id);
    expect(after).not.toContain(bob.id);
  });

  it('never shows nor geocodes anonymised members', async () => {
    const restore = await setNetworkSettings(t.ctx, {
      anonymize_memberships_config: 'enabled',
      show_locked_memberships: true,
    });
    const frank = await signedIn();
    await setLocation(frank, 'Munich');
    await t.database.db.update(members).set({ lockedAt: new Date() }).where(eq(members.id, frank.id));
    await t.ctx.jobs.drain();
    expect(asked).toEqual([]);
    const [place] = await t.database.db.select().from(mapPlaces).where(eq(mapPlaces.subjectId, frank.id));
    expect(place).toBeUndefined();

    // Locked after being placed: the stored place is not drawn either.
    const gina = await signedIn();
    await t.database.db
      .update(members)
      .set({ profile: { location: 'Munich' } })
      .where(eq(members.id, gina.id));
    await setLocation(gina, 'Berlin');
    await t.ctx.jobs.drain();
    expect((await mapOf(adminCookie)).members.some((member) => member.id === gina.id)).toBe(true);
    await t.database.db.update(members).set({ lockedAt: new Date() }).where(eq(members.id, gina.id));
    expect((await mapOf(adminCookie)).members.some((member) => member.id === gina.id)).toBe(false);
    await restore();
  });
});

describe('maps switched off', () => {
  it('answers 404 on every map while the network has no maps', async () => {
    const restore = await setNetworkConfig(t.ctx, { maps_enabled: false });
    const group = await createGroup(t.database.db, { categoryId });
    for (const url of ['/api/v1/map', '/api/v1/map/members', `/api/v1/groups/${group.slug}/map`]) {
      expect((await call('GET', url, adminCookie)).statusCode, url).toBe(404);
    }
    await restore();
  });

  it('asks no outside service when no geocoder is configured', async () => {
    const quiet = await createTestApp();
    try {
      await setNetworkConfig(quiet.ctx, { maps_enabled: true });
      const member = await createMember(quiet.database.db);
      const cookie = await signIn(quiet.app, member.email);
      const saved = await quiet.app.inject({
        method: 'PUT',
        url: `/members/${member.id}`,
        headers: { ...authHeaders(cookie), accept: 'application/json' },
        payload: { member: { profile: { location: 'Berlin' } } },
      });
      expect(saved.statusCode).toBe(200);
      await quiet.ctx.jobs.drain();
      expect(asked).toEqual([]);
      expect(await quiet.database.db.select().from(geocodes)).toEqual([]);
      const map = mapView.parse(
        (
          await quiet.app.inject({
            method: 'GET',
            url: '/api/v1/map',
            headers: { cookie, accept: 'application/json' },
          })
        ).json(),
      );
      expect(map).toMatchObject({ members: [], style_url: null, center: null });
    } finally {
      await quiet.close();
    }
  });
});
