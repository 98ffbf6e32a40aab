import { rmSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import type { Database } from '../../db/client.js';
import { seedDemoNetwork } from '../../db/seed/index.js';
import type { AppContext } from '../../platform/context.js';
import { closeContext, createContext } from '../../platform/create-context.js';
import { createMemoryMailSender } from '../../platform/mail/create-mail.js';
import { signIn, testConfig } from '../../test/app.js';
import { openTestDatabase } from '../../test/database.js';

let database: Database;
let ctx: AppContext;
let app: FastifyInstance;
const config = testConfig({ seedPassword: 'seed-password-123' });

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoNetwork(database.db, config);
  ctx = await createContext(config, database.db, { mail: createMemoryMailSender() });
  app = await buildApp(ctx);
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  if (ctx) await closeContext(ctx);
  await database?.close();
  rmSync(config.dataDir, { recursive: true, force: true });
});

it('seeds calendars with this month full of appointments and invitations in every state', async () => {
  const cookie = await signIn(app, 'member@example.com', 'seed-password-123');
  const get = async (url: string) =>
    (await app.inject({ url, headers: { cookie, accept: 'application/json' } })).json();
  const calendars = (await get('/calendars')).calendars.map((c: { type: string }) => c.type);
  expect(calendars).toEqual(expect.arrayContaining(['personal', 'network', 'group']));
  const month = (await get('/appointments?type=month')).appointments as {
    type: string;
    date: { all_day: boolean; same_day: boolean };
  }[];
  expect(month.some((a) => a.type === 'virtual_appointment')).toBe(true);
  expect(month.some((a) => a.date.all_day)).toBe(true);
  for (const status of ['open', 'expired', 'obsolete']) {
    expect((await get(`/api/v1/invites?status=${status}`)).total, status).toBeGreaterThan(0);
  }
  for (const status of ['upcoming', 'accepted', 'declined']) {
    expect(
      (await get(`/api/v1/participations?status=${status}`)).participations.length,
      status,
    ).toBeGreaterThan(0);
  }
  expect((await get('/unreads/features')).Calendars).toBeGreaterThan(0);
  expect((await get('/appointments/categories')).length).toBe(3);
  const adminCookie = await signIn(app, 'admin@example.com', 'seed-password-123');
  const adminInvites = await app.inject({
    url: '/api/v1/invites?status=obsolete',
    headers: { cookie: adminCookie },
  });
  expect(adminInvites.json().total).toBeGreaterThan(0);
});
