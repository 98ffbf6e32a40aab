import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpSender } from '../../platform/mail/create-mail.js';
import type { Mail } from '../../platform/mail/mail.js';
import { createTestApp, originHeaders, signIn, type TestApp } from '../../test/app.js';
import { createMember } from '../../test/factories.js';

/** A notification mail through a real SMTP server: what arrives, both parts and the headers. */
const received: string[] = [];
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      received.push(Buffer.concat(chunks).toString('utf8'));
      callback();
    });
  },
});
let t: TestApp;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const smtp = createSmtpSender(`smtp://127.0.0.1:${port}`, 'Test Network <no-reply@intranet.test>');
  const sent: Mail[] = [];
  t = await createTestApp({
    mail: { sent, send: (mail) => smtp.send(mail).then(() => void sent.push(mail)), close: smtp.close },
  });
});
afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** The parts of a MIME message by content type, quoted-printable decoded. */
const partOf = (raw: string, type: string) => {
  const at = raw.indexOf(`Content-Type: ${type}`);
  if (at < 0) return '';
  const start = raw.indexOf('\r\n\r\n', at) + 4;
  // Up to the next MIME boundary (not the text's signature line "-- ").
  const end = start + raw.slice(start).search(/\r\n--[^ \r=]/);
  const body = raw.slice(start, end);
  return body
    .replace(/=\r\n/g, '')
    .replace(/(=[0-9A-F]{2})+/g, (hex) => Buffer.from(hex.replace(/=/g, ''), 'hex').toString('utf8'));
};

describe('a notification mail by SMTP', () => {
  it('arrives with a text and an HTML part and the headers', async () => {
    const ada = await createMember(t.database.db, { firstName: 'Ada', lastName: 'Lovelace', locale: 'fr' });
    const ben = await createMember(t.database.db, { firstName: 'Ben', lastName: 'Byron' });
    const cookie = await signIn(t.app, ben.email);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/v1/messages',
      headers: { cookie, ...originHeaders },
      payload: { to: [ada.id], subject: 'Choir tonight', content: '<p>See you</p>' },
    });
    expect(sent.statusCode).toBe(201);
    await t.ctx.jobs.drain();

    const raw = received.find((data) => data.includes(`To: ${ada.email}`)) ?? '';
    // Long header lines are folded (RFC 5322): unfolded before they are read.
    const headers = raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
    expect(headers).toContain('Auto-Submitted: auto-generated');
    expect(headers).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(headers).toMatch(/List-Unsubscribe: <https?:\/\/[^>]+\/api\/v1\/unsubscribe\/[^>]+>/);
    expect(headers).toMatch(/Reply-To: "?Ben Byron"? </);
    expect(headers).toMatch(new RegExp(`Message-ID: <[^@]+@${new URL(t.ctx.config.publicUrl).hostname}>`));
    expect(raw).toContain('multipart/alternative');
    const text = partOf(raw, 'text/plain');
    const html = partOf(raw, 'text/html');
    expect(text).toContain('vous a envoyé un message');
    expect(text).toContain('Ne plus recevoir d’e-mails de ce type');
    expect(html).toContain('vous a envoyé un message');
    expect(html).toContain('Choir tonight');
    expect(html).toMatch(/<a href="https?:\/\/[^"]+\/messages\//);
  });
});
