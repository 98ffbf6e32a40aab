import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { article as articleSchema } from '../../../contract/blogs.js';
import { translation, translationLanguages } from '../../../contract/translations.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import {
  addGroupMembership,
  createChannel,
  createChannelWidget,
  createGroup,
  setNetworkConfig,
} from '../../test/factories.js';
import { type GroupsClient, groupsClient } from '../groups/testing.js';

/**
 * Translations of channels, widgets and articles. The translation service is a local HTTP server
 * that marks each text with the target language, smuggles a script into HTML, or fails when asked.
 */
let service: Server;
let failing = false;
const received: Array<{ q: string[]; target: string; format: string }> = [];

let t: TestApp;
let editor: GroupsClient;
let reader: GroupsClient;
let outsider: GroupsClient;

beforeAll(async () => {
  service = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      if (failing || request.url !== '/translate') {
        response.writeHead(500).end('{"error":"down"}');
        return;
      }
      const input = JSON.parse(body);
      received.push(input);
      const translatedText = input.q.map((text: string) =>
        input.format === 'html'
          ? `${text.replace('<p>', `<p>[${input.target}] `)}<script>alert(1)</script>`
          : `[${input.target}] ${text}`,
      );
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ translatedText }));
    });
  });
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  const { port } = service.address() as AddressInfo;
  t = await createTestApp({
    configOverrides: { translation: { url: `http://127.0.0.1:${port}`, apiKey: undefined } },
  });
  [editor, reader, outsider] = await Promise.all([
    groupsClient(t, { locale: 'de' }),
    groupsClient(t),
    groupsClient(t),
  ]);
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => service?.close(resolve));
});
beforeEach(async () => {
  await setNetworkConfig(t.ctx, { automatic_translation_enabled: true });
});

/** A channel for one group (editor, reader), edited by `editor`; `outsider` is not in the group. */
async function groupChannel(status: 'published' | 'draft' = 'published') {
  const group = await createGroup(t.ctx.db);
  for (const who of [editor, reader]) await addGroupMembership(t.ctx.db, group.id, who.member.id);
  return createChannel(t.ctx.db, {
    status,
    title: 'Company news',
    description: 'What happens',
    audience: [{ type: 'group', id: group.id }],
    editors: [{ type: 'member', id: editor.member.id }],
  });
}

const path = (lng: string, type: string, id: string) => `/translations/${lng}/${type}/${id}`;
const read = async (who: GroupsClient, lng: string, type: string, id: string) => {
  const response = await who.get(path(lng, type, id));
  expect(response.statusCode).toBe(200);
  return translation.parse(response.json());
};

async function publishedArticle(blogId: string, fields: Record<string, unknown> = {}) {
  const created = await editor.post(`/blogs/${blogId}/articles`, {
    article: { title: 'Results', teaser: 'A good quarter.', html_content: '<p>Numbers</p>', ...fields },
  });
  expect(created.statusCode).toBe(201);
  const article = articleSchema.parse(created.json());
  expect((await editor.post(`/blogs/${blogId}/articles/${article.id}/publish`, {})).statusCode).toBe(200);
  return article;
}

describe('languages', () => {
  it('answers the primary languages first, named in the reader’s language', async () => {
    const response = await editor.get('/translations/languages');
    expect(response.statusCode).toBe(200);
    const { languages } = translationLanguages.parse(response.json());
    expect(languages.slice(0, 4).map((entry) => [entry.code, entry.primary])).toEqual([
      ['DE', true],
      ['EN-GB', true],
      ['ES', true],
      ['FR', true],
    ]);
    expect(languages[0]?.name).toBe('Deutsch');
    expect(languages.slice(4).every((entry) => !entry.primary)).toBe(true);
    expect(languages.length).toBeGreaterThan(20);
  });
});

