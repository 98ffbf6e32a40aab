import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DesignInput, designDetail, effectiveDesign } from '../../../contract/designs.js';
import { network as networkSchema } from '../../../contract/network.js';
import { auditEvents } from '../../platform/audit/tables.js';
import { authHeaders, createTestApp, signIn, type TestApp } from '../../test/app.js';
import {
  addGroupMembership,
  createCategory,
  createGroup,
  createMember,
  makeCategoryAdmin,
} from '../../test/factories.js';
import { pngBytes, upload } from '../files/testing.js';

type Headers = Record<string, string>;
let t: TestApp;
const h: Record<'admin' | 'categoryAdmin' | 'groupAdmin' | 'member', Headers> = {} as never;
let category: { id: string };
let otherCategory: { id: string };
let group: { id: string; slug: string };
let otherGroup: { id: string; slug: string };

const input = (overrides: Partial<DesignInput> = {}): DesignInput => ({
  logoType: 'default',
  bannerType: 'color',
  logo_id: null,
  banner_id: null,
  favicon_id: null,
  fullWidth: false,
  userbarIconType: 'default',
  colors: {
    primary: '#1f5fa8',
    secondary: '#e9eef5',
    header_background: '#ffffff',
    header_text: '#1b2430',
    userbar_background: '#f4f6f9',
    userbar_text: '#1b2430',
    banner: '#1f5fa8',
  },
  ...overrides,
});

const put = (headers: Headers, id: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/v1/administration/designs/${id}`, headers, payload });
const get = (headers: Headers, url: string) => t.app.inject({ url, headers });

async function uploadImage(headers: Headers, content: Buffer, kind: 'images' | 'files' = 'images') {
  const response = await upload(t, headers, { filename: 'logo.png', content }, { kind });
  expect(response.statusCode).toBe(200);
  return response.json().id as string;
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.ctx.db;
  const admin = await createMember(db, { isNetworkAdmin: true });
  const categoryAdmin = await createMember(db);
  const groupAdmin = await createMember(db);
  const member = await createMember(db);
  category = await createCategory(db);
  otherCategory = await createCategory(db);
  await makeCategoryAdmin(db, category.id, categoryAdmin.id);
  group = await createGroup(db, { categoryId: category.id });
  otherGroup = await createGroup(db, { categoryId: otherCategory.id });
  await addGroupMembership(db, group.id, groupAdmin.id, { isAdmin: true });
  await addGroupMembership(db, group.id, member.id);
  await addGroupMembership(db, otherGroup.id, member.id);
  for (const [key, person] of Object.entries({ admin, categoryAdmin, groupAdmin, member })) {
    h[key as keyof typeof h] = authHeaders(await signIn(t.app, person.email));
  }
});
afterAll(() => t.close());

describe('who may edit which design', () => {
  it('lists every scope for network administrators and only their own for others', async () => {
    const all = (await get(h.admin, '/api/v1/administration/designs')).json().designs;
    expect(all.map((d: { id: string }) => d.id)).toEqual(
      expect.arrayContaining(['network', `group_category-${category.id}`, `group-${otherGroup.id}`]),
    );
    const own = (await get(h.categoryAdmin, '/api/v1/administration/designs')).json().designs;
    expect(own.map((d: { id: string }) => d.id).sort()).toEqual(
      [`group-${group.id}`, `group_category-${category.id}`].sort(),
    );
    const groupOnly = (await get(h.groupAdmin, '/api/v1/administration/designs')).json().designs;
    expect(groupOnly.map((d: { id: string }) => d.id)).toEqual([`group-${group.id}`]);
    expect((await get(h.member, '/api/v1/administration/designs')).statusCode).toBe(404);
  });

  it('answers 404 to a category administrator outside their category and for the network', async () => {
    expect((await put(h.categoryAdmin, 'network', input())).statusCode).toBe(404);
    expect((await put(h.categoryAdmin, `group_category-${otherCategory.id}`, input())).statusCode).toBe(404);
    expect((await put(h.categoryAdmin, `group-${otherGroup.id}`, input())).statusCode).toBe(404);
    expect((await put(h.groupAdmin, `group_category-${category.id}`, input())).statusCode).toBe(404);
    expect((await put(h.member, `group-${group.id}`, input())).statusCode).toBe(404);
    expect((await get(h.member, `/api/v1/administration/designs/group-${group.id}`)).statusCode).toBe(404);
    expect((await get(h.admin, '/api/v1/administration/designs/group-nope')).statusCode).toBe(404);
  });

  it('takes the slug in a design id and answers the id with the group id', async () => {
    const response = await get(h.groupAdmin, `/api/v1/administration/designs/group-${group.slug}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: `group-${group.id}`, customised: false });
    const other = await get(h.groupAdmin, `/api/v1/administration/designs/group-${otherGroup.slug}`);
    expect(other.statusCode).toBe(404);
  });

  it('needs a session', async () => {
    expect((await get({}, '/api/v1/administration/designs')).statusCode).toBe(401);
  });
});

