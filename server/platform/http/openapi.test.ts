import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';

type Operation = { 'x-auth'?: string; 'x-rate-limit'?: string; security?: unknown[]; requestBody?: unknown };
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ listen: true });
});
afterAll(() => t?.close());

describe('GET /api/docs', () => {
  it('describes every documented route with its auth rule', async () => {
    // Over a real socket, which also checks createTestApp's listen option.
    const response = await fetch(`${t.baseUrl}/api/docs`);
    expect(response.status).toBe(200);
    const doc = (await response.json()) as Document;
    expect(doc.openapi).toMatch(/^3\./);
    const signIn = doc.paths['/users/sign_in']?.post;
    expect(signIn?.['x-auth']).toBe('public');
    expect(signIn?.requestBody).toBeDefined();
    expect(signIn?.['x-rate-limit']).toBe('sign_in');
    expect(doc.paths['/system/crawls']?.post?.['x-rate-limit']).toBe('crawl');
    expect(doc.paths['/system/crawls/{id}']?.get?.['x-rate-limit']).toBeUndefined();
    expect(doc.paths['/health']?.get?.['x-auth']).toBe('public');

    for (const route of t.app.routeRegistry) {
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      const operation = doc.paths[path]?.[route.method.toLowerCase()];
      if (!operation) continue;
      expect(operation['x-auth'], `${route.method} ${route.url}`).toBe(route.auth);
      if (route.auth !== 'public')
        expect(operation.security, `${route.method} ${route.url}`).toEqual([{ session: [] }]);
    }
  });
});
