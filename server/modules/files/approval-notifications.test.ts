import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationsPage } from '../../../contract/notifications.js';
import { authHeaders, createTestApp, signIn, type TestApp } from '../../test/app.js';
import { addGroupMembership, createMember } from '../../test/factories.js';
import { addFile, createSubfolder, setUpPeople, upload } from './testing.js';

/** A new version in a folder that requires approval tells the folder's reviewers, until it is settled. */
let t: TestApp;
let s: Awaited<ReturnType<typeof setUpPeople>>;
let approvalFolder: string;
let coAdmin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  s = await setUpPeople(t);
  const second = await createMember(t.ctx.db);
  await addGroupMembership(t.ctx.db, s.group.id, second.id, { isAdmin: true });
  coAdmin = authHeaders(await signIn(t.app, second.email));
  approvalFolder = await createSubfolder(t, s.h.owner, s.root.id, 'Contracts', { requires_approval: true });
});
afterAll(() => t.close());

type Headers = Record<string, string>;

async function newVersion(headers: Headers, fileId: string, content: string) {
  const { id } = (await upload(t, headers, { filename: 'v.txt', content: Buffer.from(content) })).json();
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/v1/files/${fileId}/versions`,
    headers,
    payload: { upload_id: id },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().pending_version?.id as string | undefined;
}

const toApprove = async (headers: Headers) => {
  const response = await t.app.inject({ url: '/api/v1/notifications?per=50', headers });
  return notificationsPage
    .parse(response.json())
    .entries.filter((e) => e.kind === 'files.version_to_approve');
};

describe('file versions to approve', () => {
  it('tells the group administrators once per file, naming the uploaders; nobody else', async () => {
    const fileId = await addFile(t, s.h.member, approvalFolder, 'contract.txt', 'one');
    await newVersion(s.h.member, fileId, 'two');
    await newVersion(s.h.member, fileId, 'three');
    for (const reviewer of [s.h.owner, coAdmin]) {
      const entries = await toApprove(reviewer);
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        url: `/files/${fileId}`,
        read: false,
        count: 2,
        data: { file: 'contract.txt' },
        actors: [{ id: s.member.id }],
      });
    }
    expect(await toApprove(s.h.member)).toEqual([]);
    expect(await toApprove(s.h.outsider)).toEqual([]);
  });

  it('keeps the entry while versions wait and removes it once the last one is settled', async () => {
    const fileId = await addFile(t, s.h.member, approvalFolder, 'policy.txt', 'one');
    const first = await newVersion(s.h.member, fileId, 'two');
    const second = await newVersion(s.h.member, fileId, 'three');
    const approve = await t.app.inject({
      method: 'POST',
      url: `/api/storage/files/${fileId}/pending_versions/${first}/approve`,
      headers: s.h.owner,
    });
    expect(approve.statusCode, approve.body).toBeLessThan(300);
    expect((await toApprove(coAdmin)).filter((e) => e.url === `/files/${fileId}`)).toHaveLength(1);
    const decline = await t.app.inject({
      method: 'DELETE',
      url: `/api/storage/files/${fileId}/pending_versions/${second}`,
      headers: coAdmin,
    });
    expect(decline.statusCode, decline.body).toBeLessThan(300);
    for (const reviewer of [s.h.owner, coAdmin]) {
      expect((await toApprove(reviewer)).filter((e) => e.url === `/files/${fileId}`)).toEqual([]);
    }
  });

  it('writes no entry when a reviewer uploads, as nothing waits', async () => {
    const fileId = await addFile(t, s.h.owner, approvalFolder, 'own.txt', 'one');
    expect(await newVersion(s.h.owner, fileId, 'two')).toBeUndefined();
    expect((await toApprove(coAdmin)).filter((e) => e.url === `/files/${fileId}`)).toEqual([]);
  });
});
