import { signInAs } from './lib/platform.js';
import { startServerProcess } from './lib/servers.js';

/**
 * Budget of the calendars issue: the month view of a member who sees 20 calendars holding 10,000
 * appointments, 500 of them weekly series: GET /appointments?date=…&type=month, one request at a
 * time; p50/p95 of the server's own time (Server-Timing) and of the round trip. Goal: p95 under 50 ms.
 * Also the appointments widget (scope all, the next ten), which every dashboard asks for: p95 under 20 ms.
 */
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);

const percentile = (sorted: number[], p: number) =>
  Number((sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0).toFixed(2));

async function measure(url: string, cookie: string) {
  const server: number[] = [];
  const roundTrip: number[] = [];
  let count = 0;
  for (let i = 0; i < REQUESTS + 20; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers: { cookie, accept: 'application/json' } });
    const body = (await response.json()) as { appointments?: unknown[] };
    const elapsed = performance.now() - started;
    if (!response.ok || !body.appointments) throw new Error(`${url}: ${response.status}`);
    count = body.appointments.length;
    // The first requests warm the JIT and the database's caches.
    if (i < 20) continue;
    roundTrip.push(elapsed);
    server.push(Number(/dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '')?.[1] ?? Number.NaN));
  }
  server.sort((a, b) => a - b);
  roundTrip.sort((a, b) => a - b);
  return {
    appointmentsInView: count,
    serverP50Ms: percentile(server, 50),
    serverP95Ms: percentile(server, 95),
    roundTripP50Ms: percentile(roundTrip, 50),
    roundTripP95Ms: percentile(roundTrip, 95),
  };
}

const server = await startServerProcess('bench/servers/calendars.ts');
try {
  const cookie = await signInAs(server.url, 'member@example.com');
  const today = new Date().toISOString().slice(0, 10);
  const month = await measure(`${server.url}/appointments?date=${today}&type=month`, cookie);
  // The dashboard's appointments widget over every calendar the member sees: the next ten.
  const widget = await measure(`${server.url}/api/v1/widgets/appointments?scope=all&count=10`, cookie);
  const report = {
    benchmark: `GET /appointments?type=month and GET /api/v1/widgets/appointments?scope=all, 20 calendars, 10000 appointments (500 weekly series), ${REQUESTS} sequential requests each`,
    database: process.env.BENCH_DATABASE_URL ? 'postgresql' : 'pglite',
    month,
    widget,
    goal: 'server p95 < 50 ms (month), < 20 ms (widget)',
    met: month.serverP95Ms < 50 && widget.serverP95Ms < 20,
  };
  console.log(JSON.stringify(report, null, 2));
} finally {
  server.stop();
}
