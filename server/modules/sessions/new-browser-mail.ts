import { type MailTexts, mailDateLocale, mailTextsFor } from '../../platform/mail/mail-texts.js';

/**
 * The mail about a sign-in from a browser the member had not used before, in the five languages of
 * the product. German is formal (Sie), de_DU informal (du).
 */
type Texts = {
  subject: (network: string) => string;
  greeting: (name: string) => string;
  intro: (network: string) => string;
  unknown: string;
  labels: { browser: string; time: string; ip: string };
  yours: string;
  notYours: string;
};

const TEXTS: MailTexts<Texts> = {
  en: {
    subject: (network) => `[${network}] New sign-in to your account`,
    greeting: (name) => `Hello ${name},`,
    intro: (network) => `someone signed in to your account in ${network} from a browser not used before:`,
    unknown: 'unknown',
    labels: { browser: 'Browser', time: 'Time', ip: 'IP address' },
    yours: 'If this was you, there is nothing to do.',
    notYours: 'If not, change your password at once and end the session on your account page:',
  },
  de: {
    subject: (network) => `[${network}] Neue Anmeldung bei Ihrem Konto`,
    greeting: (name) => `Hallo ${name},`,
    intro: (network) =>
      `jemand hat sich bei ${network} mit Ihrem Konto in einem bisher nicht genutzten Browser angemeldet:`,
    unknown: 'unbekannt',
    labels: { browser: 'Browser', time: 'Zeit', ip: 'IP-Adresse' },
    yours: 'Wenn Sie das waren, ist nichts zu tun.',
    notYours: 'Wenn nicht, ändern Sie sofort Ihr Passwort und beenden Sie die Sitzung auf Ihrer Kontoseite:',
  },
  de_DU: {
    subject: (network) => `[${network}] Neue Anmeldung bei deinem Konto`,
    greeting: (name) => `Hallo ${name},`,
    intro: (network) =>
      `jemand hat sich bei ${network} mit deinem Konto in einem bisher nicht genutzten Browser angemeldet:`,
    unknown: 'unbekannt',
    labels: { browser: 'Browser', time: 'Zeit', ip: 'IP-Adresse' },
    yours: 'Wenn du das warst, ist nichts zu tun.',
    notYours: 'Wenn nicht, ändere sofort dein Passwort und beende die Sitzung auf deiner Kontoseite:',
  },
  es: {
    subject: (network) => `[${network}] Nuevo inicio de sesión en tu cuenta`,
    greeting: (name) => `Hola ${name}:`,
    intro: (network) =>
      `alguien ha iniciado sesión en tu cuenta de ${network} desde un navegador no usado antes:`,
    unknown: 'desconocido',
    labels: { browser: 'Navegador', time: 'Hora', ip: 'Dirección IP' },
    yours: 'Si has sido tú, no tienes que hacer nada.',
    notYours: 'Si no, cambia tu contraseña de inmediato y cierra la sesión en la página de tu cuenta:',
  },
  fr: {
    subject: (network) => `[${network}] Nouvelle connexion à votre compte`,
    greeting: (name) => `Bonjour ${name},`,
    intro: (network) =>
      `quelqu’un s’est connecté à votre compte sur ${network} depuis un navigateur jamais utilisé auparavant :`,
    unknown: 'inconnu',
    labels: { browser: 'Navigateur', time: 'Heure', ip: 'Adresse IP' },
    yours: 'Si c’était vous, vous n’avez rien à faire.',
    notYours:
      'Sinon, changez immédiatement votre mot de passe et fermez la session depuis la page de votre compte :',
  },
};

export function newBrowserMail(input: {
  locale: string;
  timeZone: string;
  to: string;
  name: string;
  network: string;
  browser: string | null;
  at: Date;
  ip: string | null;
  link: string;
}) {
  const t = mailTextsFor(TEXTS, input.locale);
  let time: string;
  try {
    time = new Intl.DateTimeFormat(mailDateLocale(input.locale), {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: input.timeZone,
    }).format(input.at);
  } catch {
    // A time zone the runtime does not know: the instant in UTC still tells when.
    time = `${input.at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  }
  return {
    to: input.to,
    subject: t.subject(input.network),
    text: [
      t.greeting(input.name),
      '',
      t.intro(input.network),
      '',
      `${t.labels.browser}: ${input.browser ?? t.unknown}`,
      `${t.labels.time}: ${time}`,
      `${t.labels.ip}: ${input.ip ?? t.unknown}`,
      '',
      t.yours,
      t.notYours,
      input.link,
      '',
    ].join('\n'),
  };
}
