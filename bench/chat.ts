import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import WebSocket from 'ws';
import { startServerProcess } from './lib/servers.js';

/**
 * Chat load (issue 5): N sockets (members seeded in group chats of BENCH_GROUP_SIZE), a steady
 * BENCH_RATE messages per second into random group chats, each sent by a member of that group.
 * Measures send-to-receive latency over every delivery (p50/p95/p99), send-to-reply (persisted),
 * server CPU and memory per socket; on one instance, and on two instances sharing PostgreSQL and Redis.
 * The load generator runs in this process, the servers in their own. Goal: p95 < 50 ms at 5,000 sockets.
 *
 * Needs PostgreSQL (BENCH_PG_URL, a server URL; a fresh database is created per scenario) and, for two
 * instances, Redis (BENCH_REDIS_URL). BENCH_SCENARIOS picks some, e.g. "1x1000,2x5000".
 */
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const RATE = Number(process.env.BENCH_RATE ?? 100);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const WARMUP_SECONDS = 3;
const GROUP_SIZE = Number(process.env.BENCH_GROUP_SIZE ?? 50);
const SCENARIOS = (process.env.BENCH_SCENARIOS ?? '1x1000,1x5000,2x1000,2x5000').split(',').map((s) => {
  const [instances, sockets] = s.split('x').map(Number);
  return { instances: instances ?? 1, sockets: sockets ?? 1000 };
});
const ORIGIN = 'http://localhost:3000';

type Token = { token: string; memberId: string; groupId: string };
type Stats = { cpuMs: number; rss: number; heapUsed: number; sockets: number };

const percentile = (sorted: number[], p: number) =>
  Number((sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0).toFixed(2));

async function stats(url: string): Promise<Stats> {
  return (await (
    await fetch(`${url}/bench/stats`, { headers: { accept: 'application/json' } })
  ).json()) as Stats;
}

async function withDatabase<T>(run: (url: string) => Promise<T>): Promise<T> {
  const name = `bench_chat_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  try {
    return await run(url.toString());
  } finally {
    const cleanup = new pg.Client({ connectionString: PG_URL });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${name} with (force)`);
    await cleanup.end();
  }
}

type Client = { socket: WebSocket; token: Token };

