import { expect } from 'vitest';
import { authHeaders, type TestApp } from '../../test/app.js';
import { signedInMember } from '../appointments/testing.js';

/** Test helpers of the pages module: a signed-in member and page payloads. */
export type PageClient = Awaited<ReturnType<typeof member>>;

export function pagePayload(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Handbook',
    content: '<h2>Welcome</h2><p>Read me first.</p>',
    ...overrides,
  };
}

/** Creates a page through the API and answers its JSON (201 expected). */
export async function createdPage(client: PageClient, overrides: Record<string, unknown> = {}) {
  const response = await client.post('/api/v1/pages', pagePayload(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** The editable fields of a page as the editor sends them back, with changes. */
export function editOf(page: Record<string, unknown>, changes: Record<string, unknown> = {}) {
  return {
    base_version: page.version,
    parent_id: page.parent_id,
    title: page.title,
    slug: page.slug,
    content: page.content,
    show_in_userbar: page.show_in_userbar,
    public: page.public,
    ...changes,
  };
}

/** A signed-in member with request shortcuts and the headers for uploads. */
export async function member(t: TestApp, overrides: Parameters<typeof signedInMember>[1] = {}) {
  const client = await signedInMember(t, overrides);
  return { ...client, headers: authHeaders(client.cookie) };
}
