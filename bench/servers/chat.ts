import { createHash, randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../server/app.js';
import { openDatabase } from '../../server/db/client.js';
import { chatTokens } from '../../server/modules/chat/tables.js';
import { createContext } from '../../server/platform/create-context.js';
import { listenAndAnnounce, openSeededPlatform } from '../lib/platform.js';

/**
 * A chat server for bench/chat.ts. The primary seeds the demo network plus BENCH_SOCKETS members in
 * groups of BENCH_GROUP_SIZE, and writes one socket token per member to BENCH_TOKENS_FILE (signing
 * thousands of members in would measure argon2, not chat). A replica (BENCH_CHAT_ROLE=replica) opens
 * the same PostgreSQL database; with REDIS_URL both share the bus. GET /bench/stats reports the
 * process's CPU time, memory and open sockets.
 */
const role = process.env.BENCH_CHAT_ROLE ?? 'primary';
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 1000);
const GROUP_SIZE = Number(process.env.BENCH_GROUP_SIZE ?? 50);
const redis: Record<string, string> = process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {};

async function primary() {
  const { config, database } = await openSeededPlatform(redis);
  const db = database.db;
  const groups = Math.ceil(SOCKETS / GROUP_SIZE);
  // Ids: 8 hex of a fixed time and 16 of the series number, like the other benchmarks.
  await db.execute(sql`
    insert into members (id, email, first_name, last_name)
    select 'b0000000' || lpad(to_hex(n), 16, '0'), 'bench' || n || '@example.test', 'Bench', 'Member ' || n
    from generate_series(1, ${SOCKETS}) as n`);
  await db.execute(sql`
    insert into groups (id, slug, name, category_id)
    select 'b1000000' || lpad(to_hex(g), 16, '0'), 'bench-group-' || g, 'Bench group ' || g,
      (select id from group_categories order by "order" limit 1)
    from generate_series(1, ${groups}) as g`);
  await db.execute(sql`
    insert into group_memberships (group_id, member_id, status)
    select 'b1000000' || lpad(to_hex(((n - 1) / ${GROUP_SIZE}) + 1), 16, '0'), 'b0000000' || lpad(to_hex(n), 16, '0'), 'member'
    from generate_series(1, ${SOCKETS}) as n`);
  const tokens = Array.from({ length: SOCKETS }, (_, i) => {
    const n = i + 1;
    return {
      token: randomBytes(32).toString('base64url'),
      memberId: `b0000000${n.toString(16).padStart(16, '0')}`,
      groupId: `b1000000${(Math.floor(i / GROUP_SIZE) + 1).toString(16).padStart(16, '0')}`,
    };
  });
  for (let i = 0; i < tokens.length; i += 1000) {
    const slice = tokens.slice(i, i + 1000);
    await db.insert(chatTokens).values(
      slice.map((t) => ({
        tokenHash: createHash('sha256').update(t.token).digest('hex'),
        memberId: t.memberId,
        sessionTokenHash: 'bench',
        expiresAt: new Date(Date.now() + 3 * 3600_000),
      })),
    );
  }
  await db.execute(sql`analyze`);
  const file = process.env.BENCH_TOKENS_FILE;
  if (file) writeFileSync(file, JSON.stringify(tokens));
  return { config, database };
}

async function replica() {
  const { loadConfig } = await import('../../server/config.js');
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    PORT: '0',
    PUBLIC_URL: 'http://localhost:3000',
    DATA_DIR: '/tmp',
    DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
    LOG_LEVEL: 'silent',
    ...redis,
  });
  return { config, database: await openDatabase(config) };
}

const { config, database } = role === 'replica' ? await replica() : await primary();
const app = await buildApp(await createContext(config, database.db));
app.get('/bench/stats', { config: { auth: 'public' } }, async () => {
  const cpu = process.cpuUsage();
  const memory = process.memoryUsage();
  return {
    cpuMs: (cpu.user + cpu.system) / 1000,
    rss: memory.rss,
    heapUsed: memory.heapUsed,
    sockets: app.websocketServer.clients.size,
  };
});
await listenAndAnnounce(app);
