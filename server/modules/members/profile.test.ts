import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberDetail, memberProfileForm } from '../../../contract/members.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { type GroupsClient, groupsClient as signedIn } from '../groups/testing.js';

let t: TestApp;
let member: GroupsClient;
let other: GroupsClient;
let admin: GroupsClient;

beforeAll(async () => {
  t = await createTestApp();
  [member, other, admin] = await Promise.all([
    signedIn(t, { profile: { position: 'Gardener' } }),
    signedIn(t),
    signedIn(t, { isNetworkAdmin: true }),
  ]);
});
afterAll(async () => {
  await t?.close();
});

describe('own profile', () => {
  it('shows every configured field in the form, empty ones too', async () => {
    const response = await member.get(`/members/${member.member.id}/edit`);
    expect(response.statusCode).toBe(200);
    const form = memberProfileForm.parse(response.json());
    expect(form.profile_fields.map((field) => [field.key, field.value])).toEqual([
      ['position', 'Gardener'],
      ['department', ''],
      ['location', ''],
      ['phone', ''],
    ]);
  });

  it('saves profile values and the birthday; empty text clears a value', async () => {
    const response = await member.put(`/members/${member.member.id}`, {
      member: { birthday: '1990-05-17', profile: { position: '', department: 'Grounds', phone: ' 123 ' } },
    });
    expect(response.statusCode).toBe(200);
    const page = memberDetail.parse(response.json());
    expect(page.birthday).toBe('1990-05-17');
    expect(page.profile_fields.map((field) => [field.key, field.value])).toEqual([
      ['department', 'Grounds'],
      ['phone', '123'],
    ]);
    const cleared = await member.put(`/members/${member.member.id}`, { member: { birthday: null } });
    expect(memberDetail.parse(cleared.json())).toMatchObject({ birthday: null });
  });

  it('refuses fields the network does not configure, writing nothing', async () => {
    const response = await member.put(`/members/${member.member.id}`, {
      member: { birthday: '1991-01-01', profile: { salary: 'a lot' } },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.fields['member.profile.salary']).toEqual([
      'errors.members.unknown_profile_field',
    ]);
    const page = memberDetail.parse((await member.get(`/members/${member.member.id}`)).json());
    expect(page.birthday).toBeNull();
  });

  it('answers 404 to other members; network administrators may edit', async () => {
    expect((await other.get(`/members/${member.member.id}/edit`)).statusCode).toBe(404);
    expect(
      (await other.put(`/members/${member.member.id}`, { member: { profile: { position: 'Boss' } } }))
        .statusCode,
    ).toBe(404);
    const byAdmin = await admin.put(`/members/${member.member.id}`, {
      member: { profile: { location: 'Bonn' } },
    });
    expect(byAdmin.statusCode).toBe(200);
  });

  it('refuses malformed input with 400', async () => {
    for (const body of [{ member: { birthday: '1990-13-40' } }, { member: { profile: { position: 5 } } }]) {
      expect((await member.put(`/members/${member.member.id}`, body)).statusCode).toBe(400);
    }
  });
});