describe('channel translations', () => {
  it('lets a manual translation win over the service, which is asked once per text version', async () => {
    const channel = await groupChannel();
    const widget = await createChannelWidget(t.ctx.db, channel.id, {
      title: 'Welcome',
      fields: { html_content: '<p>Hello</p>' },
    });
    const before = received.length;
    const first = await read(reader, 'de', 'channel', channel.slug);
    expect(first).toMatchObject({
      lng: 'DE',
      fields: {
        title: '[de] Company news',
        description: '[de] What happens',
        [`widget_${widget.id}_title`]: '[de] Welcome',
        [`widget_${widget.id}_html_content`]: '<p>[de] Hello</p>',
      },
      manual_keys: [],
      sources: null,
      can: { update: false },
    });
    // One call per format, and the answer cached: asking again reaches no service.
    expect(received.length).toBe(before + 2);
    await read(reader, 'DE', 'channel', channel.slug);
    expect(received.length).toBe(before + 2);

    const saved = await editor.put(path('DE', 'channel', channel.slug), {
      fields: { title: 'Firmennachrichten', description: '' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      fields: { title: 'Firmennachrichten', description: '[de] What happens' },
      manual_keys: ['title'],
      manual: { title: 'Firmennachrichten' },
      can: { update: true },
    });
    expect(translation.parse(saved.json()).sources?.map((source) => source.key)).toEqual([
      'title',
      'description',
    ]);
    expect((await read(reader, 'DE', 'channel', channel.slug)).fields.title).toBe('Firmennachrichten');
    expect(received.length).toBe(before + 2);

    // A changed original is translated again; the unchanged texts are not sent.
    await t.ctx.db.execute(`update channel_widgets set title = 'Hi there' where id = '${widget.id}'`);
    const again = await read(reader, 'DE', 'channel', channel.slug);
    expect(again.fields[`widget_${widget.id}_title`]).toBe('[de] Hi there');
    expect(received.at(-1)?.q).toEqual(['Hi there']);
    expect(received.length).toBe(before + 3);
  });

  it('answers manual translations only while the network does not translate', async () => {
    const channel = await groupChannel();
    const restore = await setNetworkConfig(t.ctx, { automatic_translation_enabled: false });
    try {
      const before = received.length;
      expect((await read(reader, 'FR', 'channel', channel.slug)).fields).toEqual({});
      await editor.put(path('FR', 'channel', channel.slug), { fields: { title: 'Nouvelles' } });
      expect((await read(reader, 'FR', 'channel', channel.slug)).fields).toEqual({ title: 'Nouvelles' });
      expect(received.length).toBe(before);
    } finally {
      await restore();
    }
  });

  it('answers 404 for channels the viewer may not see, 403 to readers who write, 400 for unknown languages', async () => {
    const channel = await groupChannel();
    const draft = await groupChannel('draft');
    const before = received.length;
    expect((await outsider.get(path('DE', 'channel', channel.slug))).statusCode).toBe(404);
    expect((await reader.get(path('DE', 'channel', draft.slug))).statusCode).toBe(404);
    expect((await reader.get(path('DE', 'channel', 'nothing-here'))).statusCode).toBe(404);
    expect(
      (await outsider.put(path('DE', 'channel', channel.slug), { fields: { title: 'x' } })).statusCode,
    ).toBe(404);
    expect(
      (await reader.put(path('DE', 'channel', channel.slug), { fields: { title: 'x' } })).statusCode,
    ).toBe(403);
    expect((await reader.get(path('xx', 'channel', channel.slug))).statusCode).toBe(400);
    expect((await reader.get(path('DE', 'group', channel.slug))).statusCode).toBe(400);
    expect(received.length).toBe(before);
  });

  it('refuses keys the subject does not have and texts too long, writing nothing', async () => {
    const channel = await groupChannel();
    const answer = await editor.put(path('ES', 'channel', channel.slug), {
      fields: { title: 'Noticias', colour: 'rojo', description: 'x'.repeat(2001) },
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().error.fields).toEqual({
      'fields.colour': ['errors.translations.unknown_field'],
      'fields.description': ['errors.translations.too_long'],
    });
    const shown = await read(editor, 'ES', 'channel', channel.slug);
    expect(shown.manual).toEqual({});
  });

  it("answers a failing service with the spec's translation error and caches nothing", async () => {
    const channel = await groupChannel();
    failing = true;
    try {
      const answer = await reader.get(path('ES', 'channel', channel.slug));
      expect(answer.statusCode).toBe(502);
      expect(answer.json()).toMatchObject({
        error: { fields: { translation: ['js.activitystreams.activity.translation_controls.error'] } },
      });
    } finally {
      failing = false;
    }
    expect((await read(reader, 'ES', 'channel', channel.slug)).fields.title).toBe('[es] Company news');
  });
});

describe('widget translations', () => {
  it('translates the fields each type declares and keeps manual texts of the widget', async () => {
    const channel = await groupChannel();
    const widget = await createChannelWidget(t.ctx.db, channel.id, {
      type: 'navigation',
      title: 'Links',
      fields: {
        navigation_type: 'buttons',
        navigation_items: [{ type: 'url', url: '/files', title: 'Files', icon: 'file', new_window: false }],
      },
    });
    const shown = await read(reader, 'FR', 'widget', widget.id);
    expect(shown.fields).toEqual({ title: '[fr] Links', 'navigation_items.0.title': '[fr] Files' });

    const saved = await editor.put(path('FR', 'widget', widget.id), {
      fields: { 'navigation_items.0.title': 'Fichiers', 'navigation_items.0.url': '/x' },
    });
    expect(saved.statusCode).toBe(422);
    expect(
      (
        await editor.put(path('FR', 'widget', widget.id), {
          fields: { 'navigation_items.0.title': 'Fichiers' },
        })
      ).statusCode,
    ).toBe(200);
    // The channel's translation carries the widget's manual text under its widget_ key.
    const page = await read(reader, 'FR', 'channel', channel.slug);
    expect(page.fields[`widget_${widget.id}_navigation_items.0.title`]).toBe('Fichiers');
    expect(page.manual_keys).toEqual([`widget_${widget.id}_navigation_items.0.title`]);

    expect((await outsider.get(path('FR', 'widget', widget.id))).statusCode).toBe(404);
    expect((await reader.get(path('FR', 'widget', 'ffffffffffffffffffffffff'))).statusCode).toBe(404);
  });
});

describe('article translations', () => {
  it('translates title, teaser and sanitised body, with manual texts winning and HTML sanitised', async () => {
    const channel = await groupChannel();
    const article = await publishedArticle(channel.id);
    const shown = await read(reader, 'DE', 'article', article.id);
    expect(shown.fields).toEqual({
      title: '[de] Results',
      teaser: '[de] A good quarter.',
      html_content: '<p>[de] Numbers</p>',
    });

    const saved = await editor.put(path('DE', 'article', article.id), {
      fields: { html_content: '<p onclick="x()">Zahlen</p><script>alert(1)</script>', title: 'Ergebnisse' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().manual).toEqual({ html_content: '<p>Zahlen</p>', title: 'Ergebnisse' });
    expect((await read(reader, 'DE', 'article', article.id)).fields).toEqual({
      title: 'Ergebnisse',
      teaser: '[de] A good quarter.',
      html_content: '<p>Zahlen</p>',
    });
  });

  it('asks no service for the article’s own language and hides drafts from readers', async () => {
    const channel = await groupChannel();
    const article = await publishedArticle(channel.id, { language: 'de' });
    const before = received.length;
    expect((await read(reader, 'DE', 'article', article.id)).fields).toEqual({});
    expect(received.length).toBe(before);

    const draft = await editor.post(`/blogs/${channel.id}/articles`, { article: { title: 'Secret' } });
    const draftId = draft.json().id as string;
    expect((await reader.get(path('DE', 'article', draftId))).statusCode).toBe(404);
    expect((await outsider.get(path('DE', 'article', article.id))).statusCode).toBe(404);
    expect((await editor.get(path('DE', 'article', draftId))).statusCode).toBe(200);
  });
});
