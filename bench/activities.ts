import WebSocket from 'ws';
import { signInAs } from './lib/platform.js';
import { startServerProcess } from './lib/servers.js';

/**
 * Budgets of issue 14: a stream page (20 activities with their replies and likes) at 200,000
 * activities, `GET /activitystreams/all?per=20` first and at a cursor in the middle, one request at
 * a time (server time from Server-Timing and the round trip), goal p95 under 30 ms; and notification
 * delivery to an open tab: a member's realtime socket is open, another member posts mentioning them,
 * and the time from sending the post to the socket's `unreads` push is taken, goal p95 under 100 ms.
 */
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const POSTS = Number(process.env.BENCH_POSTS ?? 100);
const ACTIVITIES = Number(process.env.BENCH_ACTIVITIES ?? 200_000);
const ORIGIN = 'http://localhost:3000';

const percentile = (sorted: number[], p: number) =>
  Number((sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0).toFixed(2));

const summary = (values: number[], prefix: string) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { [`${prefix}P50Ms`]: percentile(sorted, 50), [`${prefix}P95Ms`]: percentile(sorted, 95) };
};

type StreamPage = { activities: Array<{ id: string; replies: unknown[] }>; next_cursor: string | null };

async function measurePage(url: string, cookie: string) {
  const server: number[] = [];
  const roundTrip: number[] = [];
  for (let i = 0; i < REQUESTS + 20; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers: { cookie, accept: 'application/json' } });
    const body = (await response.json()) as StreamPage;
    const elapsed = performance.now() - started;
    if (!response.ok || body.activities.length !== 20) throw new Error(`${url}: ${response.status}`);
    // The first requests warm the JIT and the database's caches.
    if (i < 20) continue;
    roundTrip.push(elapsed);
    server.push(Number(/dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '')?.[1] ?? Number.NaN));
  }
  return { ...summary(server, 'server'), ...summary(roundTrip, 'roundTrip') };
}

/** A cursor about halfway down the stream: the last of the page `ACTIVITIES / 2` minutes ago. */
async function middleCursor(base: string, cookie: string): Promise<string> {
  const first = (await (
    await fetch(`${base}/activitystreams/all?per=1`, { headers: { cookie, accept: 'application/json' } })
  ).json()) as StreamPage;
  const cursor = first.next_cursor;
  if (!cursor) throw new Error('no cursor');
  const at = new Date(Date.now() - (ACTIVITIES / 2) * 60_000).toISOString();
  return `${at}_${cursor.split('_')[1]}`;
}

async function openSocket(base: string, cookie: string): Promise<WebSocket> {
  const tokenResponse = await fetch(`${base}/api/v1/chat_token`, {
    method: 'POST',
    headers: { cookie, origin: ORIGIN, accept: 'application/json' },
  });
  const { token } = (await tokenResponse.json()) as { token: string };
  const socket = new WebSocket(`${base.replace(/^http/, 'ws')}/api/chat/socket?token=${token}`, {
    headers: { origin: ORIGIN },
    perMessageDeflate: false,
  });
  await new Promise<void>((resolve, reject) => {
    socket.on('message', (data) => {
      if (data.toString().startsWith('{"event":"ready"')) resolve();
    });
    socket.on('error', reject);
  });
  return socket;
}

async function measureDelivery(base: string) {
  const [authorCookie, readerCookie] = await Promise.all([
    signInAs(base, 'admin@example.com'),
    signInAs(base, 'member@example.com'),
  ]);
  const me = (await (
    await fetch(`${base}/api/v1/me`, { headers: { cookie: readerCookie, accept: 'application/json' } })
  ).json()) as { id: string };
  const socket = await openSocket(base, readerCookie);
  const latencies: number[] = [];
  try {
    for (let i = 0; i < POSTS + 5; i++) {
      const arrived = new Promise<number>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no unreads push within 5 s')), 5_000);
        const onMessage = (data: WebSocket.RawData) => {
          if (!data.toString().startsWith('{"event":"unreads"')) return;
          clearTimeout(timer);
          socket.off('message', onMessage);
          resolve(performance.now());
        };
        socket.on('message', onMessage);
      });
      const sent = performance.now();
      const response = await fetch(`${base}/api/v1/activitystreams/all/activities`, {
        method: 'POST',
        headers: {
          cookie: authorCookie,
          origin: ORIGIN,
          accept: 'application/json',
          'content-type': 'application/json',
        },
        body: JSON.stringify({ html_content: `<p>Ping ${i}</p>`, mention_ids: [me.id] }),
      });
      if (response.status !== 201) throw new Error(`post: ${response.status} ${await response.text()}`);
      const received = await arrived;
      if (i >= 5) latencies.push(received - sent);
    }
  } finally {
    socket.close();
  }
  return summary(latencies, 'postToPush');
}

const server = await startServerProcess('bench/servers/activities.ts', {
  BENCH_ACTIVITIES: String(ACTIVITIES),
});
try {
  const cookie = await signInAs(server.url, 'member@example.com');
  const first = await measurePage(`${server.url}/activitystreams/all?per=20`, cookie);
  const cursor = await middleCursor(server.url, cookie);
  const middle = await measurePage(
    `${server.url}/activitystreams/all?per=20&before=${encodeURIComponent(cursor)}`,
    cookie,
  );
  const delivery = await measureDelivery(server.url);
  const report = {
    benchmark: `GET /activitystreams/all?per=20 over ${ACTIVITIES} activities (every other with 3 replies, 3-4 likes each), ${REQUESTS} sequential requests per page; ${POSTS} posts mentioning a member whose socket is open`,
    database: process.env.BENCH_DATABASE_URL ? 'postgresql' : 'pglite',
    firstPage: first,
    middlePage: middle,
    notificationDelivery: delivery,
    goal: 'page server p95 < 30 ms; post-to-push p95 < 100 ms',
    met:
      Math.max(Number(first.serverP95Ms), Number(middle.serverP95Ms)) < 30 &&
      Number(delivery.postToPushP95Ms) < 100,
  };
  console.log(JSON.stringify(report, null, 2));
} finally {
  server.stop();
}
