import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activity, activityTranslation, replyItem } from '../../../contract/activities.js';
import { createTestApp, signIn, type TestApp } from '../../test/app.js';
import { addGroupMembership, createGroup, createMember, setNetworkConfig } from '../../test/factories.js';
import { post, requester } from './testing.js';

/**
 * Translation of activities and replies through the configured LibreTranslate-compatible service. The
 * service is the outside world's edge: a local HTTP server that marks each text with the target
 * language, smuggles a script into HTML, or fails when asked to.
 */
let service: Server;
let failing = false;
const received: Array<{ q: string[]; target: string; format: string; api_key?: string }> = [];

let t: TestApp;
let r: ReturnType<typeof requester>;
type Member = { id: string; cookie: string };
let german: Member;
let english: Member;
let informal: Member;
let outsider: Member;

const member = async (locale: string): Promise<Member> => {
  const record = await createMember(t.database.db, { locale });
  return { id: record.id, cookie: await signIn(t.app, record.email) };
};

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
      const translatedText = input.q.map(
        (text: string) => `${text.replace('<p>', `<p>[${input.target}] `)}<script>alert(1)</script>`,
      );
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ translatedText }));
    });
  });
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  const { port } = service.address() as AddressInfo;
  t = await createTestApp({
    configOverrides: { translation: { url: `http://127.0.0.1:${port}`, apiKey: 'secret' } },
  });
  r = requester(t);
  german = await member('de');
  english = await member('en');
  informal = await member('de_DU');
  outsider = await member('en');
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => service?.close(resolve));
});

const translate = (cookie: string, type: string, id: string, lang = 'en') =>
  r.send('GET', `/translations/${lang}/${type}/${id}`, cookie);

describe('translating activities', () => {
  it('offers a translation only once the network translates and the text is in another language', async () => {
    const created = activity.parse(
      await r.ok('POST', '/api/v1/activitystreams/all/activities', german.cookie, post('Guten Morgen')),
    );
    expect(created.can.translate).toBe(false);
    expect((await translate(english.cookie, 'activity', created.id)).status).toBe(404);

    await setNetworkConfig(t.ctx, { automatic_translation_enabled: true });
    const seen = (cookie: string) =>
      r.ok('GET', `/api/v1/activities/${created.id}`, cookie).then(activity.parse);
    expect((await seen(english.cookie)).can.translate).toBe(true);
    // Written in German: the author and a member reading informal German are not offered it.
    expect((await seen(german.cookie)).can.translate).toBe(false);
    expect((await seen(informal.cookie)).can.translate).toBe(false);
    expect((await translate(informal.cookie, 'activity', created.id, 'de')).status).toBe(404);

    const answer = activityTranslation.parse((await translate(english.cookie, 'activity', created.id)).body);
    expect(answer).toEqual({ id: created.id, lang: 'en', html_content: '<p>[en] Guten Morgen</p>' });
    expect(received.at(-1)).toMatchObject({ target: 'en', format: 'html', api_key: 'secret' });
  });

  it('translates a reply, and never a removed one', async () => {
    const created = activity.parse(
      await r.ok('POST', '/api/v1/activitystreams/all/activities', english.cookie, post('Lunch?')),
    );
    const reply = replyItem.parse(
      await r.ok('POST', `/api/v1/activities/${created.id}/replies`, german.cookie, post('Gerne, um zwölf')),
    );
    const listed = activity.parse(await r.ok('GET', `/api/v1/activities/${created.id}`, english.cookie));
    expect(listed.can.translate).toBe(false);
    expect(listed.replies[0]?.can.translate).toBe(true);
    const answer = activityTranslation.parse(
      (await translate(english.cookie, 'activity_reply', reply.id)).body,
    );
    expect(answer.html_content).toBe('<p>[en] Gerne, um zwölf</p>');

    await r.ok('DELETE', `/api/v1/activities/${created.id}/replies/${reply.id}`, german.cookie);
    expect((await translate(english.cookie, 'activity_reply', reply.id)).status).toBe(404);
  });

  it('answers 404 for activities of a hidden group to a non-member, and for unknown languages', async () => {
    const group = await createGroup(t.database.db, { access: 'hidden' });
    await addGroupMembership(t.database.db, group.id, german.id);
    const created = activity.parse(
      await r.ok('POST', `/api/v1/activitystreams/${group.slug}/activities`, german.cookie, post('Geheim')),
    );
    const reply = replyItem.parse(
      await r.ok('POST', `/api/v1/activities/${created.id}/replies`, german.cookie, post('Sehr geheim')),
    );
    const before = received.length;
    expect((await translate(outsider.cookie, 'activity', created.id)).status).toBe(404);
    expect((await translate(outsider.cookie, 'activity_reply', reply.id)).status).toBe(404);
    expect((await translate(english.cookie, 'activity', 'not-an-id')).status).toBe(404);
    const open = activity.parse(
      await r.ok('POST', '/api/v1/activitystreams/all/activities', german.cookie, post('Hallo')),
    );
    expect((await translate(english.cookie, 'activity', open.id, 'xx')).status).toBe(404);
    expect((await translate(english.cookie, 'article', open.id)).status).toBe(400);
    // Nothing of a hidden text reached the outside service.
    expect(received.length).toBe(before);
  });

  it("answers a failing service with the spec's translation error", async () => {
    const created = activity.parse(
      await r.ok('POST', '/api/v1/activitystreams/all/activities', german.cookie, post('Tschüss')),
    );
    failing = true;
    try {
      const answer = await translate(english.cookie, 'activity', created.id);
      expect(answer.status).toBe(502);
      expect(answer.body).toMatchObject({
        error: { fields: { translation: ['js.activitystreams.activity.translation_controls.error'] } },
      });
    } finally {
      failing = false;
    }
  });
});
