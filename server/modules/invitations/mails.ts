import { type MailTexts, mailTextsFor } from '../../platform/mail/mail-texts.js';

/**
 * The invitation mail in the five languages of the product (German formal, de_DU informal): the
 * inviter's subject and text, or these defaults, then the registration link and how long it works.
 */
type Texts = {
  subject: (network: string) => string;
  text: (network: string) => string;
  greeting: (name: string) => string;
  greetingNoName: string;
  link: string;
  validity: (days: number) => string;
};

const TEXTS: MailTexts<Texts> = {
  en: {
    subject: (network) => `Invitation to ${network}`,
    text: (network) => `you are invited to join ${network}, our intranet.`,
    greeting: (name) => `Hello ${name},`,
    greetingNoName: 'Hello,',
    link: 'Register here with your name and a password of your choice:',
    validity: (days) => `The link works once and for ${days} days.`,
  },
  de: {
    subject: (network) => `Einladung zu ${network}`,
    text: (network) => `Sie sind eingeladen, ${network}, unserem Intranet, beizutreten.`,
    greeting: (name) => `Hallo ${name},`,
    greetingNoName: 'Guten Tag,',
    link: 'Registrieren Sie sich hier mit Ihrem Namen und einem Passwort Ihrer Wahl:',
    validity: (days) => `Der Link funktioniert einmal und ${days} Tage lang.`,
  },
  de_DU: {
    subject: (network) => `Einladung zu ${network}`,
    text: (network) => `du bist eingeladen, ${network}, unserem Intranet, beizutreten.`,
    greeting: (name) => `Hallo ${name},`,
    greetingNoName: 'Hallo,',
    link: 'Registriere dich hier mit deinem Namen und einem Passwort deiner Wahl:',
    validity: (days) => `Der Link funktioniert einmal und ${days} Tage lang.`,
  },
  es: {
    subject: (network) => `Invitación a ${network}`,
    text: (network) => `te invitamos a unirte a ${network}, nuestra intranet.`,
    greeting: (name) => `Hola ${name}:`,
    greetingNoName: 'Hola:',
    link: 'Regístrate aquí con tu nombre y una contraseña de tu elección:',
    validity: (days) => `El enlace funciona una sola vez y durante ${days} días.`,
  },
  fr: {
    subject: (network) => `Invitation à ${network}`,
    text: (network) => `vous êtes invité(e) à rejoindre ${network}, notre intranet.`,
    greeting: (name) => `Bonjour ${name},`,
    greetingNoName: 'Bonjour,',
    link: 'Inscrivez-vous ici avec votre nom et un mot de passe de votre choix :',
    validity: (days) => `Le lien fonctionne une seule fois et pendant ${days} jours.`,
  },
};

const textsFor = (locale: string): Texts => mailTextsFor(TEXTS, locale);

/** GET /external_invites/settings: the defaults the invite form starts with. */
export function defaultInviteTexts(locale: string, network: string) {
  const t = textsFor(locale);
  return { default_invite_subject: t.subject(network), default_invite_text: t.text(network) };
}

export function inviteMail(input: {
  locale: string;
  to: string;
  name: string;
  network: string;
  subject: string;
  body: string;
  link: string;
  days: number;
}) {
  const t = textsFor(input.locale);
  return {
    to: input.to,
    subject: input.subject || t.subject(input.network),
    text: [
      input.name ? t.greeting(input.name) : t.greetingNoName,
      '',
      input.body || t.text(input.network),
      '',
      t.link,
      input.link,
      '',
      t.validity(input.days),
      '',
    ].join('\n'),
  };
}
