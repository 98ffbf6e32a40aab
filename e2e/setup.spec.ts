import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { alive, freePort, waitUntil } from './process-helpers';

/**
 * A production installation's first start: no demo network, a one-time setup link in the log, and the
 * /setup page that creates the first administrator. Runs its own server (the shared one is a demo).
 */
const root = path.resolve(import.meta.dirname, '..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'intranet-setup-'));
let server: ChildProcess | undefined;
let output = '';
let base = '';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const port = await freePort();
  base = `http://localhost:${port}`;
  server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      PUBLIC_URL: base,
      SESSION_SECRET: 'pG3v9Qk2LxW7nZr4Tb8YhJm1Sd6Fc0Ae5Ui',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: '',
      LOG_LEVEL: 'warn',
      SEED_PASSWORD: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  server.stdout?.on('data', collect);
  server.stderr?.on('data', collect);
  const linked = await waitUntil(() => /\/setup\?token=/.test(output), 90_000);
  expect(linked, output).toBe(true);
});

test.afterAll(async () => {
  const pid = server?.pid ?? 0;
  if (pid > 0 && alive(pid)) {
    process.kill(pid, 'SIGTERM');
    if (!(await waitUntil(() => !alive(pid), 10_000))) process.kill(pid, 'SIGKILL');
  }
  rmSync(dataDir, { recursive: true, force: true });
});

const setupLink = () => {
  const match = /(http:\/\/\S+\/setup\?token=[A-Za-z0-9_-]+)/.exec(output);
  if (!match?.[1]) throw new Error(`no setup link in:\n${output}`);
  return match[1];
};

test('the first administrator is created through the one-time link printed at start', async ({ page }) => {
  // The log: a link, a warning about the http address, and no demo accounts.
  expect(output).toContain('No administrator yet');
  expect(output).toMatch(/WARNING: PUBLIC_URL is http:.*not Secure/);
  expect(output).not.toContain('Demo sign-in');
  const link = setupLink();

  await page.goto(`${base}/setup?token=not-the-token`);
  await expect(page.getByRole('heading', { name: 'This setup link does not work' })).toBeVisible();

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Create the first administrator' })).toBeVisible();
  await expect(page.getByText('Intranet has no administrator yet.')).toBeVisible();
  await page.getByLabel('E-mail address').fill('ada@example.com');
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel(/^Password/).fill('ada-lovelace-1815');
  await page.getByLabel('Repeat the password').fill('ada-lovelace-1815');
  await page.getByRole('button', { name: 'Create administrator' }).click();
  await expect(page.getByText(/This password is too easy to guess/)).toBeVisible();

  await page.getByLabel(/^Password/).fill('tidal wave copper lantern');
  await page.getByLabel('Repeat the password').fill('tidal wave copper lantern');
  await page.getByRole('button', { name: 'Create administrator' }).click();
  await expect(page).toHaveURL(`${base}/start`);
  await expect(page.getByRole('heading', { level: 1, name: /Ada/ })).toBeVisible();

  // Signed in as the only member: a production network has no demo members.
  const members = await page.request.get(`${base}/members`, { headers: { accept: 'application/json' } });
  expect(members.status()).toBe(200);
  expect((await members.json()).total).toBe(1);
  const me = await page.request.get(`${base}/api/v1/me`, { headers: { accept: 'application/json' } });
  expect((await me.json()).email).toBe('ada@example.com');

  // The link was single-use.
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'This setup link does not work' })).toBeVisible();
  const status = await page.request.get(
    `${base}/api/v1/setup?token=${new URL(link).searchParams.get('token')}`,
  );
  expect(status.status()).toBe(404);
});
