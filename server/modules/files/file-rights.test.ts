import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createTestApp, signIn, type TestApp } from '../../test/app.js';
import { addGroupMembership, createMember, setNetworkRow } from '../../test/factories.js';
import { addFile, setUpPeople, upload } from './testing.js';

/**
 * Files of others (files/policy.ts): contributors manage what they created; finalizing, unfinalizing
 * and locks of others' files follow the folder's roles; administrators can always undo a finalize
 * and break a lock; a lock lasts at most the network's lock period.
 */
let t: TestApp;
let s: Awaited<ReturnType<typeof setUpPeople>>;
let colleague: Record<string, string>;

const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  t = await createTestApp();
  s = await setUpPeople(t);
  const other = await createMember(t.ctx.db);
  await addGroupMembership(t.ctx.db, s.group.id, other.id);
  colleague = authHeaders(await signIn(t.app, other.email));
});
afterAll(() => t.close());

const put = (url: string, headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'PUT', url, headers, payload });
const detail = async (id: string, headers: Record<string, string>) =>
  (await t.app.inject({ url: `/api/storage/files/${id}`, headers })).json();

describe('a plain member and a colleague’s file', () => {
  it('may neither finalize, rename, replace nor lock it, and the can flags say so', async () => {
    const id = await addFile(t, s.h.member, s.root.id, 'report.txt', 'mine');
    const seen = await detail(id, colleague);
    expect(seen.can).toMatchObject({
      update: false,
      lock: false,
      finalize: false,
      unfinalize: false,
      unlock: false,
      destroy: false,
    });

    expect((await put(`/api/v1/files/${id}`, colleague, { finalized: true })).statusCode).toBe(403);
    expect((await put(`/api/v1/files/${id}`, colleague, { name: 'taken.txt' })).statusCode).toBe(403);
    const replacement = await upload(t, colleague, { filename: 'evil.txt', content: Buffer.from('evil') });
    const version = await t.app.inject({
      method: 'POST',
      url: `/api/v1/files/${id}/versions`,
      headers: colleague,
      payload: { upload_id: replacement.json().id },
    });
    expect(version.statusCode).toBe(403);
    const lock = await put(`/api/storage/files/${id}/lock`, colleague, {
      locked_until: '9999-12-31T00:00:00Z',
    });
    expect(lock.statusCode).toBe(403);
    expect((await detail(id, colleague)).locked_by).toBeNull();

    const after = await detail(id, s.h.member);
    expect(after).toMatchObject({ name: 'report.txt', finalizedAt: null, lockedUntil: null });
    expect(after.version.major).toBe(1);
  });

  it('is managed by its author: rename, new version, finalize, lock and unfinalize', async () => {
    const id = await addFile(t, s.h.member, s.root.id, 'own.txt', 'one');
    expect((await detail(id, s.h.member)).can).toMatchObject({
      update: true,
      lock: true,
      finalize: true,
      unfinalize: false,
    });
    expect((await put(`/api/v1/files/${id}`, s.h.member, { name: 'own2.txt' })).statusCode).toBe(200);
    const next = await upload(t, s.h.member, { filename: 'own.txt', content: Buffer.from('two') });
    const version = await t.app.inject({
      method: 'POST',
      url: `/api/v1/files/${id}/versions`,
      headers: s.h.member,
      payload: { upload_id: next.json().id },
    });
    expect(version.json().file.version.major).toBe(2);
    const locked = await put(`/api/storage/files/${id}/lock`, s.h.member, {});
    expect(locked.json()).toMatchObject({ lockedById: s.member.id, can: { unlock: true } });
    const finalized = await put(`/api/v1/files/${id}`, s.h.member, { finalized: true });
    expect(finalized.json()).toMatchObject({ can: { update: false, finalize: false, unfinalize: true } });
    const reopened = await put(`/api/v1/files/${id}`, s.h.member, { finalized: false });
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json().finalizedAt).toBeNull();
  });
});

describe('administrators', () => {
  it('undo a finalize that a member made, and then manage the file again', async () => {
    const id = await addFile(t, s.h.member, s.root.id, 'final.txt', 'f');
    await put(`/api/v1/files/${id}`, s.h.member, { finalized: true });
    // The colleague may not undo it.
    expect((await put(`/api/v1/files/${id}`, colleague, { finalized: false })).statusCode).toBe(403);
    // The group administrator (owner) and the network administrator may.
    expect((await detail(id, s.h.owner)).can.unfinalize).toBe(true);
    expect((await detail(id, s.h.admin)).can.unfinalize).toBe(true);
    const undone = await put(`/api/v1/files/${id}`, s.h.admin, { finalized: false, name: 'renamed.txt' });
    expect(undone.statusCode).toBe(200);
    expect(undone.json()).toMatchObject({ finalizedAt: null, name: 'renamed.txt' });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/storage/files/${id}`,
      headers: s.h.owner,
    });
    expect(removed.statusCode).toBe(200);
  });

  it('finalize a member’s file and break a member’s lock', async () => {
    const id = await addFile(t, s.h.member, s.root.id, 'locked.txt', 'l');
    await put(`/api/storage/files/${id}/lock`, s.h.member, {});
    const seen = await detail(id, colleague);
    expect(seen.can.unlock).toBe(false);
    // The colleague reads who holds the lock, not "another member".
    expect(seen.locked_by).toMatchObject({
      id: s.member.id,
      name: `${s.member.firstName} ${s.member.lastName}`,
    });
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/storage/files/${id}/lock`, headers: colleague }))
        .statusCode,
    ).toBe(403);
    expect((await detail(id, s.h.admin)).can.unlock).toBe(true);
    const broken = await t.app.inject({
      method: 'DELETE',
      url: `/api/storage/files/${id}/lock`,
      headers: s.h.admin,
    });
    expect(broken.json()).toMatchObject({ lockedUntil: null, lockedById: null });
    const finalized = await put(`/api/v1/files/${id}`, s.h.owner, { finalized: true });
    expect(finalized.statusCode).toBe(200);
    expect(finalized.json().finalizedAt).not.toBeNull();
  });
});

describe('lock period', () => {
  it('caps a lock at the network’s lock period', async () => {
    const id = await addFile(t, s.h.member, s.root.id, 'long.txt', 'l');
    const forever = await put(`/api/storage/files/${id}/lock`, s.h.member, {
      locked_until: '9999-12-31T00:00:00Z',
    });
    expect(forever.statusCode).toBe(422);
    expect(forever.json().error.fields).toEqual({ locked_until: ['errors.files.lock_too_long'] });
    const network = await t.ctx.network.get();
    expect(network.config.files.max_lock_period_days).toBe(30);
    await setNetworkRow(t.ctx, {
      config: { ...network.config, files: { ...network.config.files, max_lock_period_days: 10 } },
    });
    const eleven = new Date(Date.now() + 11 * DAY).toISOString();
    expect(
      (await put(`/api/storage/files/${id}/lock`, s.h.member, { locked_until: eleven })).statusCode,
    ).toBe(422);
    const nine = new Date(Date.now() + 9 * DAY).toISOString();
    const locked = await put(`/api/storage/files/${id}/lock`, s.h.member, { locked_until: nine });
    expect(locked.statusCode).toBe(200);
    expect(locked.json().lockedUntil).toBe(nine);
    const settings = (await t.app.inject({ url: '/api/v1/network', headers: s.h.member })).json();
    expect(settings.config.files.max_lock_period_days).toBe(10);
    await setNetworkRow(t.ctx, { config: network.config });
  });
});
