import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { group as groupSchema } from '../../../contract/groups.js';
import { authHeaders, createTestApp, signIn, type TestApp } from '../../test/app.js';
import { addGroupMembership, createGroup, createMember } from '../../test/factories.js';
import { files } from '../files/tables.js';
import { pngBytes, upload } from '../files/testing.js';

type Headers = Record<string, string>;
type Who = 'admin' | 'groupAdmin' | 'member' | 'stranger' | 'guest';
let t: TestApp;
const h = {} as Record<Who, Headers>;
let group: Awaited<ReturnType<typeof createGroup>>;
let hidden: Awaited<ReturnType<typeof createGroup>>;

async function uploaded(headers: Headers) {
  const response = await upload(
    t,
    headers,
    { filename: 'group.png', content: await pngBytes(300, 200) },
    {
      kind: 'images',
    },
  );
  expect(response.statusCode).toBe(200);
  return response.json().id as string;
}
const setImage = (who: Who, ref: string, fileId: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v1/groups/${ref}/image`,
    headers: h[who],
    payload: { file_id: fileId },
  });
const removeImage = (who: Who, ref: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/v1/groups/${ref}/image`, headers: h[who] });
const shownImage = async (who: Who, ref: string) =>
  groupSchema.parse((await t.app.inject({ url: `/api/v1/groups/${ref}`, headers: h[who] })).json())
    .profile_image;
const fileExists = async (id: string) =>
  (await t.ctx.db.select({ id: files.id }).from(files).where(eq(files.id, id))).length > 0;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.ctx.db;
  const people = {
    admin: await createMember(db, { isNetworkAdmin: true }),
    groupAdmin: await createMember(db),
    member: await createMember(db),
    stranger: await createMember(db),
    guest: await createMember(db, { isExternal: true }),
  };
  await Promise.all(
    Object.entries(people).map(async ([who, record]) => {
      h[who as Who] = authHeaders(await signIn(t.app, record.email));
    }),
  );
  group = await createGroup(db, { name: 'Pictured' });
  hidden = await createGroup(db, { name: 'Secret', access: 'hidden' });
  for (const target of [group, hidden]) {
    await addGroupMembership(db, target.id, people.groupAdmin.id, { isAdmin: true });
    await addGroupMembership(db, target.id, people.member.id);
  }
});
afterAll(() => t?.close());

describe('group profile image', () => {
  it('lets a group administrator set it; the group shows it and serves it to those who see the group', async () => {
    const fileId = await uploaded(h.groupAdmin);
    const response = await setImage('groupAdmin', group.slug, fileId);
    expect(response.statusCode).toBe(200);
    const url = `/api/v1/group_images/${fileId}/200x200`;
    expect(response.json()).toEqual({ profile_image: url });
    expect(await shownImage('stranger', group.slug)).toBe(url);
    const listed = await t.app.inject({ url: '/api/v1/groups', headers: h.member });
    expect(listed.json().groups.find((entry: { id: string }) => entry.id === group.id).profile_image).toBe(
      url,
    );

    const served = await t.app.inject({ url, headers: h.stranger });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    // Guests do not see a group that is not externally visible, so neither its image.
    expect((await t.app.inject({ url, headers: h.guest })).statusCode).toBe(404);
    expect((await t.app.inject({ url })).statusCode).toBe(401);
  });

  it('answers 404 to members who do not administer the group, and for hidden groups they cannot see', async () => {
    const fileId = await uploaded(h.member);
    expect((await setImage('member', group.slug, fileId)).statusCode).toBe(404);
    expect((await removeImage('member', group.slug)).statusCode).toBe(404);
    const strangerUpload = await uploaded(h.stranger);
    expect((await setImage('stranger', hidden.slug, strangerUpload)).statusCode).toBe(404);
    // A network administrator may change any group's image.
    expect((await setImage('admin', hidden.slug, await uploaded(h.admin))).statusCode).toBe(200);
    const secretImage = (await shownImage('member', hidden.slug)) ?? '';
    expect((await t.app.inject({ url: secretImage, headers: h.stranger })).statusCode).toBe(404);
    expect((await t.app.inject({ url: secretImage, headers: h.member })).statusCode).toBe(200);
  });

  it('refuses uploads that are not the caller’s images with 422 and keeps the image', async () => {
    const before = await shownImage('member', group.slug);
    const foreign = await uploaded(h.member);
    const refused = await setImage('groupAdmin', group.slug, foreign);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.fields.file_id).toEqual(['errors.attachments.not_own_upload']);
    expect((await setImage('groupAdmin', group.slug, 'x'.repeat(101))).statusCode).toBe(400);
    expect((await setImage('groupAdmin', group.slug, 42)).statusCode).toBe(400);
    expect(await shownImage('member', group.slug)).toBe(before);
  });

  it('replaces and removes the image, deleting the old files', async () => {
    const first =
      /group_images\/([0-9a-f]{24})\//.exec((await shownImage('member', group.slug)) ?? '')?.[1] ?? '';
    expect(await fileExists(first)).toBe(true);
    const next = await uploaded(h.groupAdmin);
    expect((await setImage('groupAdmin', group.slug, next)).statusCode).toBe(200);
    expect(await fileExists(first)).toBe(false);
    expect(
      (await t.app.inject({ url: `/api/v1/group_images/${first}/200x200`, headers: h.member })).statusCode,
    ).toBe(404);
    const removed = await removeImage('groupAdmin', group.slug);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ profile_image: null });
    expect(await shownImage('member', group.slug)).toBeNull();
    expect(await fileExists(next)).toBe(false);
  });

  it('keeps an archived group’s image as it is (422)', async () => {
    const archived = await createGroup(t.ctx.db, { archived: true });
    const response = await setImage('admin', archived.slug, await uploaded(h.admin));
    expect(response.statusCode).toBe(422);
    expect(response.json().error.fields).toEqual({ base: ['errors.groups.archived'] });
  });
});
