import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';

/**
 * A Redis server of the test's own, to stop and start for outages (fault tests): no persistence, on
 * a free local port. Its process ends with close(), and with the test process at the latest.
 */
export type ThrowawayRedis = {
  url: string;
  /** Ends the server (its clients lose their connections); start() brings it back on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
};

/** Whether redis-server can be started here; CI installs it, fault tests skip without it elsewhere. */
export const redisServerInstalled = () =>
  spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address !== 'object') throw new Error('no free port');
  return address.port;
}

export async function startThrowawayRedis(): Promise<ThrowawayRedis> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const killOnExit = () => child?.kill('SIGKILL');
  process.once('exit', killOnExit);

  const start = () =>
    new Promise<void>((resolve, reject) => {
      const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
      const started = spawn('redis-server', args, { stdio: ['ignore', 'pipe', 'pipe'] });
      child = started;
      let output = '';
      started.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Ready to accept connections')) resolve();
      });
      started.stderr?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
      });
      started.once('error', reject);
      started.once('exit', (code) =>
        reject(new Error(`redis-server exited (${code}): ${output.slice(-500)}`)),
      );
    });

  const stop = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => running.once('exit', () => resolve()));
    running.kill('SIGTERM');
    const forced = setTimeout(() => running.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(forced);
  };

  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    stop,
    start,
    async close() {
      await stop();
      process.removeListener('exit', killOnExit);
    },
  };
}
