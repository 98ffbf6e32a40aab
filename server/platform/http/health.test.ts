import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.js';
import { closeContext } from '../create-context.js';

describe('GET /health', () => {
  const started = createTestApp();
  afterAll(async () => {
    const t = await started;
    await t.app.close();
    await closeContext(t.ctx);
  });

  it('answers ok, then 503 once the database is gone', async () => {
    const t = await started;
    const ok = await t.app.inject({ method: 'GET', url: '/health' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ status: 'ok', database: 'ok' });

    await t.database.close();
    const down = await t.app.inject({ method: 'GET', url: '/health' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ status: 'unavailable', database: 'unreachable' });
  });
});
