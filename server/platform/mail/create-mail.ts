import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import { newId } from '../ids.js';
import { type Mail, MailRejected, type MailSender, type Refusal } from './mail.js';

export type MailOptions = { smtpUrl: string | undefined; dataDir: string; from: string };

const message = (from: string, mail: Mail) => ({
  from,
  to: mail.to,
  subject: mail.subject,
  text: mail.text,
  html: mail.html,
  attachments: mail.attachments,
  replyTo: mail.replyTo,
  headers: mail.headers,
  messageId: mail.messageId,
  icalEvent: mail.calendar ? { method: mail.calendar.method, content: mail.calendar.content } : undefined,
});

/** SMTP when SMTP_URL is set; otherwise each mail becomes an .eml file under DATA_DIR/mail. */
export function createMailSender(options: MailOptions, log: Logger): MailSender {
  return options.smtpUrl ? createSmtpSender(options.smtpUrl, options.from) : createFileSender(options, log);
}

export function createSmtpSender(smtpUrl: string, from: string): MailSender {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      const refusals = await refusalsOf(async () => {
        const info = await transport.sendMail(message(from, mail));
        // Not in nodemailer's types: the SMTP transport's list of refused recipients.
        return { rejectedErrors: (info as { rejectedErrors?: unknown }).rejectedErrors };
      });
      if (refusals.length > 0) throw new MailRejected(refusals);
    },
    async close() {
      transport.close();
    },
  };
}

/**
 * Sends and answers the recipients refused for good: a 5xx reply to RCPT TO. A 4xx reply (greylisting,
 * a mailbox full for now) is no bounce: where it refused every recipient, the send fails and the job
 * retries it, like any other failure.
 */
async function refusalsOf(send: () => Promise<{ rejectedErrors?: unknown }>): Promise<Refusal[]> {
  try {
    return permanentRefusals((await send()).rejectedErrors);
  } catch (error) {
    // Every recipient refused: nodemailer throws with the refusals attached.
    const refusals = permanentRefusals((error as { rejectedErrors?: unknown } | null)?.rejectedErrors);
    if (refusals.length === 0) throw error;
    return refusals;
  }
}

function permanentRefusals(errors: unknown): Refusal[] {
  if (!Array.isArray(errors)) return [];
  return errors.flatMap((each: { recipient?: unknown; responseCode?: unknown; response?: unknown }) =>
    typeof each.recipient === 'string' && typeof each.responseCode === 'number' && each.responseCode >= 500
      ? [{ address: each.recipient, code: each.responseCode, response: String(each.response ?? '') }]
      : [],
  );
}

/**
 * For installations without a mail server (and for development): the mail is rendered exactly as it
 * would be sent and stored, so it can be opened in any mail program.
 */
export function createFileSender(options: { dataDir: string; from: string }, log: Logger): MailSender {
  const folder = path.join(options.dataDir, 'mail');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail(message(options.from, mail));
      await mkdir(folder, { recursive: true });
      // Sortable by time and never colliding between instances.
      const file = path.join(folder, `${new Date().toISOString().replaceAll(':', '-')}-${newId()}.eml`);
      await writeFile(file, info.message);
      const to = Array.isArray(mail.to) ? mail.to.join(', ') : mail.to;
      log.info({ to, subject: mail.subject, file }, 'mail written to file');
    },
    async close() {
      transport.close();
    },
  };
}

/** Keeps mails in memory; tests read `sent`. */
export function createMemoryMailSender(): MailSender & { sent: Mail[] } {
  const sent: Mail[] = [];
  return {
    sent,
    async send(mail) {
      sent.push(mail);
    },
    async close() {},
  };
}
