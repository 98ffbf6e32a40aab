import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { group as groupSchema } from '../../../contract/groups.js';
import { createTestApp, signIn, type TestApp } from '../../test/app.js';
import { addGroupMembership, createGroup, createMember } from '../../test/factories.js';

describe('group design', () => {
  let t: TestApp;
  let cookie: string;
  let memberId: string;
  beforeAll(async () => {
    t = await createTestApp();
    const member = await createMember(t.ctx.db);
    memberId = member.id;
    cookie = await signIn(t.app, member.email);
  });
  afterAll(() => t.close());

  const fetchGroup = async (slug: string) => {
    const response = await t.app.inject({ url: `/api/v1/groups/${slug}`, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    return groupSchema.parse(response.json());
  };

  it("sends the group's hex colours with derived shades and drops anything else", async () => {
    const group = await createGroup(t.ctx.db, {
      design: { colors: { primary: '#2e7d4f', header_text: 'red; background: url(x)', banner: 42 } },
    });
    await addGroupMembership(t.ctx.db, group.id, memberId);
    const { design } = await fetchGroup(group.slug);
    expect(design?.colors).toEqual({ primary: '#2e7d4f' });
    expect(design?.derivedColors['primary-hover']).toMatch(/^#[0-9a-f]{6}$/);
    expect(JSON.stringify(design)).not.toContain('url(');
  });

  it('is null when the group has no colours of its own', async () => {
    const group = await createGroup(t.ctx.db);
    await addGroupMembership(t.ctx.db, group.id, memberId);
    expect((await fetchGroup(group.slug)).design).toBeNull();
  });
});