function connect(url: string, token: Token, onMessage: (data: string) => void): Promise<Client> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/api/chat/socket?token=${token.token}`, {
      headers: { origin: ORIGIN },
      perMessageDeflate: false,
    });
    const timer = setTimeout(() => reject(new Error('connect timeout')), 60_000);
    socket.on('message', (data) => {
      const text = data.toString();
      if (text.startsWith('{"event":"ready"')) {
        clearTimeout(timer);
        resolve({ socket, token });
        return;
      }
      onMessage(text);
    });
    socket.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    socket.on('close', (code) => {
      clearTimeout(timer);
      if (code !== 1000 && code !== 1005) reject(new Error(`closed ${code}`));
    });
  });
}

async function scenario(instances: number, sockets: number) {
  return withDatabase(async (databaseUrl) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'bench-chat-'));
    const tokensFile = path.join(dir, 'tokens.json');
    const env = {
      BENCH_DATABASE_URL: databaseUrl,
      BENCH_SOCKETS: String(sockets),
      BENCH_GROUP_SIZE: String(GROUP_SIZE),
      BENCH_TOKENS_FILE: tokensFile,
      ...(instances > 1 ? { REDIS_URL } : {}),
    };
    const servers = [await startServerProcess('bench/servers/chat.ts', env)];
    for (let i = 1; i < instances; i++) {
      servers.push(await startServerProcess('bench/servers/chat.ts', { ...env, BENCH_CHAT_ROLE: 'replica' }));
    }
    try {
      const tokens = JSON.parse(readFileSync(tokensFile, 'utf8')) as Token[];
      const idle = await Promise.all(servers.map((s) => stats(s.url)));

      // Latency bookkeeping: sent time per message number, one sample per delivery.
      const sentAt = new Map<number, number>();
      const deliveries: number[] = [];
      const persisted: number[] = [];
      let measuring = false;
      const onMessage = (text: string) => {
        if (!text.startsWith('{"event":"message"')) return;
        const n = Number(/"text":"b (\d+)"/.exec(text)?.[1]);
        const at = sentAt.get(n);
        if (measuring && at !== undefined) deliveries.push(performance.now() - at);
      };

      const connectStarted = performance.now();
      const clients: Client[] = [];
      const CONCURRENCY = 50;
      for (let i = 0; i < tokens.length; i += CONCURRENCY) {
        const batch = tokens.slice(i, i + CONCURRENCY);
        clients.push(
          ...(await Promise.all(
            batch.map((token, j) => connect(servers[(i + j) % servers.length]?.url ?? '', token, onMessage)),
          )),
        );
      }
      const connectSeconds = (performance.now() - connectStarted) / 1000;
      const connected = await Promise.all(servers.map((s) => stats(s.url)));

      // The senders: a steady rate, each message from a random member into that member's group.
      const replies = new Map<string, number>();
      for (const client of clients) {
        client.socket.on('message', (data) => {
          const text = data.toString();
          if (!text.startsWith('{"ref"')) return;
          const ref = /"ref":"([^"]+)"/.exec(text)?.[1] ?? '';
          const at = replies.get(ref);
          if (text.includes('"ok":false') && failures.length < 3) failures.push(text.slice(0, 300));
          if (at !== undefined && measuring) persisted.push(performance.now() - at);
          replies.delete(ref);
        });
      }
      let n = 0;
      let errors = 0;
      const failures: string[] = [];
      const interval = 1000 / RATE;
      const started = performance.now();
      const totalMs = (WARMUP_SECONDS + SECONDS) * 1000;
      let cpuStart: Stats[] = [];
      let generatorCpuStart = process.cpuUsage();
      await new Promise<void>((resolve) => {
        const tick = () => {
          const elapsed = performance.now() - started;
          if (!measuring && elapsed >= WARMUP_SECONDS * 1000) {
            measuring = true;
            generatorCpuStart = process.cpuUsage();
            void Promise.all(servers.map((s) => stats(s.url))).then((s) => {
              cpuStart = s;
            });
          }
          if (elapsed >= totalMs) return resolve();
          // Catch up on timer lag so the rate holds.
          while (n < Math.floor(elapsed / interval)) {
            n += 1;
            const client = clients[Math.floor(Math.random() * clients.length)];
            if (!client) continue;
            const ref = `r${n}`;
            sentAt.set(n, performance.now());
            replies.set(ref, performance.now());
            client.socket.send(
              JSON.stringify({
                ref,
                event: 'message',
                payload: {
                  chat_id: `group/${client.token.groupId}`,
                  client_id: `bench-${n}`,
                  text: `b ${n}`,
                },
              }),
            );
          }
          setTimeout(tick, 2);
        };
        tick();
      });
      measuring = false;
      const generatorCpu = process.cpuUsage(generatorCpuStart);
      const cpuEnd = await Promise.all(servers.map((s) => stats(s.url)));
      await new Promise((resolve) => setTimeout(resolve, 1000));
      errors = replies.size;
      for (const client of clients) client.socket.close(1000);

      deliveries.sort((a, b) => a - b);
      persisted.sort((a, b) => a - b);
      const serverCpuMs = cpuEnd.reduce((sum, s, i) => sum + s.cpuMs - (cpuStart[i]?.cpuMs ?? s.cpuMs), 0);
      const rssGrowth = connected.reduce((sum, s, i) => sum + s.rss - (idle[i]?.rss ?? 0), 0);
      const heapGrowth = connected.reduce((sum, s, i) => sum + s.heapUsed - (idle[i]?.heapUsed ?? 0), 0);
      const p95 = percentile(deliveries, 95);
      return {
        instances,
        sockets,
        groupSize: GROUP_SIZE,
        messagesPerSecond: RATE,
        seconds: SECONDS,
        connectSeconds: Number(connectSeconds.toFixed(1)),
        deliveries: deliveries.length,
        deliveriesPerSecond: Math.round(deliveries.length / SECONDS),
        unansweredSends: errors,
        failures,
        deliveryLatencyMs: {
          p50: percentile(deliveries, 50),
          p95,
          p99: percentile(deliveries, 99),
          max: Number((deliveries.at(-1) ?? 0).toFixed(2)),
        },
        persistedLatencyMs: {
          p50: percentile(persisted, 50),
          p95: percentile(persisted, 95),
          p99: percentile(persisted, 99),
        },
        serverCpuPercentOfOneCore: Number(((serverCpuMs / (SECONDS * 1000)) * 100).toFixed(1)),
        generatorCpuPercentOfOneCore: Number(
          (((generatorCpu.user + generatorCpu.system) / 1000 / (SECONDS * 1000)) * 100).toFixed(1),
        ),
        serverRssMb: connected.map((s) => Math.round(s.rss / 1048576)),
        rssPerSocketKb: Math.round(rssGrowth / sockets / 1024),
        heapPerSocketKb: Math.round(heapGrowth / sockets / 1024),
        goal: 'delivery p95 < 50 ms at 5,000 sockets',
        met: p95 < 50,
      };
    } finally {
      // Stopped before their database is dropped, so that no server sees its connections killed.
      await Promise.all(
        servers.map(
          (server) =>
            new Promise((resolve) => {
              server.child.once('exit', resolve);
              server.stop();
            }),
        ),
      );
      rmSync(dir, { recursive: true, force: true });
    }
  });
}

const results = [];
for (const { instances, sockets } of SCENARIOS) {
  const result = await scenario(instances, sockets);
  console.log(JSON.stringify(result, null, 2));
  results.push(result);
}
