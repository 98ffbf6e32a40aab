import type { MailTexts } from '../../platform/mail/mail-texts.js';

/** The words of the newsletter mail; German formal (Sie), de_DU informal (du). */
export type NewsletterTexts = {
  subject: (network: string) => string;
  testSubject: (network: string) => string;
  articles: string;
  activities: string;
  appointments: string;
  members: string;
  allDay: string;
  nothingNew: string;
  reason: (network: string) => string;
  unsubscribe: string;
  settings: string;
};

const GERMAN: NewsletterTexts = {
  subject: (network) => `Newsletter von ${network}`,
  testSubject: (network) => `[Test] Newsletter von ${network}`,
  articles: 'Neue Artikel',
  activities: 'Die aktivsten Unterhaltungen',
  appointments: 'Kommende Termine',
  members: 'Neue Mitglieder',
  allDay: 'ganztägig',
  nothingNew: 'Seit dem letzten Newsletter gibt es nichts Neues.',
  reason: (network) => `Sie erhalten diesen Newsletter als Mitglied von ${network}.`,
  unsubscribe: 'Newsletter abbestellen',
  settings: 'E-Mail-Einstellungen',
};

export const NEWSLETTER_TEXTS: MailTexts<NewsletterTexts> = {
  en: {
    subject: (network) => `Newsletter of ${network}`,
    testSubject: (network) => `[Test] Newsletter of ${network}`,
    articles: 'New articles',
    activities: 'Most active conversations',
    appointments: 'Upcoming appointments',
    members: 'New members',
    allDay: 'all day',
    nothingNew: 'Nothing new since the last newsletter.',
    reason: (network) => `You receive this newsletter as a member of ${network}.`,
    unsubscribe: 'Unsubscribe from the newsletter',
    settings: 'E-mail settings',
  },
  de: GERMAN,

  // The informal German differs only where it addresses the reader.
  de_DU: {
    ...GERMAN,
    reason: (network) => `Du erhältst diesen Newsletter als Mitglied von ${network}.`,
  },

  es: {
    subject: (network) => `Boletín de ${network}`,
    testSubject: (network) => `[Prueba] Boletín de ${network}`,
    articles: 'Artículos nuevos',
    activities: 'Conversaciones más activas',
    appointments: 'Próximas citas',
    members: 'Miembros nuevos',
    allDay: 'todo el día',
    nothingNew: 'No hay novedades desde el último boletín.',
    reason: (network) => `Recibes este boletín como miembro de ${network}.`,
    unsubscribe: 'Darse de baja del boletín',
    settings: 'Ajustes de correo',
  },
  fr: {
    subject: (network) => `Lettre d’information de ${network}`,
    testSubject: (network) => `[Test] Lettre d’information de ${network}`,
    articles: 'Nouveaux articles',
    activities: 'Conversations les plus actives',
    appointments: 'Rendez-vous à venir',
    members: 'Nouveaux membres',
    allDay: 'toute la journée',
    nothingNew: 'Rien de nouveau depuis la dernière lettre d’information.',
    reason: (network) => `Vous recevez cette lettre d’information en tant que membre de ${network}.`,
    unsubscribe: 'Se désabonner de la lettre d’information',
    settings: 'Paramètres des e-mails',
  },
};
