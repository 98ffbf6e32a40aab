import { type MailTexts, mailTextsFor } from '../../platform/mail/mail-texts.js';

/**
 * The texts of the password mails in the five languages of the product: a reset link ("Forgot your
 * password?") and the welcome mail of a member an administrator created, whose link lets them choose
 * their password. German is formal (Sie), de_DU informal (du).
 */
export type PasswordMailPurpose = 'reset' | 'welcome';

type Texts = {
  subject: Record<PasswordMailPurpose, (network: string) => string>;
  greeting: (name: string) => string;
  body: Record<PasswordMailPurpose, (network: string) => string>;
  validity: (hours: number) => string;
  ignore: Record<PasswordMailPurpose, string>;
};

const TEXTS: MailTexts<Texts> = {
  en: {
    subject: {
      reset: (network) => `[${network}] Reset your password`,
      welcome: (network) => `Welcome to ${network}`,
    },
    greeting: (name) => `Hello ${name},`,
    body: {
      reset: () => 'someone asked to reset the password of your account. Choose a new password here:',
      welcome: (network) => `an account was created for you in ${network}. Choose your password here:`,
    },
    validity: (hours) => `The link works once and for ${hours} hours.`,
    ignore: {
      reset: 'If you did not ask for this, ignore this mail: your password stays as it is.',
      welcome: 'Afterwards you sign in with your e-mail address and this password.',
    },
  },
  de: {
    subject: {
      reset: (network) => `[${network}] Passwort zurücksetzen`,
      welcome: (network) => `Willkommen bei ${network}`,
    },
    greeting: (name) => `Hallo ${name},`,
    body: {
      reset: () =>
        'jemand hat angefragt, das Passwort Ihres Kontos zurückzusetzen. Hier können Sie ein neues wählen:',
      welcome: (network) => `für Sie wurde ein Konto bei ${network} angelegt. Hier wählen Sie Ihr Passwort:`,
    },
    validity: (hours) => `Der Link funktioniert einmal und ${hours} Stunden lang.`,
    ignore: {
      reset:
        'Wenn Sie das nicht angefragt haben, ignorieren Sie diese Mail: Ihr Passwort bleibt unverändert.',
      welcome: 'Danach melden Sie sich mit Ihrer E-Mail-Adresse und diesem Passwort an.',
    },
  },
  de_DU: {
    subject: {
      reset: (network) => `[${network}] Passwort zurücksetzen`,
      welcome: (network) => `Willkommen bei ${network}`,
    },
    greeting: (name) => `Hallo ${name},`,
    body: {
      reset: () =>
        'jemand hat angefragt, das Passwort deines Kontos zurückzusetzen. Hier kannst du ein neues wählen:',
      welcome: (network) => `für dich wurde ein Konto bei ${network} angelegt. Hier wählst du dein Passwort:`,
    },
    validity: (hours) => `Der Link funktioniert einmal und ${hours} Stunden lang.`,
    ignore: {
      reset: 'Wenn du das nicht angefragt hast, ignoriere diese Mail: Dein Passwort bleibt unverändert.',
      welcome: 'Danach meldest du dich mit deiner E-Mail-Adresse und diesem Passwort an.',
    },
  },
  es: {
    subject: {
      reset: (network) => `[${network}] Restablecer la contraseña`,
      welcome: (network) => `Bienvenido/a a ${network}`,
    },
    greeting: (name) => `Hola ${name}:`,
    body: {
      reset: () => 'alguien ha pedido restablecer la contraseña de tu cuenta. Elige una nueva aquí:',
      welcome: (network) => `se ha creado una cuenta para ti en ${network}. Elige tu contraseña aquí:`,
    },
    validity: (hours) => `El enlace funciona una sola vez y durante ${hours} horas.`,
    ignore: {
      reset: 'Si no lo has pedido tú, ignora este correo: tu contraseña no cambia.',
      welcome: 'Después inicias sesión con tu dirección de correo y esta contraseña.',
    },
  },
  fr: {
    subject: {
      reset: (network) => `[${network}] Réinitialiser votre mot de passe`,
      welcome: (network) => `Bienvenue sur ${network}`,
    },
    greeting: (name) => `Bonjour ${name},`,
    body: {
      reset: () =>
        'quelqu’un a demandé la réinitialisation du mot de passe de votre compte. Choisissez-en un nouveau ici :',
      welcome: (network) =>
        `un compte a été créé pour vous sur ${network}. Choisissez votre mot de passe ici :`,
    },
    validity: (hours) => `Le lien fonctionne une seule fois et pendant ${hours} heures.`,
    ignore: {
      reset:
        'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.',
      welcome: 'Vous vous connecterez ensuite avec votre adresse e-mail et ce mot de passe.',
    },
  },
};

const textsFor = (locale: string): Texts => mailTextsFor(TEXTS, locale);

export function passwordMail(input: {
  purpose: PasswordMailPurpose;
  locale: string;
  to: string;
  name: string;
  network: string;
  link: string;
  hours: number;
}) {
  const t = textsFor(input.locale);
  return {
    to: input.to,
    subject: t.subject[input.purpose](input.network),
    text: [
      t.greeting(input.name),
      '',
      t.body[input.purpose](input.network),
      input.link,
      '',
      t.validity(input.hours),
      t.ignore[input.purpose],
      '',
    ].join('\n'),
  };
}
