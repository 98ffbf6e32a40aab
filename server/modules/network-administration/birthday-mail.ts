import type { BirthdayEmails } from '../../../contract/network-settings.js';
import type { AppContext } from '../../platform/context.js';
import type { CurrentMember } from '../../platform/identity/viewer.js';
import { sendJobMails } from '../../platform/mail/job-mails.js';
import type { Mail } from '../../platform/mail/mail.js';
import { type MailTexts, mailTextsFor } from '../../platform/mail/mail-texts.js';
import { sanitizeContent } from '../../platform/rich-text.js';
import { requireNetworkAdmin } from './policy.js';

export const TEST_BIRTHDAY_MAIL_JOB = 'network-administration.test_birthday_mail';

/** Texts around the administrator's own subject and text; German formal (Sie), de_DU informal (du). */
const TEXTS: MailTexts<{
  subject: (network: string) => string;
  greeting: (name: string) => string;
  test: string;
}> = {
  en: {
    subject: (network) => `Happy birthday from ${network}`,
    greeting: (name) => `Hello ${name},`,
    test: 'This is a test of the birthday e-mail. Members receive it on their birthday.',
  },
  de: {
    subject: (network) => `Alles Gute zum Geburtstag von ${network}`,
    greeting: (name) => `Hallo ${name},`,
    test: 'Dies ist ein Test der Geburtstags-E-Mail. Mitglieder erhalten sie an ihrem Geburtstag.',
  },
  de_DU: {
    subject: (network) => `Alles Gute zum Geburtstag von ${network}`,
    greeting: (name) => `Hallo ${name},`,
    test: 'Das ist ein Test der Geburtstags-E-Mail. Mitglieder bekommen sie an ihrem Geburtstag.',
  },
  es: {
    subject: (network) => `Feliz cumpleaños de parte de ${network}`,
    greeting: (name) => `Hola, ${name}:`,
    test: 'Esta es una prueba del correo de cumpleaños. Los miembros lo reciben el día de su cumpleaños.',
  },
  fr: {
    subject: (network) => `Joyeux anniversaire de la part de ${network}`,
    greeting: (name) => `Bonjour ${name},`,
    test: 'Ceci est un test de l’e-mail d’anniversaire. Les membres le reçoivent le jour de leur anniversaire.',
  },
};

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

type Payload = { to: string; name: string; locale: string; mail: BirthdayEmails };

function birthdayMail(payload: Payload, networkName: string, networkLanguage: string): Mail {
  const texts = mailTextsFor(TEXTS, payload.locale, networkLanguage);
  const subject = payload.mail.subject.trim() || texts.subject(networkName);
  const body = sanitizeContent(payload.mail.text);
  const image = payload.mail.image && /^https?:\/\//.test(payload.mail.image) ? payload.mail.image : null;
  return {
    to: payload.to,
    subject,
    text: [texts.greeting(payload.name), '', body.plain, '', `— ${texts.test}`].join('\n'),
    html: [
      `<p>${escapeHtml(texts.greeting(payload.name))}</p>`,
      image ? `<p><img src="${escapeHtml(image)}" alt="" style="max-width:100%"></p>` : '',
      body.html,
      `<p><em>${escapeHtml(texts.test)}</em></p>`,
    ].join(''),
  };
}

export function defineBirthdayMailJob(ctx: AppContext) {
  ctx.jobs.define(TEST_BIRTHDAY_MAIL_JOB, async (raw, job) => {
    const payload = raw as unknown as Payload;
    const network = await ctx.network.get();
    await sendJobMails(
      ctx,
      job,
      [payload],
      (p) => p.to,
      (p) => birthdayMail(p, network.name, network.language),
    );
  });
}

/** POST /administration/settings/send_test_birthday_email: the mail as members would get it, to the administrator. */
export async function sendTestBirthdayMail(ctx: AppContext, viewer: CurrentMember, mail: BirthdayEmails) {
  requireNetworkAdmin(viewer);
  const payload: Payload = {
    to: viewer.email,
    name: `${viewer.firstName} ${viewer.lastName}`.trim(),
    locale: viewer.locale,
    mail,
  };
  await ctx.db.transaction((tx) => ctx.jobs.enqueue(tx, TEST_BIRTHDAY_MAIL_JOB, payload));
}
