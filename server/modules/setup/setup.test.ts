import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { seedDemoNetwork } from '../../db/seed/index.js';
import { prepareNetwork } from '../../first-start.js';
import { members } from '../../platform/identity/tables.js';
import { networks } from '../../platform/network/tables.js';
import { hashToken } from '../../platform/sessions/sessions.js';
import { authHeaders, createTestApp, originHeaders, type TestApp } from '../../test/app.js';
import { openTestDatabase } from '../../test/database.js';
import { createMember } from '../../test/factories.js';
import { createAdministrator, issueSetupToken } from './service.js';
import { setupTokens } from './tables.js';

const PASSWORD = 'tidal wave copper lantern';
const productionConfig = () =>
  loadConfig({
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://intranet.example.com',
    SESSION_SECRET: 'pG3v9Qk2LxW7nZr4Tb8YhJm1Sd6Fc0Ae5Ui',
    LOG_LEVEL: 'silent',
  });

const administrator = (token: string, overrides: Record<string, unknown> = {}) => ({
  token,
  email: 'ada@example.com',
  first_name: 'Ada',
  last_name: 'Lovelace',
  password: PASSWORD,
  locale: 'de',
  time_zone: 'Europe/Vienna',
  ...overrides,
});

describe('production first start', () => {
  it('creates only the network row, never demo members, and a setup token while there is no administrator', async () => {
    const database = await openTestDatabase();
    try {
      const config = productionConfig();
      const start = await prepareNetwork(database.db, config);
      expect(start.demo).toBeNull();
      expect(start.setupToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const [network] = await database.db.select().from(networks);
      expect(network?.name).toBe('Intranet');
      expect((await database.db.select({ n: count() }).from(members))[0]?.n).toBe(0);
      // Only the hash is stored.
      const rows = await database.db.select().from(setupTokens);
      expect(rows.map((row) => row.tokenHash)).toEqual([hashToken(start.setupToken ?? '')]);

      await expect(seedDemoNetwork(database.db, config)).rejects.toThrow(/never seeded in production/);

      await createAdministrator(database.db, {
        email: 'root@example.com',
        firstName: 'Root',
        lastName: 'Admin',
        password: PASSWORD,
      });
      expect(await database.db.select().from(setupTokens)).toEqual([]);
      expect((await prepareNetwork(database.db, config)).setupToken).toBeNull();
    } finally {
      await database.close();
    }
  });
});

describe('the setup link', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const status = (token: string) => t.app.inject({ method: 'GET', url: `/api/v1/setup?token=${token}` });
  const complete = (body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/v1/setup', headers: originHeaders, payload: body });

  it('answers 404 for an unknown or expired token', async () => {
    expect((await status('nope')).statusCode).toBe(404);
    const token = await issueSetupToken(t.database.db);
    await t.database.db
      .update(setupTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(setupTokens.tokenHash, hashToken(token)));
    expect((await status(token)).statusCode).toBe(404);
    expect((await complete(administrator(token))).statusCode).toBe(404);
    expect((await status('')).statusCode).toBe(400);
  });

  it('refuses weak passwords and bad fields with i18n keys, and keeps the token', async () => {
    const token = await issueSetupToken(t.database.db);
    expect((await status(token)).json()).toEqual({ network_name: 'Test Network' });

    const cases: [Record<string, unknown>, number, string, string][] = [
      [{ password: 'short' }, 400, 'password', 'js.setup.errors.password_too_short'],
      [{ password: 'password123456' }, 422, 'password', 'js.setup.errors.password_too_weak'],
      [{ password: 'lovelace-lovelace' }, 422, 'password', 'js.setup.errors.password_too_weak'],
      [{ password: 'aaaaaaaaaaaaaaaa' }, 422, 'password', 'js.setup.errors.password_too_weak'],
      [{ email: 'not an address' }, 400, 'email', 'js.setup.errors.email_invalid'],
      [{ first_name: '  ' }, 400, 'first_name', 'js.setup.errors.required'],
      [{ time_zone: 'Mars/Olympus' }, 422, 'time_zone', 'js.setup.errors.time_zone_unknown'],
    ];
    for (const [change, code, field, key] of cases) {
      const response = await complete(administrator(token, change));
      expect(response.statusCode, JSON.stringify(change)).toBe(code);
      expect(response.json().error.fields[field]).toEqual([key]);
    }
    expect((await t.database.db.select({ n: count() }).from(members))[0]?.n).toBe(0);
    expect((await status(token)).statusCode).toBe(200);
  });

  it('refuses an e-mail address that belongs to an account', async () => {
    const existing = await createMember(t.database.db, { email: 'taken@example.com' });
    const token = await issueSetupToken(t.database.db);
    const response = await complete(administrator(token, { email: 'TAKEN@example.com' }));
    expect(response.statusCode).toBe(422);
    expect(response.json().error.fields.email).toEqual(['js.setup.errors.email_taken']);
    await t.database.db.delete(members).where(eq(members.id, existing.id));
  });

  it('creates the first administrator once, signs them in, and then answers 404 to every token', async () => {
    const token = await issueSetupToken(t.database.db);
    const other = await issueSetupToken(t.database.db);
    // Two links used at the same moment: one administrator, the other request finds none to set up.
    const [first, second] = await Promise.all([
      complete(administrator(token)),
      complete(administrator(other, { email: 'grace@example.com' })),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 404]);
    const winner = first.statusCode === 200 ? first : second;
    expect(winner.json()).toEqual({ redirect_to: '/' });

    const admins = await t.database.db.select().from(members).where(eq(members.isNetworkAdmin, true));
    expect(admins).toHaveLength(1);
    expect(admins[0]).toMatchObject({ firstName: 'Ada', locale: 'de', timeZone: 'Europe/Vienna' });
    expect(admins[0]?.passwordHash).toMatch(/^\$argon2id\$/);

    const cookie = winner.cookies.find((c) => c.name === 'intranet_session');
    expect(cookie?.httpOnly).toBe(true);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/me',
      headers: authHeaders(`${cookie?.name}=${cookie?.value}`),
    });
    expect(me.statusCode).toBe(200);

    // Single use, and no link works once there is an administrator (a fresh one included).
    for (const used of [token, other, await issueSetupToken(t.database.db)]) {
      expect((await status(used)).statusCode).toBe(404);
      expect((await complete(administrator(used, { email: 'late@example.com' }))).statusCode).toBe(404);
    }
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/users/sign_in',
      headers: originHeaders,
      payload: { user: { email: admins[0]?.email, password: PASSWORD } },
    });
    expect(signIn.statusCode).toBe(200);
  });
});
