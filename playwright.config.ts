import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests drive the real server (fresh embedded database, demo network) in Debian's
 * Chromium. The browser is never downloaded: CI installs the `chromium` package.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
export const E2E_PASSWORD = 'demo-password-123';

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/e2e.json' }],
    ['html', { open: 'never', outputFolder: 'test-results/e2e-report' }],
  ],
  use: {
    baseURL: `http://localhost:${port}`,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://localhost:${port}/health`,
    timeout: 120_000,
    reuseExistingServer: !process.env.CI,
    env: { E2E_PORT: String(port), SEED_PASSWORD: E2E_PASSWORD },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
