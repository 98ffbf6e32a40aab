import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LegalTextDetail } from '../../../contract/legal-texts.js';
import { authHeaders, createTestApp, signIn, type TestApp } from '../../test/app.js';
import { createMember } from '../../test/factories.js';
import { legalTexts } from './tables.js';

let t: TestApp;
let adminCookie: string;
let memberCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await createMember(t.database.db, { isNetworkAdmin: true });
  const member = await createMember(t.database.db);
  adminCookie = await signIn(t.app, admin.email);
  memberCookie = await signIn(t.app, member.email);
});
afterAll(() => t?.close());

const call = (
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
  cookie = adminCookie,
) =>
  t.app.inject({
    method,
    url,
    headers: {
      ...(cookie ? authHeaders(cookie) : { origin: 'http://localhost:3000' }),
      accept: 'application/json',
    },
    payload,
  });

const create = (overrides: object = {}) =>
  call('POST', '/administration/legal_texts', {
    legal_text: {
      name: 'Terms of Use',
      statement: 'I accept the terms',
      handle: '',
      text: '<p>Be kind.</p>',
      ...overrides,
    },
  });

describe('legal texts', () => {
  it('creates a text with a derived handle and its first version; anyone reads it at /legal/{handle}', async () => {
    const response = await create({ handle: 'Privacy Policy (2026)!' });
    expect(response.statusCode).toBe(201);
    const text = response.json() as LegalTextDetail;
    expect(text.handle).toBe('privacy-policy-2026');
    expect(text.versions).toHaveLength(1);
    const visitor = await call('GET', '/legal/privacy-policy-2026', undefined, '');
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json()).toMatchObject({ name: 'Terms of Use', html_text: '<p>Be kind.</p>' });
    // The sign-in page links it: the network lists the texts for visitors too.
    const network = await call('GET', '/api/v1/network', undefined, '');
    expect(network.json().legal_texts).toContainEqual({
      name: 'Terms of Use',
      handle: 'privacy-policy-2026',
    });
  });

  it('derives the handle from the name when none is given and refuses a taken handle', async () => {
    const first = await create({ name: 'Code of Conduct' });
    expect(first.json().handle).toBe('code-of-conduct');
    const again = await create({ name: 'Code of Conduct' });
    expect(again.statusCode).toBe(422);
    expect(again.json().error.fields['legal_text.handle']).toEqual(['errors.legal_texts.handle_taken']);
  });

  it('needs name, statement and text', async () => {
    const response = await create({ name: ' ', statement: '', text: '<p> </p>', handle: 'x' });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.fields).toEqual({
      'legal_text.name': ['errors.legal_texts.name_required'],
      'legal_text.statement': ['errors.legal_texts.statement_required'],
      'legal_text.text': ['errors.legal_texts.text_required'],
    });
  });

  it('keeps a version on every save, sanitises the text and never changes the handle', async () => {
    const { id } = (await create({ name: 'House Rules' })).json() as LegalTextDetail;
    const response = await call('PUT', `/administration/legal_texts/${id}`, {
      legal_text: {
        name: 'House rules',
        statement: 'Agreed',
        text: '<p>New</p><script>alert(1)</script>',
        handle: 'other',
      },
    });
    expect(response.statusCode).toBe(200);
    const text = response.json() as LegalTextDetail;
    expect(text.handle).toBe('house-rules');
    expect(text.text).toBe('<p>New</p>');
    expect(text.versions.map((v) => v.html_text)).toEqual(['<p>New</p>', '<p>Be kind.</p>']);
    const list = (await call('GET', '/administration/legal_texts')).json().legal_texts as { id: string }[];
    expect(list.map((row) => row.id)).toContain(id);
  });

  it('refuses to edit a read-only text, but deletes it', async () => {
    const [text] = await t.database.db
      .insert(legalTexts)
      .values({
        name: 'Platform terms',
        statement: 's',
        handle: 'platform-terms',
        htmlText: '<p>x</p>',
        readOnly: true,
      })
      .returning();
    const id = text?.id ?? '';
    const detail = (await call('GET', `/administration/legal_texts/${id}`)).json() as LegalTextDetail;
    expect(detail.can).toEqual({ edit: false, destroy: true });
    const put = await call('PUT', `/administration/legal_texts/${id}`, {
      legal_text: { name: 'Changed', statement: 's', text: '<p>y</p>' },
    });
    expect(put.statusCode).toBe(403);
    expect((await call('DELETE', `/administration/legal_texts/${id}`)).statusCode).toBe(204);
    expect((await call('GET', '/legal/platform-terms', undefined, '')).statusCode).toBe(404);
    const links = (await call('GET', '/api/v1/network', undefined, '')).json().legal_texts as {
      handle: string;
    }[];
    expect(links.map((link) => link.handle)).not.toContain('platform-terms');
    expect((await call('DELETE', `/administration/legal_texts/${id}`)).statusCode).toBe(404);
  });

  it('answers 404 to members who are not network administrators', async () => {
    const { id } = (await create({ name: 'Members only' })).json() as LegalTextDetail;
    for (const [method, url] of [
      ['GET', '/administration/legal_texts'],
      ['GET', `/administration/legal_texts/${id}`],
      ['DELETE', `/administration/legal_texts/${id}`],
      ['GET', '/administration/imprint/edit'],
    ] as const) {
      expect((await call(method, url, undefined, memberCookie)).statusCode, url).toBe(404);
    }
    const post = await call(
      'POST',
      '/administration/legal_texts',
      { legal_text: { name: 'a', statement: 'b', handle: '', text: 'c' } },
      memberCookie,
    );
    expect(post.statusCode).toBe(404);
  });

  it('answers hostile input with 4xx', async () => {
    for (const body of [
      { legal_text: { name: 'a\u0000', statement: 's', handle: '', text: 't' } },
      { legal_text: { name: 'a', statement: 's', handle: '', text: 'x'.repeat(300_000) } },
      { legal_text: { name: 1e300, statement: 's', handle: '', text: 't' } },
    ]) {
      const status = (await call('POST', '/administration/legal_texts', body as object)).statusCode;
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
    }
    expect((await call('GET', '/legal/%00', undefined, '')).statusCode).toBe(400);
  });
});

describe('imprint', () => {
  it('saves the sanitised web and mail imprint; visitors read the web imprint at /imprint', async () => {
    const response = await call('PUT', '/administration/imprint', {
      imprint: {
        imprint_attributes: { content: '<p>Example Ltd</p><img src=x onerror=alert(1)>' },
        mail_imprint: '<p>Mail</p>',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().imprint.imprint_attributes.content).not.toContain('onerror');
    const edit = (await call('GET', '/administration/imprint/edit')).json();
    expect(edit).toMatchObject({ imprint: { mail_imprint: '<p>Mail</p>' }, show_newsletter_info: true });
    const visitor = await call('GET', '/imprint', undefined, '');
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json().content).toContain('Example Ltd');
  });
});
