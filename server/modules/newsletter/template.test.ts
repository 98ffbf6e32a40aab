import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEWSLETTER_PLACEHOLDERS, type NewsletterTemplateResponse } from '../../../contract/newsletter.js';
import { authHeaders, createTestApp, signIn, type TestApp } from '../../test/app.js';
import { createMember } from '../../test/factories.js';
import { newsletterSettings } from './tables.js';

let t: TestApp;
let adminCookie: string;
let memberCookie: string;
const URL = '/administration/newsletter/template';
const { content, disclaimer } = NEWSLETTER_PLACEHOLDERS;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await createMember(t.database.db, { isNetworkAdmin: true });
  const member = await createMember(t.database.db);
  adminCookie = await signIn(t.app, admin.email);
  memberCookie = await signIn(t.app, member.email);
});
afterAll(() => t?.close());

const call = (method: 'GET' | 'PUT', payload?: object, cookie = adminCookie) =>
  t.app.inject({
    method,
    url: URL,
    headers: { ...authHeaders(cookie), accept: 'application/json' },
    payload,
  });
const template = (body: string) => ({
  newsletter_unlayer_template: {
    design: { pages: [{ component: body }] },
    body,
    css: '.x{color:red}',
    js: '',
    fonts: ['Roboto'],
  },
});

describe('newsletter template', () => {
  it('answers 404 to members who are not network administrators, and saves nothing', async () => {
    expect((await call('GET', undefined, memberCookie)).statusCode).toBe(404);
    expect((await call('PUT', template(`${content}${disclaimer}`), memberCookie)).statusCode).toBe(404);
    expect(await t.database.db.select().from(newsletterSettings)).toEqual([]);
  });

  it('starts from a default template in the network design that has both placeholders', async () => {
    const response = await call('GET');
    expect(response.statusCode).toBe(200);
    const answer = response.json() as NewsletterTemplateResponse;
    expect(answer.is_default).toBe(true);
    expect(answer.placeholders).toEqual({ content, disclaimer });
    const { body, css, design } = answer.newsletter_unlayer_template;
    expect(body.split(content)).toHaveLength(2);
    expect(body).toContain(disclaimer);
    expect(design).toBeNull();
    const network = await t.ctx.network.get();
    expect(body).toContain(network.name.replace(/&/g, '&amp;'));
    expect(css).toContain(network.design.colors.primary ?? '#1f5fa8');
  });

  it('refuses a body without the content placeholder, with it twice, or without the disclaimer', async () => {
    const cases: [string, string[]][] = [
      [`<p>${disclaimer}</p>`, ['errors.newsletter.content_placeholder_missing']],
      [`${content}<p>${content}</p>${disclaimer}`, ['errors.newsletter.content_placeholder_repeated']],
      [`<p>${content}</p>`, ['errors.newsletter.disclaimer_placeholder_missing']],
      [
        '<p>nothing</p>',
        ['errors.newsletter.content_placeholder_missing', 'errors.newsletter.disclaimer_placeholder_missing'],
      ],
    ];
    for (const [body, messages] of cases) {
      const response = await call('PUT', template(body));
      expect(response.statusCode, body).toBe(422);
      expect(response.json().error.fields).toEqual({ body: messages });
    }
    expect(await t.database.db.select().from(newsletterSettings)).toEqual([]);
  });

  it('saves design, body, css, js and fonts when the placeholders are right (the disclaimer may repeat)', async () => {
    const body = `<div>${content}</div><footer>${disclaimer}</footer><p>${disclaimer}</p>`;
    const saved = await call('PUT', template(body));
    expect(saved.statusCode).toBe(200);
    const answer = (await call('GET')).json() as NewsletterTemplateResponse;
    expect(answer.is_default).toBe(false);
    expect(answer.newsletter_unlayer_template).toEqual(template(body).newsletter_unlayer_template);
    // The schedule keeps its defaults when only the template was saved.
    const settings = await t.app.inject({
      method: 'GET',
      url: '/administration/newsletter/settings',
      headers: authHeaders(adminCookie),
    });
    expect(settings.json().newsletter_sending_day.day).toBe('mon');
  });
});
