import type { BirthdayEmails } from '../../../contract/network-settings.js';
import { escapeHtml } from '../../platform/mail/layout.js';
import type { Mail } from '../../platform/mail/mail.js';
import { type MailTexts, mailTextsFor } from '../../platform/mail/mail-texts.js';
import { sanitizeContent } from '../../platform/rich-text.js';

/**
 * The birthday mail: the administrator's subject, text and image (network settings, part 3 section
 * 3.1) with placeholders filled in for the member: %{first_name}, %{last_name}, %{name}, %{age} and
 * %{network}. The test mail to the administrator is the same mail with a note under it.
 */

export const BIRTHDAY_PLACEHOLDERS = ['first_name', 'last_name', 'name', 'age', 'network'] as const;
type Values = Record<(typeof BIRTHDAY_PLACEHOLDERS)[number], string>;

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

/** Whole years from a 'YYYY-MM-DD' birthday to a local 'YYYY-MM-DD' day. */
export function ageOnDay(birthday: string | null, day: string): number | null {
  const born = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthday ?? '');
  const on = /^(\d{4})-(\d{2}-\d{2})$/.exec(day);
  if (!born || !on) return null;
  // Born on Feb 29: a year older on Feb 28 of the years without one (when the mail goes out).
  const celebrated = `${born[2]}-${born[3]}` === '02-29' ? '02-28' : `${born[2]}-${born[3]}`;
  const age = Number(on[1]) - Number(born[1]) - ((on[2] ?? '') < celebrated ? 1 : 0);
  return age >= 0 ? age : null;
}

const fill = (template: string, values: Values, encode: (s: string) => string) =>
  template.replace(/%\{(\w+)\}/g, (whole, key: string) =>
    Object.hasOwn(values, key) ? encode(values[key as keyof Values]) : whole,
  );

export type BirthdayRecipient = {
  email: string;
  firstName: string;
  lastName: string;
  locale: string;
  age: number | null;
};

export function birthdayMail(
  recipient: BirthdayRecipient,
  settings: BirthdayEmails,
  network: { name: string; language: string },
  options: { test: boolean; messageId?: string },
): Mail {
  const texts = mailTextsFor(TEXTS, recipient.locale, network.language);
  const name = `${recipient.firstName} ${recipient.lastName}`.trim();
  const values: Values = {
    first_name: recipient.firstName,
    last_name: recipient.lastName,
    name,
    age: recipient.age === null ? '' : String(recipient.age),
    network: network.name,
  };
  const subject = fill(settings.subject.trim(), values, (s) => s) || texts.subject(network.name);
  const body = sanitizeContent(settings.text);
  const image = settings.image && /^https?:\/\//.test(settings.image) ? settings.image : null;
  const note = options.test ? texts.test : null;
  return {
    to: recipient.email,
    subject,
    locale: recipient.locale,
    ...(options.messageId ? { messageId: options.messageId } : {}),
    text: [
      texts.greeting(name),
      '',
      fill(body.plain, values, (s) => s),
      ...(note ? ['', `— ${note}`] : []),
    ].join('\n'),
    html: [
      `<p>${escapeHtml(texts.greeting(name))}</p>`,
      image ? `<p><img src="${escapeHtml(image)}" alt="" style="max-width:100%"></p>` : '',
      fill(body.html, values, escapeHtml),
      note ? `<p><em>${escapeHtml(note)}</em></p>` : '',
    ].join(''),
  };
}
