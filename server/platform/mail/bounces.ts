import { desc, inArray, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../db/client.js';
import { type Mail, MailRejected, type MailSender, type Refusal } from './mail.js';
import { mailBounces } from './tables.js';

export type MailBounce = typeof mailBounces.$inferSelect;

/** The bare address of "Name <address>" or "address", lower-cased: how bounces are keyed. */
export const bareAddress = (recipient: string) =>
  (/<([^>]*)>\s*$/.exec(recipient)?.[1] ?? recipient).trim().toLowerCase();

const recipientsOf = (mail: Mail) => (Array.isArray(mail.to) ? mail.to : [mail.to]).map(bareAddress);

/**
 * Bounce handling around the sender. A mail server's permanent refusal of an address is recorded
 * (`mail_bounces`) and settles the send: trying the same address again would only bounce again, and
 * the job would retry for ever. Optional mail (one with an unsubscribe link: notifications, digests,
 * birthday mails) to a recorded address is skipped, so a dead mailbox stops costing the mail server's
 * reputation; mail someone asked for (a password link, a code, an invitation) is always tried.
 */
export function withBounces(sender: MailSender, db: Db, log: Logger): MailSender {
  return {
    async send(mail) {
      if (mail.unsubscribe) {
        const bounced = await bouncedAmong(db, recipientsOf(mail));
        const to = recipientsOf(mail).filter((address) => !bounced.has(address));
        if (to.length === 0) {
          log.debug({ subject: mail.subject }, 'optional mail to a bounced address skipped');
          return;
        }
        if (bounced.size > 0) mail = { ...mail, to };
      }
      try {
        await sender.send(mail);
      } catch (error) {
        if (!(error instanceof MailRejected)) throw error;
        await recordBounces(db, error.refusals);
        log.warn({ addresses: error.refusals.map((r) => r.address) }, 'mail server refused recipients');
      }
    },
    close: () => sender.close(),
  };
}

export async function recordBounces(db: Db, refusals: Refusal[]): Promise<void> {
  for (const refusal of refusals) {
    const row = {
      address: bareAddress(refusal.address),
      code: refusal.code,
      response: refusal.response.slice(0, 500),
    };
    await db
      .insert(mailBounces)
      .values(row)
      .onConflictDoUpdate({
        target: mailBounces.address,
        set: {
          code: row.code,
          response: row.response,
          count: sql`${mailBounces.count} + 1`,
          lastBouncedAt: sql`now()`,
        },
      });
  }
}

/** Which of these addresses bounced (compared lower-cased). */
export async function bouncedAmong(db: Db, addresses: string[]): Promise<Set<string>> {
  if (addresses.length === 0) return new Set();
  const rows = await db
    .select({ address: mailBounces.address })
    .from(mailBounces)
    .where(inArray(mailBounces.address, addresses.map(bareAddress)));
  return new Set(rows.map((row) => row.address));
}

/** The bounce records of these addresses, by lower-cased address. */
export async function bouncesOf(db: Db, addresses: string[]): Promise<Map<string, MailBounce>> {
  if (addresses.length === 0) return new Map();
  const rows = await db
    .select()
    .from(mailBounces)
    .where(inArray(mailBounces.address, addresses.map(bareAddress)));
  return new Map(rows.map((row) => [row.address, row]));
}

/** Mail to the address is tried again (the mailbox was repaired, the address corrected). */
export async function clearBounce(db: Db, address: string): Promise<boolean> {
  const gone = await db
    .delete(mailBounces)
    .where(inArray(mailBounces.address, [bareAddress(address)]))
    .returning({ address: mailBounces.address });
  return gone.length > 0;
}

/** All recorded bounces, the latest first, a page at a time. */
export async function bouncePage(db: Db, page: number, per: number) {
  const [rows, counted] = await Promise.all([
    db
      .select()
      .from(mailBounces)
      .orderBy(desc(mailBounces.lastBouncedAt), mailBounces.address)
      .limit(per)
      .offset((page - 1) * per),
    db.select({ total: sql<number>`count(*)::int` }).from(mailBounces),
  ]);
  return { rows, total: counted[0]?.total ?? 0 };
}
