import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { network } from '../../../contract/network.js';
import { createTestApp, signIn, type TestApp } from '../../test/app.js';
import { createMember, setNetworkSettings } from '../../test/factories.js';
import { contrastRatio, deriveColors, parseHex } from './colors.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/v1/network', () => {
  it('answers signed out with every member ability false', async () => {
    const response = await t.app.inject({ url: '/api/v1/network' });
    expect(response.statusCode).toBe(200);
    const body = network.parse(response.json());
    expect(body.name).toBe('Test Network');
    expect(body.start_page_path).toBe('/start');
    expect(body.public_url).toBe('http://localhost:3000');
    const { join, ...memberAbilities } = body.can;
    expect(Object.values(memberAbilities).every((flag) => flag === false)).toBe(true);
    expect(join).toBe(true);
    expect(body.design.derivedColors['primary-hover']).toMatch(/^#[0-9a-f]{6}$/);
    expect(body.design.derivedColors['header-text-muted']).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('offers joining only signed out and only where the network allows it', async () => {
    const restore = await setNetworkSettings(t.ctx, { join_user_can_initiate: false });
    onTestFinished(restore);
    const signedOut = network.parse((await t.app.inject({ url: '/api/v1/network' })).json());
    expect(signedOut.can.join).toBe(false);
    await restore();
    const member = await createMember(t.database.db);
    const signedIn = await t.app.inject({
      url: '/api/v1/network',
      headers: { cookie: await signIn(t.app, member.email) },
    });
    expect(network.parse(signedIn.json()).can.join).toBe(false);
  });

  it('tells the sign-in page whether the request has a session', async () => {
    expect(network.parse((await t.app.inject({ url: '/api/v1/network' })).json()).signed_in).toBe(false);
    const member = await createMember(t.database.db);
    const cookie = await signIn(t.app, member.email);
    const signedIn = await t.app.inject({ url: '/api/v1/network', headers: { cookie } });
    expect(network.parse(signedIn.json()).signed_in).toBe(true);
  });

  it('gives administrators and members their abilities', async () => {
    const admin = await createMember(t.database.db, { isNetworkAdmin: true });
    const member = await createMember(t.database.db);
    const guest = await createMember(t.database.db, { isExternal: true });
    const can = async (email: string) =>
      network.parse(
        (
          await t.app.inject({ url: '/api/v1/network', headers: { cookie: await signIn(t.app, email) } })
        ).json(),
      ).can;
    expect(await can(admin.email)).toMatchObject({
      administrate: true,
      create_channels: true,
      invite_external: true,
      review_files: true,
    });
    expect(await can(member.email)).toMatchObject({
      administrate: false,
      create_groups: true,
      invite_internal: true,
      // The files section offers the approval page by this flag: its counts answer 404 to the others.
      review_files: false,
    });
    expect(await can(guest.email)).toMatchObject({
      administrate: false,
      create_groups: false,
      create_calendars: false,
      review_files: false,
    });
  });

  it('reports anonymisation as on unless it is disabled', async () => {
    for (const [setting, expected] of [
      ['after_days', true],
      ['enabled', true],
      ['disabled', false],
    ] as const) {
      await setNetworkSettings(t.ctx, { anonymize_memberships_config: setting });
      const body = network.parse((await t.app.inject({ url: '/api/v1/network' })).json());
      expect(body.config.anonymize_membership).toBe(expected);
    }
  });
});

describe('derived colours', () => {
  it('computes shades and readable text colours', () => {
    const derived = deriveColors({
      primary: '#1f5fa8',
      secondary: '#e9eef5',
      header_background: '#fff',
      header_text: '#1b2430',
    });
    expect(derived['primary-contrast']).toBe('#ffffff');
    expect(derived['secondary-contrast']).toBe('#1b2430');
    expect(derived['header-background']).toBe('#ffffff');
    // Hover is darker on light and mid colours.
    const primary = parseHex('#1f5fa8');
    const hover = parseHex(derived['primary-hover'] ?? '');
    if (!primary || !hover) throw new Error('unparsable');
    expect(hover[0] + hover[1] + hover[2]).toBeLessThan(primary[0] + primary[1] + primary[2]);
    // Muted header text still reads on the header.
    const muted = parseHex(derived['header-text-muted'] ?? '');
    if (!muted) throw new Error('no muted colour');
    expect(contrastRatio(muted, [255, 255, 255])).toBeGreaterThan(3);
  });

  it('skips colours it cannot parse', () => {
    expect(deriveColors({ primary: 'url(javascript:alert(1))' })).toEqual({});
  });
});
