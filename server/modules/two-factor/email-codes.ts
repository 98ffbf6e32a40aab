import { and, count, desc, eq, gt, isNull } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.js';
import { tooManyRequests } from '../../platform/errors.js';
import type { JobInfo } from '../../platform/jobs/runner.js';
import { sendJobMails } from '../../platform/mail/job-mails.js';
import { type MailTexts, mailTextsFor } from '../../platform/mail/mail-texts.js';
import { memberContactsByIds } from '../members/service.js';
import { codeHash, randomDigits, seal, unseal } from './secret-box.js';
import { emailCodes } from './tables.js';

/** Codes by e-mail: six digits, single use, valid ten minutes; at most one a minute and five an hour. */
const LIFETIME_MS = 10 * 60 * 1000;
const MIN_INTERVAL_MS = 60 * 1000;
const MAX_PER_HOUR = 5;
export const EMAIL_CODE_JOB = 'two_factor.email_code';

const TEXTS: MailTexts<{ subject: string; body: (code: string) => string }> = {
  en: {
    subject: 'Your sign-in code',
    body: (code) => `Your code is ${code}. It is valid for 10 minutes and can be used once.`,
  },
  de: {
    subject: 'Ihr Anmeldecode',
    body: (code) => `Ihr Code lautet ${code}. Er ist 10 Minuten gültig und kann einmal verwendet werden.`,
  },
  de_DU: {
    subject: 'Dein Anmeldecode',
    body: (code) => `Dein Code lautet ${code}. Er ist 10 Minuten gültig und kann einmal verwendet werden.`,
  },
  es: {
    subject: 'Tu código de inicio de sesión',
    body: (code) => `Tu código es ${code}. Es válido durante 10 minutos y solo se puede usar una vez.`,
  },
  fr: {
    subject: 'Votre code de connexion',
    body: (code) => `Votre code est ${code}. Il est valable 10 minutes et ne peut être utilisé qu’une fois.`,
  },
};

/**
 * Stores a new code and queues its mail in one transaction. The job payload carries the code sealed,
 * so the jobs table never holds it readable. Too soon after the last one it answers 429, or with
 * `whenAllowed` sends nothing (sign-in: the code sent a moment ago is still good).
 */
export async function sendEmailCode(
  ctx: AppContext,
  memberId: string,
  options: { whenAllowed?: boolean } = {},
): Promise<void> {
  const now = Date.now();
  const [recent] = await ctx.db
    .select({ sent: count() })
    .from(emailCodes)
    .where(and(eq(emailCodes.memberId, memberId), gt(emailCodes.createdAt, new Date(now - 60 * 60 * 1000))));
  const [last] = await ctx.db
    .select({ createdAt: emailCodes.createdAt })
    .from(emailCodes)
    .where(eq(emailCodes.memberId, memberId))
    .orderBy(desc(emailCodes.createdAt))
    .limit(1);
  const sinceLast = last ? now - last.createdAt.getTime() : Number.POSITIVE_INFINITY;
  if ((recent?.sent ?? 0) >= MAX_PER_HOUR || sinceLast < MIN_INTERVAL_MS) {
    if (options.whenAllowed) return;
    throw tooManyRequests(
      'rate_limited',
      'A code was sent a moment ago; please check your mail or wait.',
      Math.max(1, (MIN_INTERVAL_MS - sinceLast) / 1000),
    );
  }
  const code = randomDigits(6);
  await ctx.db.transaction(async (tx) => {
    await tx.insert(emailCodes).values({
      memberId,
      codeHash: codeHash(ctx.config, code),
      expiresAt: new Date(now + LIFETIME_MS),
    });
    await ctx.jobs.enqueue(tx, EMAIL_CODE_JOB, { memberId, code: seal(ctx.config, code) });
  });
}

/** Spends a live code of the member (one statement: a code is used once, even by racing requests). */
export async function spendEmailCode(ctx: AppContext, memberId: string, code: string): Promise<boolean> {
  const spent = await ctx.db
    .update(emailCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(emailCodes.memberId, memberId),
        eq(emailCodes.codeHash, codeHash(ctx.config, code)),
        isNull(emailCodes.usedAt),
        gt(emailCodes.expiresAt, new Date()),
      ),
    )
    .returning({ id: emailCodes.id });
  return spent.length > 0;
}

async function mailCode(ctx: AppContext, payload: Record<string, unknown>, job: JobInfo) {
  const memberId = String(payload.memberId);
  const code = unseal(ctx.config, String(payload.code));
  const network = await ctx.network.get();
  const contact = (await memberContactsByIds(ctx.db, [memberId])).get(memberId);
  if (!contact) return;
  await sendJobMails(
    ctx,
    job,
    [contact],
    (c) => c.id,
    (c) => {
      const texts = mailTextsFor(TEXTS, c.locale);
      return { to: c.email, subject: `[${network.name}] ${texts?.subject}`, text: `${texts?.body(code)}\n` };
    },
  );
}

export const defineEmailCodeJob = (ctx: AppContext) =>
  ctx.jobs.define(EMAIL_CODE_JOB, (payload, job) => mailCode(ctx, payload, job));
