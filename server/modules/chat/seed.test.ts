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
import { ChatClient, fetchChatToken } from './testing.js';

let database: Database;
let ctx: AppContext;
let app: FastifyInstance;
let baseUrl = '';
const config = testConfig({ seedPassword: 'seed-password-123' });

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoNetwork(database.db, config);
  ctx = await createContext(config, database.db, { mail: createMemoryMailSender() });
  app = await buildApp(ctx);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address && typeof address === 'object') baseUrl = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  await app?.close();
  if (ctx) await closeContext(ctx);
  await database?.close();
  rmSync(config.dataDir, { recursive: true, force: true });
});

it('seeds direct and group chats with unread messages for the demo member and an image', async () => {
  const cookie = await signIn(app, 'member@example.com', 'seed-password-123');
  const unreads = await app.inject({ url: '/api/v1/unreads', headers: { cookie } });
  expect(unreads.json().chat).toBe(5);
  const client = await ChatClient.connect(baseUrl, await fetchChatToken({ app } as never, cookie));
  await client.waitFor('ready');
  const { chats } = await client.request('my_chats', {});
  const alex = chats.find((c) => c.type === 'member' && c.name === 'Alex Admin');
  expect(alex?.state.unread_count).toBe(2);
  expect(chats.find((c) => c.name === 'Engineering')?.state.unread_count).toBe(3);
  expect(chats.filter((c) => c.type === 'group').length).toBeGreaterThanOrEqual(2);
  const withImage = chats.find((c) => c.type === 'member' && c.name !== 'Alex Admin');
  const opened = await client.request('open', { chat_id: withImage?.id ?? '' });
  const image = opened.messages.flatMap((m) => m.images)[0];
  expect(image).toBeDefined();
  const download = await app.inject({
    url: `/api/storage/images/${image?.id}/get/200x200`,
    headers: { cookie },
  });
  expect(download.statusCode).toBe(200);
  client.close();
});
