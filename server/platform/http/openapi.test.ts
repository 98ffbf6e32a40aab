import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createTestApp, signIn, type TestApp } from '../../test/app.js';
import { createMember } from '../../test/factories.js';

type Operation = {
  operationId?: string;
  summary?: string;
  tags?: string[];
  'x-auth'?: string;
  'x-rate-limit'?: string;
  security?: Record<string, unknown[]>[];
  requestBody?: unknown;
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
};
type Document = {
  openapi: string;
  info: { description: string };
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { type: string; in: string; name: string }> };
};

let t: TestApp;
let doc: Document;
beforeAll(async () => {
  t = await createTestApp({ listen: true });
  // Over a real socket, which also checks createTestApp's listen option.
  const response = await fetch(`${t.baseUrl}/api/docs/openapi.json`);
  expect(response.status).toBe(200);
  doc = (await response.json()) as Document;
});
afterAll(() => t?.close());

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  );

describe('the API description', () => {
  it('is a valid OpenAPI document (swagger-parser, an independent validator)', async () => {
    expect(doc.openapi).toMatch(/^3\./);
    // validate() resolves every $ref and checks the document against the OpenAPI schema.
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeDefined();
  });

  it('describes every documented route with its auth rule, security and rate budget', () => {
    const signInOperation = doc.paths['/users/sign_in']?.post;
    expect(signInOperation?.['x-auth']).toBe('public');
    expect(signInOperation?.requestBody).toBeDefined();
    expect(signInOperation?.['x-rate-limit']).toBe('sign_in');
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

  it('names the session cookie, the feed token and the chat token as security schemes', () => {
    const schemes = doc.components.securitySchemes;
    expect(schemes.session).toMatchObject({ type: 'apiKey', in: 'cookie' });
    expect(schemes.feedToken).toMatchObject({ type: 'apiKey', in: 'query', name: 'auth_token' });
    expect(schemes.chatToken).toMatchObject({ type: 'apiKey', in: 'query', name: 'token' });
    expect(doc.paths['/appointments.ics']?.get?.security).toEqual([{ feedToken: [] }]);
    // The chat socket (a WebSocket upgrade, outside OpenAPI) is described in the linked protocol.
    expect(doc.info.description).toContain('chat token');
    // Two-factor factors are not public: a session or a sign-in waiting for its factor.
    const factors = Object.entries(doc.paths).filter(([path]) => path.includes('two_factor'));
    expect(factors.length).toBeGreaterThan(0);
    for (const [path, methods] of factors) {
      for (const [method, operation] of Object.entries(methods)) {
        if (operation['x-auth'] !== 'public') continue;
        expect(operation.security, `${method} ${path}`).toBeDefined();
        expect(operation.responses['401'], `${method} ${path}`).toBeDefined();
      }
    }
    expect(doc.info.description).toContain('/api/docs/chat-protocol.md');
  });

  it('gives every operation a unique operationId, a tag of its module, a summary and its error answers', () => {
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { path, method, operation } of operations()) {
      const name = `${method} ${path}`;
      expect(operation.tags?.length, name).toBe(1);
      expect(operation.summary, name).toBeTruthy();
      if (operation['x-auth'] !== 'public') {
        expect(operation.responses['401'], name).toBeDefined();
        expect(operation.responses['404'], name).toBeDefined();
      }
      if (operation.requestBody) expect(operation.responses['422'], name).toBeDefined();
      if (operation['x-rate-limit']) expect(operation.responses['429'], name).toBeDefined();
      const error = operation.responses['404']?.content?.['application/json']?.schema as
        | { properties?: { error?: { required?: string[] } } }
        | undefined;
      if (error) expect(error.properties?.error?.required, name).toEqual(['code', 'message']);
    }
    expect(doc.paths['/appointments/{id}']?.get?.tags).toEqual(['appointments']);
    expect(doc.paths['/system/crawls']?.post?.tags).toEqual(['crawls']);
  });

  it('documents the status DELETE routes answer', async () => {
    const deletes = operations().filter(({ method }) => method === 'delete');
    expect(deletes.length).toBeGreaterThan(10);
    for (const { path, operation } of deletes) {
      const success = Object.keys(operation.responses).filter((status) => status.startsWith('2'));
      expect(success, path).toHaveLength(1);
    }
    // Routes that answer 204 say so: checked against the real answers of a few of them.
    const member = await createMember(t.database.db);
    const cookie = await signIn(t.app, member.email);
    const headers = authHeaders(cookie);
    const token = '/api/v1/members/me/authentication_token';
    await t.app.inject({ method: 'POST', url: token, headers, payload: {} });
    const signOut = '/users/sign_out';
    for (const url of [token, signOut]) {
      const documented = Object.keys(doc.paths[url]?.delete?.responses ?? {}).find((s) => s.startsWith('2'));
      const answered = await t.app.inject({ method: 'DELETE', url, headers });
      expect(String(answered.statusCode), url).toBe(documented);
    }
  });

  it('serves a browsable reference page from our own origin under the Content-Security-Policy', async () => {
    const page = await fetch(`${t.baseUrl}/api/docs`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    const html = await page.text();
    // No inline script or style and nothing from another site: every src and href is our own path.
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(html).not.toMatch(/<style|style=/);
    const references = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1] as string);
    expect(references.length).toBeGreaterThanOrEqual(3);
    for (const reference of references) {
      expect(reference).toMatch(/^\/api\/docs\//);
      expect((await fetch(`${t.baseUrl}${reference}`)).status, reference).toBe(200);
    }
    const initializer = await (await fetch(`${t.baseUrl}/api/docs/assets/initializer.js`)).text();
    expect(initializer).toContain('/api/docs/openapi.json');
    expect(initializer).toContain('validatorUrl: null');
    expect((await fetch(`${t.baseUrl}/api/docs/assets/..%2Fpackage.json`)).status).toBe(404);
    const protocol = await fetch(`${t.baseUrl}/api/docs/chat-protocol.md`);
    expect(await protocol.text()).toMatch(/^# Chat protocol/);
  });
});