describe('network design', () => {
  it('is saved, derives colours on the server and reaches /api/v1/network at once', async () => {
    const colors = { ...input().colors, primary: '#2e7d4f', header_background: '#102030' };
    const response = await put(h.admin, 'network', input({ colors, logoType: 'extended', fullWidth: true }));
    expect(response.statusCode).toBe(200);
    const detail = designDetail.parse(response.json());
    expect(detail.derivedColors['primary-hover']).toMatch(/^#[0-9a-f]{6}$/);
    expect(detail.derivedColors['header-background-contrast']).toBe('#ffffff');
    const network = networkSchema.parse((await get({}, '/api/v1/network')).json());
    expect(network.design).toMatchObject({ logoType: 'extended', fullWidth: true });
    expect(network.design.colors.primary).toBe('#2e7d4f');
    const audits = await t.ctx.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.type, 'PolicySettingUpdate'));
    expect(audits.map((row) => row.details)).toContainEqual(
      expect.objectContaining({ subject: 'design', design_id: 'network' }),
    );
  });

  it('refuses bad colours and bad values with field errors, and changes nothing', async () => {
    const response = await put(h.admin, 'network', {
      ...input(),
      colors: { ...input().colors, primary: 'red; background: url(x)' },
      logoType: 'huge',
    });
    expect([400, 422]).toContain(response.statusCode);
    const nul = await put(h.admin, 'network', { ...input(), logo_id: '\u0000'.repeat(24) });
    expect([400, 422]).toContain(nul.statusCode);
    const network = networkSchema.parse((await get({}, '/api/v1/network')).json());
    expect(network.design.colors.primary).not.toContain('url');
  });

  it('publishes an uploaded logo, serves it publicly and removes the old one when replaced', async () => {
    const first = await uploadImage(h.admin, await pngBytes(200, 60));
    const saved = designDetail.parse((await put(h.admin, 'network', input({ logo_id: first }))).json());
    expect(saved.logo_id).toBe(first);
    expect(saved.logoUrl).toBe(`/api/v1/designs/images/${first}`);
    const image = await get({}, saved.logoUrl ?? '');
    expect(image.statusCode).toBe(200);
    expect(image.headers['cache-control']).toContain('max-age=31536000');
    const second = await uploadImage(h.admin, await pngBytes(300, 80));
    await put(h.admin, 'network', input({ logo_id: second }));
    expect((await get({}, `/api/v1/designs/images/${first}`)).statusCode).toBe(404);
    expect((await get({}, `/api/v1/designs/images/${second}`)).statusCode).toBe(200);
  });

  it('refuses bytes that are no image, whatever the name says, and uploads of someone else', async () => {
    // A plain file upload named .png: the design looks at the bytes, not the name.
    const fake = await uploadImage(h.admin, Buffer.from('<svg onload=alert(1)>'), 'files');
    const bad = await put(h.admin, 'network', input({ favicon_id: fake }));
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.fields).toEqual({ favicon_id: ['errors.images.unsupported_type'] });
    const truncated = (await pngBytes(50, 50)).subarray(0, 40);
    const cut = await put(
      h.admin,
      'network',
      input({ banner_id: await uploadImage(h.admin, truncated, 'files') }),
    );
    expect(cut.statusCode).toBe(422);
    const foreign = await uploadImage(h.member, await pngBytes(20, 20));
    const stolen = await put(h.admin, 'network', input({ logo_id: foreign }));
    expect(stolen.statusCode).toBe(422);
    expect(stolen.json().error.fields).toEqual({ logo_id: ['errors.attachments.not_own_upload'] });
  });
});

describe('resolution order', () => {
  const effective = async (headers: Headers, slug: string) =>
    effectiveDesign.parse((await get(headers, `/api/v1/designs/effective?group=${slug}`)).json());

  it('takes the group design over the category design over the network design', async () => {
    expect((await effective(h.member, group.slug)).source).toBe('network');
    const categoryColors = { ...input().colors, primary: '#aa0000' };
    expect(
      (await put(h.categoryAdmin, `group_category-${category.id}`, input({ colors: categoryColors })))
        .statusCode,
    ).toBe(200);
    const fromCategory = await effective(h.member, group.slug);
    expect(fromCategory).toMatchObject({ source: 'group_category', colors: { primary: '#aa0000' } });
    expect((await effective(h.member, otherGroup.slug)).source).toBe('network');

    const groupColors = { ...input().colors, primary: '#00aa00' };
    expect((await put(h.groupAdmin, `group-${group.id}`, input({ colors: groupColors }))).statusCode).toBe(
      200,
    );
    expect(await effective(h.member, group.slug)).toMatchObject({
      source: 'group',
      colors: { primary: '#00aa00' },
    });

    const reset = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/administration/designs/group-${group.id}`,
      headers: h.groupAdmin,
    });
    expect(reset.statusCode).toBe(204);
    expect((await effective(h.member, group.slug)).source).toBe('group_category');
  });

  it('answers 404 for a group the viewer may not see and refuses resetting the network', async () => {
    const hidden = await createGroup(t.ctx.db, { access: 'hidden', categoryId: otherCategory.id });
    expect((await get(h.member, `/api/v1/designs/effective?group=${hidden.slug}`)).statusCode).toBe(404);
    const reset = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/administration/designs/network',
      headers: h.admin,
    });
    expect(reset.statusCode).toBe(404);
  });
});
