import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webToken } from '../../../contract/devices.js';
import { createTestApp, signIn, type TestApp } from '../../test/app.js';
import { createMember } from '../../test/factories.js';

let t: TestApp;
let adaCookie: string;
let ada: Awaited<ReturnType<typeof createMember>>;

beforeAll(async () => {
  t = await createTestApp();
  ada = await createMember(t.database.db);
  adaCookie = await signIn(t.app, ada.email);
});
afterAll(async () => {
  await t?.close();
});

const issue = async () =>
  webToken.parse(
    (await t.app.inject({ url: '/api/v1/get-web-token', headers: { cookie: adaCookie } })).json(),
  );
const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

describe('web tokens for the native app’s web views', () => {
  it('sign a web view in once and lead to a page of this site', async () => {
    const issued = await issue();
    const target = `${pathOf(issued.url).split('?')[0]}?redirect_to=${encodeURIComponent('/messages?x=1')}`;
    const opened = await t.app.inject({ url: target });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe('/messages?x=1');
    const session = opened.cookies.find((cookie) => cookie.name === 'intranet_session');
    expect(session?.value).toBeTruthy();
    const me = await t.app.inject({
      url: '/api/v1/me',
      headers: { cookie: `intranet_session=${session?.value}` },
    });
    expect(me.json().id).toBe(ada.id);

    const again = await t.app.inject({ url: target });
    expect(again.headers.location).toBe('/users/sign_in');
    expect(again.cookies.find((cookie) => cookie.name === 'intranet_session')).toBeUndefined();
  });

  it('never lead to another site, and are only issued to signed-in members', async () => {
    const issued = await issue();
    const base = pathOf(issued.url).split('?')[0];
    const opened = await t.app.inject({
      url: `${base}?redirect_to=${encodeURIComponent('//evil.example/x')}`,
    });
    expect(opened.headers.location).toBe('/');
    expect((await t.app.inject({ url: '/api/v1/get-web-token' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/v1/web_session/unknown' })).headers.location).toBe(
      '/users/sign_in',
    );
  });
});
