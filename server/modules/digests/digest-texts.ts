import type { MailTexts } from '../../platform/mail/mail-texts.js';

/** The words of the digest and daily activity mails; German formal (Sie), de_DU informal (du). */
export type DigestTexts = {
  digestSubject: (network: string) => string;
  digestIntro: string;
  dailySubject: (network: string) => string;
  dailyIntro: { new: string; new_and_updated: string };
  activities: (count: number) => string;
  updated: string;
  in: (stream: string) => string;
  replied: (name: string) => string;
  open: string;
  appointments: string;
  allDay: string;
  someone: string;
};

export const DIGEST_TEXTS: MailTexts<DigestTexts> = {
  en: {
    digestSubject: (network) => `Your digest from ${network}`,
    digestIntro: 'Here is what you have not seen yet.',
    dailySubject: (network) => `Today’s activity in ${network}`,
    dailyIntro: {
      new: 'These activities are new since the last mail.',
      new_and_updated: 'These activities are new or have changed since the last mail.',
    },
    activities: (count) => (count === 1 ? '1 activity' : `${count} activities`),
    updated: 'Updated',
    in: (stream) => `in ${stream}`,
    replied: (name) => `${name} replied:`,
    open: 'Open',
    appointments: 'Upcoming appointments',
    allDay: 'all day',
    someone: 'A member',
  },
  de: {
    digestSubject: (network) => `Ihre Zusammenfassung aus ${network}`,
    digestIntro: 'Das haben Sie noch nicht gesehen.',
    dailySubject: (network) => `Die Aktivitäten von heute in ${network}`,
    dailyIntro: {
      new: 'Diese Aktivitäten sind seit der letzten E-Mail neu.',
      new_and_updated: 'Diese Aktivitäten sind seit der letzten E-Mail neu oder wurden geändert.',
    },
    activities: (count) => (count === 1 ? '1 Aktivität' : `${count} Aktivitäten`),
    updated: 'Aktualisiert',
    in: (stream) => `in ${stream}`,
    replied: (name) => `${name} hat geantwortet:`,
    open: 'Öffnen',
    appointments: 'Anstehende Termine',
    allDay: 'ganztägig',
    someone: 'Ein Mitglied',
  },
  de_DU: {
    digestSubject: (network) => `Deine Zusammenfassung aus ${network}`,
    digestIntro: 'Das hast du noch nicht gesehen.',
    dailySubject: (network) => `Die Aktivitäten von heute in ${network}`,
    dailyIntro: {
      new: 'Diese Aktivitäten sind seit der letzten E-Mail neu.',
      new_and_updated: 'Diese Aktivitäten sind seit der letzten E-Mail neu oder wurden geändert.',
    },
    activities: (count) => (count === 1 ? '1 Aktivität' : `${count} Aktivitäten`),
    updated: 'Aktualisiert',
    in: (stream) => `in ${stream}`,
    replied: (name) => `${name} hat geantwortet:`,
    open: 'Öffnen',
    appointments: 'Anstehende Termine',
    allDay: 'ganztägig',
    someone: 'Ein Mitglied',
  },
  es: {
    digestSubject: (network) => `Tu resumen de ${network}`,
    digestIntro: 'Esto es lo que aún no has visto.',
    dailySubject: (network) => `La actividad de hoy en ${network}`,
    dailyIntro: {
      new: 'Estas actividades son nuevas desde el último correo.',
      new_and_updated: 'Estas actividades son nuevas o han cambiado desde el último correo.',
    },
    activities: (count) => (count === 1 ? '1 actividad' : `${count} actividades`),
    updated: 'Actualizada',
    in: (stream) => `en ${stream}`,
    replied: (name) => `${name} respondió:`,
    open: 'Abrir',
    appointments: 'Próximas citas',
    allDay: 'todo el día',
    someone: 'Un miembro',
  },
  fr: {
    digestSubject: (network) => `Votre résumé de ${network}`,
    digestIntro: 'Voici ce que vous n’avez pas encore vu.',
    dailySubject: (network) => `L’activité du jour sur ${network}`,
    dailyIntro: {
      new: 'Ces activités sont nouvelles depuis le dernier e-mail.',
      new_and_updated: 'Ces activités sont nouvelles ou ont changé depuis le dernier e-mail.',
    },
    activities: (count) => (count === 1 ? '1 activité' : `${count} activités`),
    updated: 'Mise à jour',
    in: (stream) => `dans ${stream}`,
    replied: (name) => `${name} a répondu :`,
    open: 'Ouvrir',
    appointments: 'Rendez-vous à venir',
    allDay: 'toute la journée',
    someone: 'Un membre',
  },
};
