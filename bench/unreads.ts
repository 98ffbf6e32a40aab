import autocannon from 'autocannon';
import { signInAs } from './lib/platform.js';
import { startServerProcess } from './lib/servers.js';

/**
 * Budget of issue 2: GET /unreads/features of a signed-in member against a bare Fastify route with a
 * constant body, 100 connections. Goal: at least half the bare route's throughput.
 */
const CONNECTIONS = 100;
const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 10);

async function measure(url: string, headers: Record<string, string> = {}) {
  // A short warm-up lets the JIT and the connection pools settle before the measured run.
  await autocannon({ url, connections: CONNECTIONS, duration: 2, headers });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS, headers });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx responses, ${result.errors} errors`);
  }
  return { requestsPerSecond: Math.round(result.requests.average), p99Ms: result.latency.p99 };
}

const bare = await startServerProcess('bench/servers/bare.ts');
const platform = await startServerProcess('bench/servers/platform.ts');
try {
  const cookie = await signInAs(platform.url, 'member@example.com');
  const reference = await measure(`${bare.url}/unreads/features`);
  const unreads = await measure(`${platform.url}/unreads/features`, { cookie, accept: 'application/json' });
  const ratio = unreads.requestsPerSecond / reference.requestsPerSecond;
  const report = {
    benchmark: 'GET /unreads/features, signed in, 100 connections',
    durationSeconds: DURATION_SECONDS,
    bare: reference,
    unreads,
    ratio: Number(ratio.toFixed(2)),
    goal: 'ratio >= 0.5',
    met: ratio >= 0.5,
  };
  console.log(JSON.stringify(report, null, 2));
} finally {
  bare.stop();
  platform.stop();
}
