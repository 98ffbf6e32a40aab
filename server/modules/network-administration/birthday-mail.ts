import type { BirthdayEmails } from '../../../contract/network-settings.js';
import type { AppContext } from '../../platform/context.js';
import type { CurrentMember } from '../../platform/identity/viewer.js';
import { sendJobMails } from '../../platform/mail/job-mails.js';
import { birthdayMail } from '../digests/service.js';
import { requireNetworkAdmin } from './policy.js';

export const TEST_BIRTHDAY_MAIL_JOB = 'network-administration.test_birthday_mail';

type Payload = {
  to: string;
  firstName: string;
  lastName: string;
  age: number | null;
  locale: string;
  mail: BirthdayEmails;
};

export function defineBirthdayMailJob(ctx: AppContext) {
  ctx.jobs.define(TEST_BIRTHDAY_MAIL_JOB, async (raw, job) => {
    const payload = raw as unknown as Payload;
    const network = await ctx.network.get();
    await sendJobMails(
      ctx,
      job,
      [payload],
      (p) => p.to,
      (p) => birthdayMail({ ...p, email: p.to }, p.mail, network, { test: true }),
    );
  });
}

/**
 * POST /administration/settings/send_test_birthday_email: the mail as members get it (placeholders
 * filled in with the administrator's own name), to the administrator, with a note that it is a test.
 */
export async function sendTestBirthdayMail(ctx: AppContext, viewer: CurrentMember, mail: BirthdayEmails) {
  requireNetworkAdmin(viewer);
  const payload: Payload = {
    to: viewer.email,
    firstName: viewer.firstName,
    lastName: viewer.lastName,
    age: null,
    locale: viewer.locale,
    mail,
  };
  await ctx.db.transaction((tx) => ctx.jobs.enqueue(tx, TEST_BIRTHDAY_MAIL_JOB, payload));
}
