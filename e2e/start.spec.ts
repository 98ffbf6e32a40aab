import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { alive, descendants, freePort, portIsFree, waitUntil } from './process-helpers';

/**
 * `npm start` under a supervisor: SIGTERM to the start script must end the server too and free its port,
 * or the next start fails with EADDRINUSE. Runs after the build (npm test), so the script builds nothing.
 */
const root = path.resolve(import.meta.dirname, '..');

const started: ChildProcess[] = [];
const leftovers: number[] = [];
const dataDirs: string[] = [];

test.afterAll(() => {
  // Whatever a failed run left behind must not keep a port or a data folder.
  for (const pid of [...started.map((child) => child.pid ?? 0), ...leftovers]) {
    if (pid > 0 && alive(pid)) process.kill(pid, 'SIGKILL');
  }
  for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
});

/** Starts `command` with the server's environment, waits for /health, sends SIGTERM to it. */
async function startThenTerminate(command: string, args: string[]) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'intranet-start-'));
  dataDirs.push(dataDir);
  let output = '';
  const child = spawn(command, args, {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const healthy = await waitUntil(async () => {
    const health = await fetch(`http://127.0.0.1:${port}/health`).catch(() => null);
    return health?.ok === true;
  }, 90_000);
  expect(healthy, output).toBe(true);

  const pid = child.pid ?? 0;
  const tree = descendants(pid);
  leftovers.push(...tree);
  process.kill(pid, 'SIGTERM');

  expect(await waitUntil(() => ![pid, ...tree].some(alive), 5_000), `still running: ${output}`).toBe(true);
  expect(await waitUntil(() => portIsFree(port), 5_000), `port ${port} still taken`).toBe(true);
  return { exitCode: await exited, output };
}

test('SIGTERM to the start script ends the server and frees its port', async () => {
  test.setTimeout(120_000);
  const { exitCode } = await startThenTerminate(process.execPath, ['scripts/start.mjs']);
  // A clean shutdown, not a kill: the exit code is the server's.
  expect(exitCode).toBe(0);
});

test('SIGTERM to npm start ends the server too, although the shell between passes no signal on', async () => {
  test.setTimeout(120_000);
  await startThenTerminate('npm', ['start']);
});
