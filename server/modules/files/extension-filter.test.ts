import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { policyAudit } from '../../test/admin-session.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { setUpPeople, upload } from './testing.js';

let t: TestApp;
let s: Awaited<ReturnType<typeof setUpPeople>>;

beforeAll(async () => {
  t = await createTestApp();
  s = await setUpPeople(t);
});
afterAll(() => t?.close());

const URL = '/administration/file_extension_filter';
const put = (headers: Record<string, string>, filter: object) =>
  t.app.inject({ method: 'PUT', url: URL, headers, payload: { file_extension_filter: filter } });

describe('/administration/file_extension_filter', () => {
  it('starts disabled and stores a deny list the uploads then honour, audited', async () => {
    const initial = await t.app.inject({ url: URL, headers: s.h.admin });
    expect(initial.json()).toEqual({ enabled: false, mode: 'deny', extensions: '' });
    const saved = await put(s.h.admin, { enabled: true, mode: 'deny', extensions: ' EXE, bat,exe ' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ enabled: true, mode: 'deny', extensions: 'exe, bat' });
    const refused = await upload(t, s.h.member, { filename: 'setup.exe', content: Buffer.from('MZ') });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.fields).toEqual({ file: ['errors.files.type_not_allowed'] });
    const fine = await upload(t, s.h.member, { filename: 'notes.txt', content: Buffer.from('hi') });
    expect(fine.statusCode).toBe(200);
    const [entry] = (await policyAudit(t, 'file_extension_filter')).slice(-1);
    expect(entry?.details).toMatchObject({
      before: { enabled: false, mode: 'deny', extensions: [] },
      after: { enabled: true, mode: 'deny', extensions: ['exe', 'bat'] },
    });
  });

  it('stores an allow list; uploads of other types are refused with the allow-list key', async () => {
    await put(s.h.admin, { enabled: true, mode: 'allow', extensions: 'pdf,txt' });
    const refused = await upload(t, s.h.member, { filename: 'photo.png', content: Buffer.from('x') });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.fields).toEqual({ file: ['errors.files.type_not_in_allow_list'] });
    expect(
      (await upload(t, s.h.member, { filename: 'a.PDF', content: Buffer.from('%PDF') })).statusCode,
    ).toBe(200);
    await put(s.h.admin, { enabled: false, mode: 'deny', extensions: '' });
    expect(
      (await upload(t, s.h.member, { filename: 'photo.png', content: Buffer.from('x') })).statusCode,
    ).toBe(200);
  });

  it('refuses entries that are not letters and digits, leaving the filter as it was', async () => {
    await put(s.h.admin, { enabled: true, mode: 'deny', extensions: 'exe' });
    for (const extensions of ['.exe', 'exe;bat', 'exe,,bat', 'ex e', 'tar.gz', 'exe,']) {
      const response = await put(s.h.admin, { enabled: true, mode: 'deny', extensions });
      expect(response.statusCode, extensions).toBe(422);
      expect(response.json().error.fields).toEqual({
        'file_extension_filter.extensions': ['errors.files.extension_filter_invalid'],
      });
    }
    expect((await t.app.inject({ url: URL, headers: s.h.admin })).json().extensions).toBe('exe');
    const wrongMode = await put(s.h.admin, { enabled: true, mode: 'maybe', extensions: '' });
    expect(wrongMode.statusCode).toBe(400);
  });

  it('answers 404 to members who are not network administrators', async () => {
    expect((await t.app.inject({ url: URL, headers: s.h.member })).statusCode).toBe(404);
    const put404 = await put(s.h.member, { enabled: true, mode: 'allow', extensions: '' });
    expect(put404.statusCode).toBe(404);
    expect((await t.app.inject({ url: URL, headers: s.h.admin })).json().mode).toBe('deny');
  });
});
