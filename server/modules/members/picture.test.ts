import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { me as meSchema } from '../../../contract/members.js';
import { authHeaders, createTestApp, signIn, type TestApp } from '../../test/app.js';
import { createMember } from '../../test/factories.js';
import { pngBytes, upload } from '../files/testing.js';

type Headers = Record<string, string>;
let t: TestApp;
let member: { id: string; email: string };
let other: { id: string; email: string };
const h: Record<'admin' | 'member' | 'other' | 'guest', Headers> = {} as never;

async function uploaded(headers: Headers, content: Buffer, kind: 'images' | 'files' = 'images') {
  const response = await upload(t, headers, { filename: 'me.jpg', content }, { kind });
  expect(response.statusCode).toBe(200);
  return response.json().id as string;
}
const setPicture = (headers: Headers, memberId: string, fileId: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v1/members/${memberId}/picture`,
    headers,
    payload: { file_id: fileId },
  });
const me = async (headers: Headers) =>
  meSchema.parse((await t.app.inject({ url: '/api/v1/me', headers })).json());

beforeAll(async () => {
  t = await createTestApp();
  const admin = await createMember(t.ctx.db, { isNetworkAdmin: true });
  member = await createMember(t.ctx.db);
  other = await createMember(t.ctx.db);
  const guest = await createMember(t.ctx.db, { isExternal: true });
  h.admin = authHeaders(await signIn(t.app, admin.email));
  h.member = authHeaders(await signIn(t.app, member.email));
  h.other = authHeaders(await signIn(t.app, other.email));
  h.guest = authHeaders(await signIn(t.app, guest.email));
});
afterAll(() => t.close());

describe('profile picture', () => {
  it('replaces the generated avatar everywhere and is served square in the spec sizes', async () => {
    const fileId = await uploaded(h.member, await pngBytes(640, 480));
    const response = await setPicture(h.member, member.id, fileId);
    expect(response.statusCode).toBe(200);
    const { images } = response.json();
    expect(images.small).toBe(`/api/v1/members/${member.id}/pictures/${fileId}/80x80`);
    expect((await me(h.member)).images.medium).toBe(
      `/api/v1/members/${member.id}/pictures/${fileId}/200x200`,
    );
    const detail = await t.app.inject({ url: `/api/v1/profiles/${member.id}`, headers: h.other });
    expect(detail.json().images.small).toBe(images.small);

    const served = await t.app.inject({ url: images.small, headers: h.other });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('private, max-age=31536000');
    const size = await t.app.inject({
      url: `/api/v1/members/${member.id}/pictures/${fileId}/457x457`,
      headers: h.other,
    });
    expect(size.statusCode).toBe(200);
    const odd = await t.app.inject({
      url: `/api/v1/members/${member.id}/pictures/${fileId}/999x999`,
      headers: h.other,
    });
    expect(odd.statusCode).toBe(404);
    expect((await t.app.inject({ url: images.small })).statusCode).toBe(401);
  });

  it('stops serving the old picture after a new one, and removal brings back the avatar', async () => {
    const first = (await me(h.member)).images.small ?? '';
    const next = await uploaded(h.member, await pngBytes(100, 100));
    expect((await setPicture(h.member, member.id, next)).statusCode).toBe(200);
    expect((await t.app.inject({ url: first, headers: h.other })).statusCode).toBe(404);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/members/${member.id}/picture`,
      headers: h.member,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().images.small).toBe(`/api/v1/members/${member.id}/avatar.svg`);
    expect(
      (
        await t.app.inject({
          url: `/api/v1/members/${member.id}/pictures/${next}/80x80`,
          headers: h.other,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('is changed only by the member and network administrators; 404 for anyone else', async () => {
    const fileId = await uploaded(h.other, await pngBytes(50, 50));
    expect((await setPicture(h.other, member.id, fileId)).statusCode).toBe(404);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/members/${member.id}/picture`,
      headers: h.other,
    });
    expect(removed.statusCode).toBe(404);
    const adminUpload = await uploaded(h.admin, await pngBytes(50, 50));
    expect((await setPicture(h.admin, member.id, adminUpload)).statusCode).toBe(200);
  });

  it('refuses bytes that are no image, an upload of someone else and a bad id with field errors', async () => {
    const text = await uploaded(h.member, Buffer.from('GIF8 but not really an image'), 'files');
    const bad = await setPicture(h.member, member.id, text);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.fields).toEqual({ file_id: ['errors.images.unsupported_type'] });
    const foreign = await uploaded(h.other, await pngBytes(20, 20));
    const stolen = await setPicture(h.member, member.id, foreign);
    expect(stolen.statusCode).toBe(422);
    expect(stolen.json().error.fields).toEqual({ file_id: ['errors.attachments.not_own_upload'] });
    for (const value of ['\u0000'.repeat(24), 'x'.repeat(5000), 12]) {
      expect([400, 422]).toContain((await setPicture(h.member, member.id, value)).statusCode);
    }
  });

  it('refuses images larger than the limit', async () => {
    const big = await uploaded(
      h.member,
      Buffer.concat([await pngBytes(10, 10), Buffer.alloc(5 * 1024 * 1024 + 1)]),
      'files',
    );
    const response = await setPicture(h.member, member.id, big);
    expect(response.statusCode).toBe(422);
    expect(response.json().error.fields).toEqual({ file_id: ['errors.images.too_large'] });
  });
});
