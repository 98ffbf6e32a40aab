import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../platform/audit/tables.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createFolder } from '../../test/factories.js';
import { files } from './tables.js';
import { addFile, createSubfolder, setUpPeople, upload } from './testing.js';

let t: TestApp;
let s: Awaited<ReturnType<typeof setUpPeople>>;
let fileId: string;

beforeAll(async () => {
  t = await createTestApp();
  s = await setUpPeople(t);
  fileId = await addFile(t, s.h.member, s.root.id, 'plan.txt', 'the plan');
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string>) => t.app.inject({ url, headers });

describe('folders', () => {
  it('lists a folder with path, subfolders, files and can flags', async () => {
    const sub = await createSubfolder(t, s.h.member, s.root.id, 'Minutes', { description: 'Weekly' });
    const response = await get(`/api/storage/folders/${s.root.id}?limit=1000`, s.h.member);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.folder_path).toEqual([{ id: s.root.id, name: 'Files' }]);
    expect(body.subfolders).toEqual([
      expect.objectContaining({ id: sub, name: 'Minutes', description: 'Weekly', total_files_count: 0 }),
    ]);
    expect(body.files[0]).toMatchObject({ id: fileId, name: 'plan.txt', version: { major: 1 } });
    expect(body.can).toEqual({ add_files: true, create_subfolders: true, update: false, destroy: false });
    expect(body.subfolders[0].can).toEqual({
      add_files: true,
      create_subfolders: true,
      update: true,
      destroy: true,
    });
    const child = await get(`/api/storage/folders/${sub}`, s.h.member);
    expect(child.json().folder_path.map((p: { name: string }) => p.name)).toEqual(['Files', 'Minutes']);
  });

  it('renames a folder by its creator, refuses others', async () => {
    const sub = await createSubfolder(t, s.h.owner, s.root.id, 'Board');
    const refused = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/folders/${sub}`,
      headers: s.h.member,
      payload: { name: 'Mine' },
    });
    expect(refused.statusCode).toBe(403);
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/folders/${sub}`,
      headers: s.h.owner,
      payload: { name: 'Board 2', description: 'd' },
    });
    expect(renamed.json()).toMatchObject({ name: 'Board 2', description: 'd' });
    const invalid = await t.app.inject({
      method: 'POST',
      url: '/api/v1/folders',
      headers: s.h.owner,
      payload: { name: ' ', parent_folder_id: s.root.id },
    });
    expect(invalid.statusCode).toBe(400);
  });

  it('gives the network folder to everybody to read and to administrators to write', async () => {
    const read = await get(`/api/v1/folders/root?context_type=network`, s.h.outsider);
    expect(read.statusCode).toBe(200);
    expect(read.json().can.add_files).toBe(false);
    const admin = await get(`/api/v1/folders/root?context_type=network`, s.h.admin);
    expect(admin.json().can.add_files).toBe(true);
    const personal = await get(`/api/v1/folders/root?context_type=member`, s.h.outsider);
    expect(personal.json()).toMatchObject({
      context_type: 'member',
      context_id: s.outsider.id,
      can: { add_files: true },
    });
    const foreignPersonal = await get(
      `/api/v1/folders/root?context_type=member&context_id=${s.member.id}`,
      s.h.outsider,
    );
    expect(foreignPersonal.statusCode).toBe(404);
  });
});

