import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { createMailSender } from './create-mail.js';

const from = 'Intranet <no-reply@intranet.test>';
const mail = {
  to: 'ada@example.test',
  subject: 'Welcome to the network',
  text: 'Hello Ada,\nwelcome.',
  html: '<p>Hello Ada,<br>welcome.</p>',
};

describe('mail to files (no SMTP_URL)', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'intranet-mail-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('writes the mail as an .eml file under DATA_DIR/mail and logs recipient and subject', async () => {
    const lines: string[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    const sender = createMailSender({ smtpUrl: undefined, dataDir, from }, log);
    await sender.send(mail);
    await sender.close();

    const files = readdirSync(path.join(dataDir, 'mail'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = readFileSync(path.join(dataDir, 'mail', files[0] ?? ''), 'utf8');
    expect(eml).toContain('To: ada@example.test');
    expect(eml).toContain('Subject: Welcome to the network');
    expect(eml).toContain('From: Intranet <no-reply@intranet.test>');
    expect(eml).toContain('Hello Ada,');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({
      to: 'ada@example.test',
      subject: 'Welcome to the network',
    });
  });
});

describe('mail by SMTP (SMTP_URL)', () => {
  it('delivers to the SMTP server', async () => {
    const received: { from: string; to: string[]; data: string }[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            data: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    try {
      const sender = createMailSender(
        { smtpUrl: `smtp://127.0.0.1:${port}`, dataDir: '/nonexistent', from },
        pino({ level: 'silent' }),
      );
      await sender.send(mail);
      await sender.close();
      expect(received).toHaveLength(1);
      expect(received[0]?.from).toBe('no-reply@intranet.test');
      expect(received[0]?.to).toEqual(['ada@example.test']);
      expect(received[0]?.data).toContain('Subject: Welcome to the network');
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
