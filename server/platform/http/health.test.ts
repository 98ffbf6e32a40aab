import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { closeContext } from '../create-context.js';

describe('GET /health', () => {
  // Built in a hook: building the app is set-up, not part of what the test times.
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.app.close();
    if (t) await closeContext(t.ctx);
  });

  it('answers ok, then 503 once the database is gone', async () => {
    const ok = await t.app.inject({ method: 'GET', url: '/health' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ status: 'ok', database: 'ok', bus: 'ok' });

    await t.database.close();
    const down = await t.app.inject({ method: 'GET', url: '/health' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ status: 'unavailable', database: 'unreachable', bus: 'ok' });
  });
});
