import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { me, memberDetail, memberProfileForm } from '../../../contract/members.js';
import { members } from '../../platform/identity/tables.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { setNetworkConfig, setNetworkSettings } from '../../test/factories.js';
import { groupsClient as signedIn } from '../groups/testing.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** The network asks new members for their profile (part 3 section 3.1, join_ask_for_profile_data). */
async function asking(ask = true) {
  onTestFinished(await setNetworkSettings(t.ctx, { join_ask_for_profile_data: ask }));
}

const newcomer = () => signedIn(t, { onboardedAt: null });

describe('onboarding profile', () => {
  it('is required on the first sign-in only while the network asks for it', async () => {
    const person = await newcomer();
    expect(me.parse((await person.get('/api/v1/me')).json()).onboarding_required).toBe(false);
    await asking();
    expect(me.parse((await person.get('/api/v1/me')).json()).onboarding_required).toBe(true);
    const settled = await signedIn(t);
    expect(me.parse((await settled.get('/api/v1/me')).json()).onboarding_required).toBe(false);
  });

  it('saves the profile, marks the form seen and answers the page first asked for', async () => {
    await asking();
    const person = await newcomer();
    const form = memberProfileForm.parse((await person.get('/onboarding/profile')).json());
    expect(form.profile_fields.map((field) => field.key)).toEqual([
      'position',
      'department',
      'location',
      'phone',
    ]);
    const answer = await person.put('/onboarding/profile', {
      member: { birthday: '1988-02-03', profile: { position: 'Gardener', department: ' Grounds ' } },
      redirect_to: '/groups/garden?tab=files',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ redirect_to: '/groups/garden?tab=files' });
    const page = memberDetail.parse((await person.get(`/members/${person.member.id}`)).json());
    expect(page.birthday).toBe('1988-02-03');
    expect(page.profile_fields.map((field) => [field.key, field.value])).toEqual([
      ['position', 'Gardener'],
      ['department', 'Grounds'],
    ]);
    expect(me.parse((await person.get('/api/v1/me')).json()).onboarding_required).toBe(false);
  });

  it('skipping (nothing filled in) also marks it seen; foreign or own-form targets lead to the start', async () => {
    await asking();
    const person = await newcomer();
    for (const target of ['https://evil.example/x', '//evil.example', '/onboarding/profile?x=1', undefined]) {
      const answer = await person.put('/onboarding/profile', { member: {}, redirect_to: target });
      expect(answer.json()).toEqual({ redirect_to: '/' });
    }
    const [row] = await t.ctx.db.select().from(members).where(eq(members.id, person.member.id));
    expect(row?.onboardedAt).not.toBeNull();
  });

  it('lets reserved fields be filled in while empty, not changed once they hold a value', async () => {
    await asking();
    onTestFinished(
      await setNetworkSettings(t.ctx, { change_request_profile_fields: ['position', 'department'] }),
    );
    const person = await signedIn(t, { onboardedAt: null, profile: { department: 'Sales' } });
    const form = memberProfileForm.parse((await person.get('/onboarding/profile')).json());
    expect(form.profile_fields.filter((field) => field.locked).map((field) => field.key)).toEqual([
      'department',
    ]);
    const refused = await person.put('/onboarding/profile', {
      member: { profile: { position: 'Lead', department: 'Board' } },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.fields).toEqual({
      'member.profile.department': ['errors.members.change_request_required'],
    });
    // Nothing was written, and the form is still waiting.
    const [row] = await t.ctx.db.select().from(members).where(eq(members.id, person.member.id));
    expect(row).toMatchObject({ onboardedAt: null, profile: { department: 'Sales' } });
    const saved = await person.put('/onboarding/profile', { member: { profile: { position: 'Lead' } } });
    expect(saved.statusCode).toBe(200);
  });

  it('refuses unknown fields and malformed input without writing', async () => {
    await asking();
    const person = await newcomer();
    const unknown = await person.put('/onboarding/profile', { member: { profile: { salary: '1' } } });
    expect(unknown.statusCode).toBe(422);
    for (const body of [
      { member: { birthday: '1990-13-40' } },
      { member: { profile: { position: 'a\u0000b'.repeat(400) } } },
      { member: {}, redirect_to: 'x'.repeat(3000) },
      {},
    ]) {
      expect((await person.put('/onboarding/profile', body)).statusCode).toBe(400);
    }
    expect(me.parse((await person.get('/api/v1/me')).json()).onboarding_required).toBe(true);
  });

  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/onboarding/profile' })).statusCode).toBe(401);
  });
});

describe('profile fields reserved for change requests', () => {
  it('are locked on the member’s own form and refused when changed; administrators change them', async () => {
    onTestFinished(await setNetworkSettings(t.ctx, { change_request_profile_fields: ['position'] }));
    const person = await signedIn(t, { profile: { position: 'Clerk' } });
    const admin = await signedIn(t, { isNetworkAdmin: true });
    const form = memberProfileForm.parse((await person.get(`/members/${person.member.id}/edit`)).json());
    expect(form.can.request_changes).toBe(true);
    expect(form.profile_fields.find((field) => field.key === 'position')).toMatchObject({ locked: true });
    const refused = await person.put(`/members/${person.member.id}`, {
      member: { profile: { position: 'Director', location: 'Bonn' } },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.fields).toEqual({
      'member.profile.position': ['errors.members.change_request_required'],
    });
    // The form sends the locked value back unchanged: that passes.
    const unchanged = await person.put(`/members/${person.member.id}`, {
      member: { profile: { position: 'Clerk', location: 'Bonn' } },
    });
    expect(unchanged.statusCode).toBe(200);
    const adminForm = memberProfileForm.parse((await admin.get(`/members/${person.member.id}/edit`)).json());
    expect(adminForm.profile_fields.every((field) => !field.locked)).toBe(true);
    expect(adminForm.can.request_changes).toBe(false);
    const byAdmin = await admin.put(`/members/${person.member.id}`, {
      member: { profile: { position: 'Director' } },
    });
    expect(byAdmin.statusCode).toBe(200);
  });

  it('are not locked while the config switches change requests off', async () => {
    onTestFinished(await setNetworkSettings(t.ctx, { change_request_profile_fields: ['position'] }));
    onTestFinished(await setNetworkConfig(t.ctx, { change_requests_enabled: false }));
    const person = await signedIn(t);
    const form = memberProfileForm.parse((await person.get(`/members/${person.member.id}/edit`)).json());
    expect(form.can.request_changes).toBe(false);
    expect(form.profile_fields.every((field) => !field.locked)).toBe(true);
    const saved = await person.put(`/members/${person.member.id}`, {
      member: { profile: { position: 'Boss' } },
    });
    expect(saved.statusCode).toBe(200);
  });
});
