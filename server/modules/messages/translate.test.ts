import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageDetail, translationResult } from '../../../contract/messages.js';
import { authHeaders, createTestApp, signIn, type TestApp } from '../../test/app.js';
import { createMember, setNetworkConfig } from '../../test/factories.js';

let t: TestApp;
let alice: string;
let bob: string;
let bobId: string;
let carol: string;

/** The outside translation service: marks each text with the language, and smuggles in a script. */
const translation = {
  async translate(input: { texts: string[]; format: 'text' | 'html'; to: string }) {
    return input.texts.map((text) =>
      input.format === 'html'
        ? `${text.replace('<p>', `<p>[${input.to}] `)}<script>alert(1)</script>`
        : `[${input.to}] ${text}`,
    );
  },
};

beforeAll(async () => {
  t = await createTestApp({ translation });
  const [a, b, c] = await Promise.all([
    createMember(t.ctx.db),
    createMember(t.ctx.db),
    createMember(t.ctx.db),
  ]);
  if (!a || !b || !c) throw new Error('no members');
  bobId = b.id;
  [alice, bob, carol] = await Promise.all([
    signIn(t.app, a.email),
    signIn(t.app, b.email),
    signIn(t.app, c.email),
  ]);
});
afterAll(async () => {
  await t?.close();
});

const call = (cookie: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: authHeaders(cookie), payload });

describe('translation through the platform provider', () => {
  it('translates a visible message once the network turns it on, sanitising the answer', async () => {
    const sent = await call(alice, 'POST', '/api/v1/messages', {
      to: [bobId],
      subject: 'Hallo',
      content: '<p>Guten Tag</p>',
    });
    const id = messageDetail.parse(sent.json()).id;
    expect((await call(bob, 'GET', `/translations/en/message/${id}`)).statusCode).toBe(404);
    expect(messageDetail.parse((await call(bob, 'GET', `/api/v1/messages/${id}`)).json()).can.translate).toBe(
      false,
    );

    await setNetworkConfig(t.ctx, { automatic_translation_enabled: true });
    expect(messageDetail.parse((await call(bob, 'GET', `/api/v1/messages/${id}`)).json()).can.translate).toBe(
      true,
    );
    const answer = translationResult.parse((await call(bob, 'GET', `/translations/fr/message/${id}`)).json());
    expect(answer).toMatchObject({ id, lang: 'fr', subject: '[fr] Hallo' });
    expect(answer.content).toBe('<p>[fr] Guten Tag</p>');
    // Someone who may not see the message learns nothing, and unknown languages are not offered.
    expect((await call(carol, 'GET', `/translations/fr/message/${id}`)).statusCode).toBe(404);
    expect((await call(bob, 'GET', `/translations/xx/message/${id}`)).statusCode).toBe(404);
  });
});
