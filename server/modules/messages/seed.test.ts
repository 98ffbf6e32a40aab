import { rmSync } from 'node:fs';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { messageDetail, messageList } from '../../../contract/messages.js';
import { buildApp } from '../../app.js';
import type { Database } from '../../db/client.js';
import { seedDemoNetwork } from '../../db/seed/index.js';
import type { AppContext } from '../../platform/context.js';
import { closeContext, createContext } from '../../platform/create-context.js';
import { createMemoryMailSender } from '../../platform/mail/create-mail.js';
import { signIn, testConfig } from '../../test/app.js';
import { openTestDatabase } from '../../test/database.js';
import { messageCounters, messageRecipients } from './tables.js';

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

it('seeds conversations with replies, attachments and unread messages, with exact counters', async () => {
  const cookie = await signIn(app, 'member@example.com', 'seed-password-123');
  const inbox = messageList.parse(
    (await app.inject({ url: '/api/v1/messages', headers: { cookie } })).json(),
  );
  expect(inbox.total).toBeGreaterThanOrEqual(3);
  expect(inbox.messages.some((m) => !m.i.read)).toBe(true);
  expect(inbox.messages.some((m) => m.has_attachments)).toBe(true);
  const reply = inbox.messages.find((m) => m.subject === 'Re: Welcome to Northwind');
  const detail = messageDetail.parse(
    (await app.inject({ url: `/api/v1/messages/${reply?.id}`, headers: { cookie } })).json(),
  );
  expect(detail.conversation_length).toBe(3);
  const withFile = detail.conversation.find((m) => m.attachments.length > 0);
  const download = await app.inject({ url: withFile?.attachments[0]?.path ?? '', headers: { cookie } });
  expect(download.statusCode).toBe(200);

  for (const counter of await database.db.select().from(messageCounters)) {
    const kept = and(eq(messageRecipients.memberId, counter.memberId), isNull(messageRecipients.deletedAt));
    const [inboxRows] = await database.db.select({ n: count() }).from(messageRecipients).where(kept);
    const [unreadRows] = await database.db
      .select({ n: count() })
      .from(messageRecipients)
      .where(and(kept, isNull(messageRecipients.readAt)));
    expect([counter.inbox, counter.unread]).toEqual([inboxRows?.n, unreadRows?.n]);
  }
});
