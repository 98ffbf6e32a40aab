import type { Language } from '../../platform/network/defaults.js';

/**
 * The mails of joining, in the five languages of the product (German formal, de_DU informal):
 * the confirmation link; the note to an address that has an account already (so registering with
 * it answers like any other, and its owner learns what happened); and the administrators' decision.
 */
export type JoinMailKind = 'confirm' | 'taken' | 'approved' | 'rejected';

type Texts = {
  greeting: (name: string) => string;
  subject: Record<JoinMailKind, (network: string) => string>;
  confirm: (network: string, hours: number) => string;
  taken: (network: string) => string;
  approved: (network: string) => string;
  rejected: (network: string) => string;
  message: string;
  signIn: string;
};

const TEXTS: Record<Language, Texts> = {
  en: {
    greeting: (name) => `Hello ${name},`,
    subject: {
      confirm: (n) => `Confirm your e-mail address for ${n}`,
      taken: (n) => `Your account at ${n}`,
      approved: (n) => `Welcome to ${n}`,
      rejected: (n) => `Your request to join ${n}`,
    },
    confirm: (n, h) =>
      `please confirm your e-mail address to join ${n}. The link works once and for ${h} hours:`,
    taken: (n) =>
      `someone asked to join ${n} with this address, which already has an account. Sign in, or ask for a new password on the sign-in page:`,
    approved: (n) => `your request to join ${n} was approved. You can sign in now:`,
    rejected: (n) => `your request to join ${n} was not approved.`,
    message: 'Message from the administrators:',
    signIn: 'Sign in:',
  },
  de: {
    greeting: (name) => `Hallo ${name},`,
    subject: {
      confirm: (n) => `Bestätigen Sie Ihre E-Mail-Adresse für ${n}`,
      taken: (n) => `Ihr Konto bei ${n}`,
      approved: (n) => `Willkommen bei ${n}`,
      rejected: (n) => `Ihre Beitrittsanfrage bei ${n}`,
    },
    confirm: (n, h) =>
      `bitte bestätigen Sie Ihre E-Mail-Adresse, um ${n} beizutreten. Der Link funktioniert einmal und ${h} Stunden lang:`,
    taken: (n) =>
      `jemand wollte mit dieser Adresse ${n} beitreten; zu ihr gibt es bereits ein Konto. Melden Sie sich an oder fordern Sie auf der Anmeldeseite ein neues Passwort an:`,
    approved: (n) => `Ihre Beitrittsanfrage bei ${n} wurde angenommen. Sie können sich jetzt anmelden:`,
    rejected: (n) => `Ihre Beitrittsanfrage bei ${n} wurde leider abgelehnt.`,
    message: 'Nachricht der Administration:',
    signIn: 'Anmelden:',
  },
  de_DU: {
    greeting: (name) => `Hallo ${name},`,
    subject: {
      confirm: (n) => `Bestätige deine E-Mail-Adresse für ${n}`,
      taken: (n) => `Dein Konto bei ${n}`,
      approved: (n) => `Willkommen bei ${n}`,
      rejected: (n) => `Deine Beitrittsanfrage bei ${n}`,
    },
    confirm: (n, h) =>
      `bitte bestätige deine E-Mail-Adresse, um ${n} beizutreten. Der Link funktioniert einmal und ${h} Stunden lang:`,
    taken: (n) =>
      `jemand wollte mit dieser Adresse ${n} beitreten; zu ihr gibt es schon ein Konto. Melde dich an oder fordere auf der Anmeldeseite ein neues Passwort an:`,
    approved: (n) => `deine Beitrittsanfrage bei ${n} wurde angenommen. Du kannst dich jetzt anmelden:`,
    rejected: (n) => `deine Beitrittsanfrage bei ${n} wurde leider abgelehnt.`,
    message: 'Nachricht der Administration:',
    signIn: 'Anmelden:',
  },
  es: {
    greeting: (name) => `Hola ${name}:`,
    subject: {
      confirm: (n) => `Confirma tu dirección de correo para ${n}`,
      taken: (n) => `Tu cuenta en ${n}`,
      approved: (n) => `Te damos la bienvenida a ${n}`,
      rejected: (n) => `Tu solicitud para unirte a ${n}`,
    },
    confirm: (n, h) =>
      `confirma tu dirección de correo para unirte a ${n}. El enlace funciona una sola vez y durante ${h} horas:`,
    taken: (n) =>
      `alguien pidió unirse a ${n} con esta dirección, que ya tiene una cuenta. Inicia sesión o pide una contraseña nueva en la página de inicio de sesión:`,
    approved: (n) => `tu solicitud para unirte a ${n} ha sido aprobada. Ya puedes iniciar sesión:`,
    rejected: (n) => `tu solicitud para unirte a ${n} no ha sido aprobada.`,
    message: 'Mensaje de la administración:',
    signIn: 'Iniciar sesión:',
  },
  fr: {
    greeting: (name) => `Bonjour ${name},`,
    subject: {
      confirm: (n) => `Confirmez votre adresse e-mail pour ${n}`,
      taken: (n) => `Votre compte sur ${n}`,
      approved: (n) => `Bienvenue sur ${n}`,
      rejected: (n) => `Votre demande d'inscription à ${n}`,
    },
    confirm: (n, h) =>
      `veuillez confirmer votre adresse e-mail pour rejoindre ${n}. Le lien fonctionne une seule fois et pendant ${h} heures :`,
    taken: (n) =>
      `quelqu'un a demandé à rejoindre ${n} avec cette adresse, qui a déjà un compte. Connectez-vous ou demandez un nouveau mot de passe sur la page de connexion :`,
    approved: (n) =>
      `votre demande d'inscription à ${n} a été acceptée. Vous pouvez vous connecter dès maintenant :`,
    rejected: (n) => `votre demande d'inscription à ${n} n'a pas été acceptée.`,
    message: "Message de l'administration :",
    signIn: 'Se connecter :',
  },
};

export function joinMail(input: {
  kind: JoinMailKind;
  locale: string;
  to: string;
  name: string;
  network: string;
  /** The confirmation link, or the sign-in page. */
  link: string;
  hours: number;
  message?: string;
}) {
  const t = TEXTS[input.locale as Language] ?? TEXTS.en;
  const lines = [t.greeting(input.name), ''];
  if (input.kind === 'confirm') lines.push(t.confirm(input.network, input.hours), input.link);
  if (input.kind === 'taken') lines.push(t.taken(input.network), input.link);
  if (input.kind === 'approved') lines.push(t.approved(input.network), input.link);
  if (input.kind === 'rejected') {
    lines.push(t.rejected(input.network));
    if (input.message) lines.push('', t.message, input.message);
  }
  lines.push('');
  return { to: input.to, subject: t.subject[input.kind](input.network), text: lines.join('\n') };
}
