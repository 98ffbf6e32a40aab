import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { files, pendingVersions } from './tables.js';
import { addFile, createSubfolder, setUpPeople, upload } from './testing.js';

let t: TestApp;
let s: Awaited<ReturnType<typeof setUpPeople>>;
let approvalFolder: string;

beforeAll(async () => {
  t = await createTestApp();
  s = await setUpPeople(t);
  approvalFolder = await createSubfolder(t, s.h.owner, s.root.id, 'Contracts', { requires_approval: true });
});
afterAll(() => t.close());

async function newVersion(headers: Record<string, string>, fileId: string, content: string) {
  const { id } = (await upload(t, headers, { filename: 'v.txt', content: Buffer.from(content) })).json();
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/files/${fileId}/versions`,
    headers,
    payload: { upload_id: id, description: 'typo fixed' },
  });
}

describe('versions', () => {
  it('makes an upload the next major version in a folder without approval, old versions stay reachable', async () => {
    const fileId = await addFile(t, s.h.member, s.root.id, 'doc.txt', 'one');
    const response = await newVersion(s.h.member, fileId, 'two');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      pending_version: null,
      file: { version: { major: 2 }, size: 3 },
    });
    expect(response.json().file.versions.map((v: { major: number }) => v.major)).toEqual([1, 2]);
    expect(
      (await t.app.inject({ url: `/api/storage/files/${fileId}/get/doc.txt`, headers: s.h.member })).body,
    ).toBe('two');
    expect(
      (await t.app.inject({ url: `/api/storage/files/${fileId}/get/doc.txt?major=1`, headers: s.h.member }))
        .body,
    ).toBe('one');
    expect(
      (await t.app.inject({ url: `/api/storage/files/${fileId}/get/doc.txt?major=7`, headers: s.h.member }))
        .statusCode,
    ).toBe(404);
  });

  it('refuses a version number past what the database holds with a field error', async () => {
    const fileId = await addFile(t, s.h.member, s.root.id, 'far.txt', 'one');
    for (const major of ['2147483648', '-1', '1e10']) {
      const response = await t.app.inject({
        url: `/api/storage/files/${fileId}/get/far.txt?major=${major}`,
        headers: s.h.member,
      });
      expect(response.statusCode, major).toBe(400);
      expect(response.json().error.fields.major, major).toEqual([
        major === '-1' ? 'errors.validation.too_small' : 'errors.validation.too_large',
      ]);
    }
  });

  it('refuses a version from an upload that is not the member’s own', async () => {
    const fileId = await addFile(t, s.h.member, s.root.id, 'd2.txt', 'one');
    const { id } = (await upload(t, s.h.owner, { filename: 'x.txt', content: Buffer.from('x') })).json();
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/files/${fileId}/versions`,
      headers: s.h.member,
      payload: { upload_id: id },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('approval', () => {
  it('creates a pending version, lists it for reviewers, and approving makes it current with major+1', async () => {
    const fileId = await addFile(t, s.h.member, approvalFolder, 'contract.txt', 'v1');
    const response = await newVersion(s.h.member, fileId, 'v2 proposed');
    expect(response.json().pending_version).toMatchObject({
      original_filename: 'v.txt',
      description: 'typo fixed',
    });
    expect(response.json().file.version.major).toBe(1);
    const pendingId = response.json().pending_version.id;

    expect(
      (
        await t.app.inject({
          url: `/api/storage/folders/${approvalFolder}/files/approval`,
          headers: s.h.member,
        })
      ).statusCode,
    ).toBe(404);
    const list = await t.app.inject({
      url: `/api/storage/folders/${s.root.id}/files/approval`,
      headers: s.h.owner,
    });
    expect(list.json()).toEqual([
      expect.objectContaining({ id: pendingId, file_id: fileId, author_name: expect.any(String) }),
    ]);
    const counts = await t.app.inject({
      url: `/api/v1/files/approval_counts?context_type=group&context_id=${s.group.id}`,
      headers: s.h.owner,
    });
    expect(counts.json()).toEqual({ reviewed: 0, pending_versions: 1 });

    const view = await t.app.inject({
      url: `/api/storage/files/${fileId}/pending_versions/${pendingId}/get/v.txt`,
      headers: s.h.owner,
    });
    expect(view.body).toBe('v2 proposed');
    expect(
      (
        await t.app.inject({
          url: `/api/storage/files/${fileId}/pending_versions/${pendingId}/get/v.txt`,
          headers: s.h.outsider,
        })
      ).statusCode,
    ).toBe(404);

    const notReviewer = await t.app.inject({
      method: 'POST',
      url: `/api/storage/files/${fileId}/pending_versions/${pendingId}/approve`,
      headers: s.h.member,
    });
    expect(notReviewer.statusCode).toBe(404);
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/storage/files/${fileId}/pending_versions/${pendingId}/approve`,
      headers: s.h.owner,
    });
    expect(approved.statusCode).toBe(204);
    const [row] = await t.ctx.db.select().from(files).where(eq(files.id, fileId));
    expect(row?.major).toBe(2);
    expect(
      (await t.app.inject({ url: `/api/storage/files/${fileId}/get/contract.txt`, headers: s.h.member }))
        .body,
    ).toBe('v2 proposed');
    expect(await t.ctx.db.select().from(pendingVersions).where(eq(pendingVersions.id, pendingId))).toEqual(
      [],
    );
  });

  it('declining removes the pending version and its blob', async () => {
    const fileId = await addFile(t, s.h.member, approvalFolder, 'nda.txt', 'v1');
    const pendingId = (await newVersion(s.h.member, fileId, 'bad')).json().pending_version.id;
    const declined = await t.app.inject({
      method: 'DELETE',
      url: `/api/storage/files/${fileId}/pending_versions/${pendingId}`,
      headers: s.h.owner,
    });
    expect(declined.statusCode).toBe(204);
    expect(await t.ctx.db.select().from(pendingVersions).where(eq(pendingVersions.fileId, fileId))).toEqual(
      [],
    );
    const [row] = await t.ctx.db.select().from(files).where(eq(files.id, fileId));
    expect(row?.major).toBe(1);
  });

  it('a reviewer’s own new version skips approval', async () => {
    const fileId = await addFile(t, s.h.owner, approvalFolder, 'policy.txt', 'v1');
    expect((await newVersion(s.h.owner, fileId, 'v2')).json()).toMatchObject({
      pending_version: null,
      file: { version: { major: 2 } },
    });
  });

  it('pages reviewed files with pagination headers (empty until the editor integration writes reviews)', async () => {
    const fileId = await addFile(t, s.h.member, s.root.id, 'reviewed.txt', 'r');
    const response = await t.app.inject({
      url: `/api/storage/v2/files?context_type=group&context_id=${s.group.id}&query=reviewed&page=1`,
      headers: s.h.owner,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
    expect(response.headers['x-total']).toBe('0');
    await t.ctx.db
      .update(files)
      .set({ reviewedAt: new Date(), reviewChangesCount: 3, reviewCommentsCount: 1 })
      .where(eq(files.id, fileId));
    const reviewed = await t.app.inject({
      url: `/api/storage/v2/files?context_type=group&context_id=${s.group.id}&query=reviewed&page=1&per_page=1`,
      headers: s.h.owner,
    });
    expect(reviewed.json()).toEqual([
      expect.objectContaining({ id: fileId, changes_count: 3, comments_count: 1 }),
    ]);
    expect(reviewed.headers['x-total']).toBe('1');
    const outsider = await t.app.inject({
      url: `/api/storage/v2/files?context_type=group&context_id=${s.group.id}&query=reviewed`,
      headers: s.h.outsider,
    });
    expect(outsider.statusCode).toBe(404);
  });

  it('answers discover with no editor configured', async () => {
    const response = await t.app.inject({ url: '/api/storage/v2/discover', headers: s.h.member });
    expect(response.json()).toEqual({ apps: [], cache_seconds: 3600 });
  });
});
