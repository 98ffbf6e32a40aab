import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { BENCH_PASSWORD } from './lib/platform.js';
import { startServerProcess } from './lib/servers.js';

/**
 * Budget of issue 3: the JavaScript a browser loads for the sign-in page, and in addition for the
 * signed-in start page, gzipped, from the production build (run `npm run build` first).
 * Measured in Chromium, so it counts exactly the chunks that route splitting makes the page fetch.
 */
const BUDGET_KB = 150;
const distRoot = path.resolve(import.meta.dirname, '../dist/web');

const gzippedKb = (urls: Set<string>) =>
  [...urls].reduce((sum, url) => {
    const file = path.join(distRoot, new URL(url).pathname);
    return sum + gzipSync(readFileSync(file), { level: 9 }).length / 1024;
  }, 0);

const server = await startServerProcess('bench/servers/web.ts');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
try {
  const page = await browser.newPage();
  const scripts = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.url().startsWith(server.url)) {
      scripts.add(response.url());
    }
  });
  await page.goto(`${server.url}/users/sign_in`, { waitUntil: 'networkidle' });
  const signInKb = gzippedKb(scripts);
  await page.getByLabel(/e-mail/i).fill('member@example.com');
  await page.getByLabel(/password/i).fill(BENCH_PASSWORD);
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL(/\/start/);
  await page.waitForLoadState('networkidle');
  const startKb = gzippedKb(scripts);
  const report = {
    benchmark: 'gzipped JavaScript loaded by the browser',
    signInPageKb: Number(signInKb.toFixed(1)),
    signInPlusStartPageKb: Number(startKb.toFixed(1)),
    chunks: Object.fromEntries(
      [...scripts].map((url) => [
        path.basename(new URL(url).pathname),
        Number(gzippedKb(new Set([url])).toFixed(1)),
      ]),
    ),
    budgetKb: BUDGET_KB,
    met: startKb < BUDGET_KB,
  };
  console.log(JSON.stringify(report, null, 2));
} finally {
  await browser.close();
  server.stop();
}
