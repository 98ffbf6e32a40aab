import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';

let t: TestApp;
const webRoot = mkdtempSync(path.join(tmpdir(), 'intranet-web-'));

beforeAll(async () => {
  writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>t</title>');
  mkdirSync(path.join(webRoot, 'assets'));
  writeFileSync(path.join(webRoot, 'assets/main-abc123.js'), 'console.log(1);');
  // A build made with source maps (an old one, or `vite build --sourcemap`) leaves them beside the code.
  writeFileSync(path.join(webRoot, 'assets/main-abc123.js.map'), '{"version":3,"sources":["main.tsx"]}');
  writeFileSync(path.join(webRoot, 'assets/main-abc123.css.map'), '{"version":3,"sources":["main.css"]}');
  writeFileSync(path.join(webRoot, 'root.js.map'), '{"version":3}');
  t = await createTestApp({ webRoot });
});
afterAll(async () => {
  await t?.close();
  rmSync(webRoot, { recursive: true, force: true });
});

describe('serving the built web app', () => {
  it('serves the code', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log(1);');
  });

  it('never serves source maps, which would hand out the original sources', async () => {
    for (const url of ['/assets/main-abc123.js.map', '/assets/main-abc123.css.map', '/root.js.map']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('version');
    }
  });
});