describe('non-members of a closed group', () => {
  it('get 404 for its folders, files, downloads, tokens and archives', async () => {
    expect((await get(`/api/storage/folders/${s.root.id}`, s.h.outsider)).statusCode).toBe(404);
    expect(
      (await get(`/api/v1/folders/root?context_type=group&context_id=${s.group.id}`, s.h.outsider))
        .statusCode,
    ).toBe(404);
    expect((await get(`/api/storage/files/${fileId}`, s.h.outsider)).statusCode).toBe(404);
    expect((await get(`/api/storage/files/${fileId}/get/plan.txt`, s.h.outsider)).statusCode).toBe(404);
    expect((await get(`/api/storage/files/${fileId}/token`, s.h.outsider)).statusCode).toBe(404);
    expect((await get(`/api/storage/images/${fileId}/get/80x80`, s.h.outsider)).statusCode).toBe(404);
    const token = await t.app.inject({
      method: 'POST',
      url: '/api/v1/file_token',
      headers: s.h.outsider,
      payload: { file_ids: [fileId] },
    });
    expect(token.statusCode).toBe(404);
    const folderToken = await t.app.inject({
      method: 'POST',
      url: '/api/v1/file_token',
      headers: s.h.outsider,
      payload: { folder_ids: [s.root.id] },
    });
    expect(folderToken.statusCode).toBe(404);
    const track = await t.app.inject({
      method: 'POST',
      url: `/api/storage/files/${fileId}/track_view`,
      headers: s.h.outsider,
    });
    expect(track.statusCode).toBe(404);
    const del = await t.app.inject({
      method: 'DELETE',
      url: '/api/storage/files',
      headers: s.h.outsider,
      payload: { file_ids: [fileId] },
    });
    expect(del.statusCode).toBe(404);
  });

  it('malformed ids are 404 or 400, never 500', async () => {
    expect((await get('/api/storage/files/..%2F..%2Fetc', s.h.member)).statusCode).toBe(404);
    expect((await get('/api/storage/folders/zzz', s.h.member)).statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'DELETE',
      url: '/api/storage/files',
      headers: s.h.member,
      payload: { file_ids: ['nope'] },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('downloads', () => {
  it('serves the file with safe headers, as attachment on download, and byte ranges', async () => {
    const inline = await get(`/api/storage/files/${fileId}/get/plan.txt`, s.h.member);
    expect(inline.statusCode).toBe(200);
    expect(inline.body).toBe('the plan');
    expect(inline.headers['content-type']).toBe('text/plain');
    expect(inline.headers['x-content-type-options']).toBe('nosniff');
    expect(inline.headers['content-disposition']).toMatch(/^inline; filename="?plan\.txt"?;?/);
    const attachment = await get(`/api/storage/files/${fileId}/get/plan.txt?download`, s.h.member);
    expect(attachment.headers['content-disposition']).toMatch(/^attachment/);
    const range = await t.app.inject({
      url: `/api/storage/files/${fileId}/get/plan.txt`,
      headers: { ...s.h.member, range: 'bytes=4-7' },
    });
    expect(range.statusCode).toBe(206);
    expect(range.body).toBe('plan');
    expect(range.headers['content-range']).toBe('bytes 4-7/8');
    const unsatisfiable = await t.app.inject({
      url: `/api/storage/files/${fileId}/get/plan.txt`,
      headers: { ...s.h.member, range: 'bytes=50-60' },
    });
    expect(unsatisfiable.statusCode).toBe(416);
  });

  it('never renders HTML or SVG inline from our origin', async () => {
    const html = await addFile(t, s.h.member, s.root.id, 'page.html', '<script>alert(1)</script>');
    const svg = await addFile(
      t,
      s.h.member,
      s.root.id,
      'logo.svg',
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
    );
    for (const [id, name] of [
      [html, 'page.html'],
      [svg, 'logo.svg'],
    ]) {
      const inline = await get(`/api/storage/files/${id}/get/${name}`, s.h.member);
      expect(inline.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(inline.headers['content-security-policy']).toContain('sandbox');
      const download = await get(`/api/storage/files/${id}/get/${name}?download=1`, s.h.member);
      expect(download.headers['content-type']).toBe('application/octet-stream');
      expect(download.headers['content-disposition']).toMatch(/^attachment/);
    }
  });

  it('lets a download token stand in for the session of that one file', async () => {
    const { token } = (await get(`/api/storage/files/${fileId}/token`, s.h.member)).json();
    const withToken = await t.app.inject({ url: `/api/storage/files/${fileId}/get/plan.txt?token=${token}` });
    expect(withToken.statusCode).toBe(200);
    const other = await addFile(t, s.h.member, s.root.id, 'other.txt', 'o');
    const wrongFile = await t.app.inject({ url: `/api/storage/files/${other}/get/other.txt?token=${token}` });
    expect(wrongFile.statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/storage/files/${fileId}/get/plan.txt` })).statusCode).toBe(404);
  });

  it('counts views without touching updated_at', async () => {
    const [before] = await t.ctx.db.select().from(files).where(eq(files.id, fileId));
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/storage/files/${fileId}/track_view`,
      headers: s.h.member,
    });
    expect(response.statusCode).toBe(204);
    const [after] = await t.ctx.db.select().from(files).where(eq(files.id, fileId));
    expect(after?.viewCount).toBe((before?.viewCount ?? 0) + 1);
    expect(after?.updatedAt.getTime()).toBe(before?.updatedAt.getTime());
  });
});

describe('locks, finalized files, batch delete and move', () => {
  it('locks for the default period and refuses move and delete while locked', async () => {
    const id = await addFile(t, s.h.member, s.root.id, 'locked.txt', 'l');
    const target = await createSubfolder(t, s.h.member, s.root.id, 'Target');
    const locked = await t.app.inject({
      method: 'PUT',
      url: `/api/storage/files/${id}/lock`,
      headers: s.h.member,
      payload: {},
    });
    expect(locked.statusCode).toBe(200);
    const until = new Date(locked.json().lockedUntil).getTime();
    expect(until).toBeGreaterThan(Date.now() + 6.9 * 24 * 3600 * 1000);
    expect(locked.json()).toMatchObject({ lockedById: s.member.id, can: { destroy: false, move: false } });
    const otherLock = await t.app.inject({
      method: 'PUT',
      url: `/api/storage/files/${id}/lock`,
      headers: s.h.owner,
      payload: {},
    });
    expect(otherLock.statusCode).toBe(409);
    const del = await t.app.inject({
      method: 'DELETE',
      url: '/api/storage/files',
      headers: s.h.owner,
      payload: { file_ids: [id] },
    });
    expect(del.statusCode).toBe(409);
    const move = await t.app.inject({
      method: 'POST',
      url: '/api/storage/files/move',
      headers: s.h.owner,
      payload: { file_ids: [id], target_folder_id: target },
    });
    expect(move.statusCode).toBe(409);
    const folderDelete = await t.app.inject({
      method: 'DELETE',
      url: `/api/storage/folders/${s.root.id}`,
      headers: s.h.owner,
    });
    expect(folderDelete.statusCode).toBe(403);
    const unlock = await t.app.inject({
      method: 'DELETE',
      url: `/api/storage/files/${id}/lock`,
      headers: s.h.member,
    });
    expect(unlock.json().lockedUntil).toBeNull();
    const past = await t.app.inject({
      method: 'PUT',
      url: `/api/storage/files/${id}/lock`,
      headers: s.h.member,
      payload: { locked_until: '2001-01-01T00:00:00Z' },
    });
    expect(past.statusCode).toBe(422);
  });

  it('refuses move and delete of finalized files', async () => {
    const id = await addFile(t, s.h.member, s.root.id, 'final.txt', 'f');
    const target = await createSubfolder(t, s.h.member, s.root.id, 'Final target');
    const finalized = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/files/${id}`,
      headers: s.h.owner,
      payload: { finalized: true },
    });
    expect(finalized.json().finalizedAt).not.toBeNull();
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/storage/files/${id}`, headers: s.h.owner }))
        .statusCode,
    ).toBe(409);
    const move = await t.app.inject({
      method: 'POST',
      url: '/api/storage/files/move',
      headers: s.h.owner,
      payload: { file_ids: [id], target_folder_id: target },
    });
    expect(move.statusCode).toBe(409);
  });

  it('moves files and folders, audits FileMove, and refuses moving a folder into itself', async () => {
    const a = await createSubfolder(t, s.h.member, s.root.id, 'A');
    const b = await createSubfolder(t, s.h.member, a, 'B');
    const id = await addFile(t, s.h.member, s.root.id, 'mover.txt', 'm');
    const moved = await t.app.inject({
      method: 'POST',
      url: '/api/storage/files/move',
      headers: s.h.member,
      payload: { file_ids: [id], folder_ids: [], target_folder_id: b, source_folder_id: s.root.id },
    });
    expect(moved.statusCode).toBe(200);
    expect(
      (await get(`/api/storage/folders/${b}`, s.h.member)).json().files.map((f: { id: string }) => f.id),
    ).toEqual([id]);
    const cycle = await t.app.inject({
      method: 'POST',
      url: '/api/storage/folders/move',
      headers: s.h.member,
      payload: { folder_ids: [a], target_folder_id: b },
    });
    expect(cycle.statusCode).toBe(422);
    const audit = await t.ctx.db.select().from(auditEvents).where(eq(auditEvents.type, 'FileMove'));
    expect(audit.length).toBeGreaterThan(0);
  });

  it('refuses moving into a folder the member cannot write and out of activity-stream folders', async () => {
    const id = await addFile(t, s.h.member, s.root.id, 'stay.txt', 's');
    const toNetwork = await t.app.inject({
      method: 'POST',
      url: '/api/storage/files/move',
      headers: s.h.member,
      payload: { file_ids: [id], target_folder_id: s.networkRoot.id },
    });
    expect(toNetwork.statusCode).toBe(403);
    const { id: stream } = await createFolder(t.ctx.db, s.root, {
      name: 'Stream',
      activityStream: true,
      creatorId: s.owner.id,
    });
    const listing = await get(`/api/storage/folders/${stream}`, s.h.owner);
    expect(listing.json()).toMatchObject({
      i18n_type: 'activity_stream',
      can: { add_files: false, update: false },
    });
    const into = await t.app.inject({
      method: 'POST',
      url: '/api/storage/files/move',
      headers: s.h.member,
      payload: { file_ids: [id], target_folder_id: stream },
    });
    expect(into.statusCode).toBe(403);
  });

  it('deletes in batch only with destroy on every item, then removes rows and audits FileDestroy', async () => {
    const mine = await addFile(t, s.h.member, s.root.id, 'mine.txt', 'm');
    const theirs = await addFile(t, s.h.owner, s.root.id, 'theirs.txt', 't');
    const refused = await t.app.inject({
      method: 'DELETE',
      url: '/api/storage/files',
      headers: s.h.member,
      payload: { file_ids: [mine, theirs] },
    });
    expect(refused.statusCode).toBe(403);
    expect(await t.ctx.db.select().from(files).where(eq(files.id, mine))).toHaveLength(1);
    const sub = await createSubfolder(t, s.h.member, s.root.id, 'Doomed');
    await addFile(t, s.h.member, sub, 'inside.txt', 'i');
    const done = await t.app.inject({
      method: 'DELETE',
      url: '/api/storage/folders',
      headers: s.h.owner,
      payload: { file_ids: [mine, theirs], folder_ids: [sub] },
    });
    expect(done.statusCode).toBe(200);
    expect(await t.ctx.db.select().from(files).where(eq(files.id, theirs))).toEqual([]);
    expect((await get(`/api/storage/folders/${sub}`, s.h.owner)).statusCode).toBe(404);
    const audit = await t.ctx.db.select().from(auditEvents).where(eq(auditEvents.type, 'FileDestroy'));
    expect(audit.length).toBeGreaterThanOrEqual(3);
  });

  it('lets only the author delete a volatile upload', async () => {
    const { id } = (await upload(t, s.h.member, { filename: 'v.txt', content: Buffer.from('v') })).json();
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/storage/files/${id}`, headers: s.h.owner }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/storage/files/${id}`, headers: s.h.member }))
        .statusCode,
    ).toBe(200);
  });
});
