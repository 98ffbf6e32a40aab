import { signInAs } from './lib/platform.js';
import { startServerProcess } from './lib/servers.js';

/**
 * Budget of issue 7: the inbox page of a member with 100,000 messages, GET /api/v1/messages?limit=10
 * at offset 0 and at a deep offset, one request at a time; p50/p95 of the server's own time
 * (Server-Timing, set by bench/servers/messages.ts) and of the round trip. Goal: p95 under 20 ms.
 */
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 100_000);

const percentile = (sorted: number[], p: number) =>
  Number((sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0).toFixed(2));

async function measure(url: string, cookie: string) {
  const server: number[] = [];
  const roundTrip: number[] = [];
  for (let i = 0; i < REQUESTS + 20; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers: { cookie, accept: 'application/json' } });
    const body = (await response.json()) as { total?: number; messages?: unknown[] };
    const elapsed = performance.now() - started;
    if (!response.ok || body.messages?.length !== 10) throw new Error(`${url}: ${response.status}`);
    // The first requests warm the JIT and the database's caches.
    if (i < 20) continue;
    roundTrip.push(elapsed);
    server.push(Number(/dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '')?.[1] ?? Number.NaN));
  }
  server.sort((a, b) => a - b);
  roundTrip.sort((a, b) => a - b);
  return {
    serverP50Ms: percentile(server, 50),
    serverP95Ms: percentile(server, 95),
    roundTripP50Ms: percentile(roundTrip, 50),
    roundTripP95Ms: percentile(roundTrip, 95),
  };
}

const server = await startServerProcess('bench/servers/messages.ts');
try {
  const cookie = await signInAs(server.url, 'member@example.com');
  const deep = MESSAGES - 20;
  const first = await measure(`${server.url}/api/v1/messages?limit=10&offset=0`, cookie);
  const middle = await measure(`${server.url}/api/v1/messages?limit=10&offset=${MESSAGES / 2}`, cookie);
  const last = await measure(`${server.url}/api/v1/messages?limit=10&offset=${deep}`, cookie);
  const worst = Math.max(first.serverP95Ms, middle.serverP95Ms, last.serverP95Ms);
  const report = {
    benchmark: `GET /api/v1/messages, inbox of ${MESSAGES} messages, ${REQUESTS} sequential requests per page`,
    database: process.env.BENCH_DATABASE_URL ? 'postgresql' : 'pglite',
    offset0: first,
    [`offset${MESSAGES / 2}`]: middle,
    [`offset${deep}`]: last,
    goal: 'server p95 < 20 ms',
    met: worst < 20,
  };
  console.log(JSON.stringify(report, null, 2));
} finally {
  server.stop();
}
