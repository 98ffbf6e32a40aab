import type { MailTexts } from '../../platform/mail/mail-texts.js';

/**
 * The sentence of each notification kind's mail, in the words the bell uses (web
 * `features/notifications/locales`), by the kind's module and name (`activities.mention` is
 * `activities.mention` here). A kind without a sentence of its own gets `fallback`.
 * `a` is the actors ("Ada Lovelace and 2 others"), `d` reads the entry's data, `n` counts its events.
 */
type Data = (key: string) => string;
type Sentence = (a: string, d: Data, n: number) => string;

export type KindMailTexts = {
  fallback: (a: string) => string;
  someone: string;
  people: (count: number) => string;
  andOthers: (name: string, others: number) => string;
  open: string;
  due: string;
  activities: { mention: Sentence; reply: Sentence; like: Sentence };
  messages: { message: Sentence };
  groups: { join_request: Sentence; invitation: Sentence; join_rejected: Sentence };
  files: { version_to_approve: Sentence };
  appointments: { changed: Sentence; cancelled: Sentence };
  joining: { join_request: Sentence };
  tasks: { assigned: Sentence; accepted: Sentence; declined: Sentence; reminder: Sentence };
  change_requests: { new: Sentence; approved: Sentence; rejected: Sentence };
  abuse_reports: { new: Sentence };
};

/** ": reason" after a sentence when there is a reason (French sets a space before the colon). */
const reason = (text: string, colon = ':') => (text ? `${colon} ${text}` : '');

export const KIND_MAIL_TEXTS: MailTexts<KindMailTexts> = {
  en: {
    fallback: (a) => `${a}: something new for you`,
    someone: 'Someone',
    people: (count) => `${count} people`,
    andOthers: (name, others) => `${name} and ${others} ${others === 1 ? 'other' : 'others'}`,
    open: 'Open it here:',
    due: 'Due',
    activities: {
      mention: (a) => `${a} mentioned you`,
      reply: (a) => `${a} replied to your post`,
      like: (a) => `${a} liked your post`,
    },
    messages: { message: (a, d) => `${a} wrote to you: ${d('title')}` },
    groups: {
      join_request: (a, d) => `${a} asked to join "${d('group')}"`,
      invitation: (a, d) => `${a} invited you to "${d('group')}"`,
      join_rejected: (a, d) => `${a} declined your request to join "${d('group')}"${reason(d('message'))}`,
    },
    files: { version_to_approve: (a, d) => `${a} uploaded a new version of "${d('file')}" for approval` },
    appointments: {
      changed: (a, d) => `${a} changed the appointment "${d('title')}"`,
      cancelled: (a, d) => `${a} cancelled the appointment "${d('title')}"`,
    },
    joining: {
      join_request: (_a, d, n) =>
        n > 1
          ? `${d('name')} and others asked to join the network`
          : `${d('name')} asked to join the network`,
    },
    tasks: {
      assigned: (a, d) => `${a} assigned a task to you: "${d('title')}"`,
      accepted: (a, d) => `${a} accepted the task "${d('title')}"`,
      declined: (a, d) => `${a} declined the task "${d('title')}"${reason(d('reason'))}`,
      reminder: (_a, d) => `Reminder: the task "${d('title')}" is due soon`,
    },
    change_requests: {
      new: (a) => `${a} asked to change their profile`,
      approved: (a) => `${a} approved your profile change`,
      rejected: (a, d) => `${a} declined your profile change${reason(d('message'))}`,
    },
    abuse_reports: { new: (a) => `${a} reported content` },
  },
  de: {
    fallback: (a) => `${a}: Neues für Sie`,
    someone: 'Jemand',
    people: (count) => `${count} Personen`,
    andOthers: (name, others) => `${name} und ${others} ${others === 1 ? 'weitere Person' : 'weitere'}`,
    open: 'Hier können Sie es öffnen:',
    due: 'Fällig',
    activities: {
      mention: (a) => `${a} hat Sie erwähnt`,
      reply: (a) => `${a} hat auf Ihren Beitrag geantwortet`,
      like: (a) => `${a} gefällt Ihr Beitrag`,
    },
    messages: { message: (a, d) => `${a} hat Ihnen geschrieben: ${d('title')}` },
    groups: {
      join_request: (a, d) => `${a} möchte der Gruppe „${d('group')}“ beitreten`,
      invitation: (a, d) => `${a} hat Sie in die Gruppe „${d('group')}“ eingeladen`,
      join_rejected: (a, d) =>
        `${a} hat Ihre Beitrittsanfrage für „${d('group')}“ abgelehnt${reason(d('message'))}`,
    },
    files: {
      version_to_approve: (a, d) => `${a} hat eine neue Version von „${d('file')}“ zur Freigabe hochgeladen`,
    },
    appointments: {
      changed: (a, d) => `${a} hat den Termin „${d('title')}“ geändert`,
      cancelled: (a, d) => `${a} hat den Termin „${d('title')}“ abgesagt`,
    },
    joining: {
      join_request: (_a, d, n) =>
        n > 1
          ? `${d('name')} und weitere Personen möchten dem Netzwerk beitreten`
          : `${d('name')} möchte dem Netzwerk beitreten`,
    },
    tasks: {
      assigned: (a, d) => `${a} hat Ihnen eine Aufgabe zugewiesen: „${d('title')}“`,
      accepted: (a, d) => `${a} hat die Aufgabe „${d('title')}“ angenommen`,
      declined: (a, d) => `${a} hat die Aufgabe „${d('title')}“ abgelehnt${reason(d('reason'))}`,
      reminder: (_a, d) => `Erinnerung: Die Aufgabe „${d('title')}“ ist bald fällig`,
    },
    change_requests: {
      new: (a) => `${a} möchte das eigene Profil ändern`,
      approved: (a) => `${a} hat Ihre Profiländerung freigegeben`,
      rejected: (a, d) => `${a} hat Ihre Profiländerung abgelehnt${reason(d('message'))}`,
    },
    abuse_reports: { new: (a) => `${a} hat Inhalte gemeldet` },
  },
  de_DU: {
    fallback: (a) => `${a}: Neues für dich`,
    someone: 'Jemand',
    people: (count) => `${count} Personen`,
    andOthers: (name, others) => `${name} und ${others} ${others === 1 ? 'weitere Person' : 'weitere'}`,
    open: 'Hier kannst du es öffnen:',
    due: 'Fällig',
    activities: {
      mention: (a) => `${a} hat dich erwähnt`,
      reply: (a) => `${a} hat auf deinen Beitrag geantwortet`,
      like: (a) => `${a} gefällt dein Beitrag`,
    },
    messages: { message: (a, d) => `${a} hat dir geschrieben: ${d('title')}` },
    groups: {
      join_request: (a, d) => `${a} möchte der Gruppe „${d('group')}“ beitreten`,
      invitation: (a, d) => `${a} hat dich in die Gruppe „${d('group')}“ eingeladen`,
      join_rejected: (a, d) =>
        `${a} hat deine Beitrittsanfrage für „${d('group')}“ abgelehnt${reason(d('message'))}`,
    },
    files: {
      version_to_approve: (a, d) => `${a} hat eine neue Version von „${d('file')}“ zur Freigabe hochgeladen`,
    },
    appointments: {
      changed: (a, d) => `${a} hat den Termin „${d('title')}“ geändert`,
      cancelled: (a, d) => `${a} hat den Termin „${d('title')}“ abgesagt`,
    },
    joining: {
      join_request: (_a, d, n) =>
        n > 1
          ? `${d('name')} und weitere Personen möchten dem Netzwerk beitreten`
          : `${d('name')} möchte dem Netzwerk beitreten`,
    },
    tasks: {
      assigned: (a, d) => `${a} hat dir eine Aufgabe zugewiesen: „${d('title')}“`,
      accepted: (a, d) => `${a} hat die Aufgabe „${d('title')}“ angenommen`,
      declined: (a, d) => `${a} hat die Aufgabe „${d('title')}“ abgelehnt${reason(d('reason'))}`,
      reminder: (_a, d) => `Erinnerung: Die Aufgabe „${d('title')}“ ist bald fällig`,
    },
    change_requests: {
      new: (a) => `${a} möchte das eigene Profil ändern`,
      approved: (a) => `${a} hat deine Profiländerung freigegeben`,
      rejected: (a, d) => `${a} hat deine Profiländerung abgelehnt${reason(d('message'))}`,
    },
    abuse_reports: { new: (a) => `${a} hat Inhalte gemeldet` },
  },
  es: {
    fallback: (a) => `${a}: algo nuevo para ti`,
    someone: 'Alguien',
    people: (count) => `${count} personas`,
    andOthers: (name, others) => `${name} y ${others} ${others === 1 ? 'persona más' : 'personas más'}`,
    open: 'Ábrelo aquí:',
    due: 'Vence',
    activities: {
      mention: (a) => `${a} te mencionó`,
      reply: (a) => `${a} respondió a tu publicación`,
      like: (a) => `A ${a} le gusta tu publicación`,
    },
    messages: { message: (a, d) => `${a} te escribió: ${d('title')}` },
    groups: {
      join_request: (a, d) => `${a} quiere unirse a «${d('group')}»`,
      invitation: (a, d) => `${a} te invitó a «${d('group')}»`,
      join_rejected: (a, d) =>
        `${a} ha rechazado tu solicitud para unirte a «${d('group')}»${reason(d('message'))}`,
    },
    files: { version_to_approve: (a, d) => `${a} subió una nueva versión de «${d('file')}» para aprobar` },
    appointments: {
      changed: (a, d) => `${a} cambió la cita «${d('title')}»`,
      cancelled: (a, d) => `${a} canceló la cita «${d('title')}»`,
    },
    joining: {
      join_request: (_a, d, n) =>
        n > 1
          ? `${d('name')} y otras personas quieren unirse a la red`
          : `${d('name')} quiere unirse a la red`,
    },
    tasks: {
      assigned: (a, d) => `${a} te asignó una tarea: «${d('title')}»`,
      accepted: (a, d) => `${a} aceptó la tarea «${d('title')}»`,
      declined: (a, d) => `${a} rechazó la tarea «${d('title')}»${reason(d('reason'))}`,
      reminder: (_a, d) => `Recordatorio: la tarea «${d('title')}» vence pronto`,
    },
    change_requests: {
      new: (a) => `${a} pidió cambiar su perfil`,
      approved: (a) => `${a} aprobó tu cambio de perfil`,
      rejected: (a, d) => `${a} rechazó tu cambio de perfil${reason(d('message'))}`,
    },
    abuse_reports: { new: (a) => `${a} denunció contenido` },
  },
  fr: {
    fallback: (a) => `${a} : du nouveau pour vous`,
    someone: 'Quelqu’un',
    people: (count) => `${count} personnes`,
    andOthers: (name, others) =>
      `${name} et ${others} ${others === 1 ? 'autre personne' : 'autres personnes'}`,
    open: 'Ouvrez-le ici :',
    due: 'Échéance',
    activities: {
      mention: (a) => `${a} vous a mentionné(e)`,
      reply: (a) => `${a} a répondu à votre publication`,
      like: (a) => `${a} aime votre publication`,
    },
    messages: { message: (a, d) => `${a} vous a écrit : ${d('title')}` },
    groups: {
      join_request: (a, d) => `${a} demande à rejoindre « ${d('group')} »`,
      invitation: (a, d) => `${a} vous a invité(e) dans « ${d('group')} »`,
      join_rejected: (a, d) =>
        `${a} a refusé votre demande d’adhésion à « ${d('group')} »${reason(d('message'), ' :')}`,
    },
    files: {
      version_to_approve: (a, d) => `${a} a déposé une nouvelle version de « ${d('file')} » à approuver`,
    },
    appointments: {
      changed: (a, d) => `${a} a modifié le rendez-vous « ${d('title')} »`,
      cancelled: (a, d) => `${a} a annulé le rendez-vous « ${d('title')} »`,
    },
    joining: {
      join_request: (_a, d, n) =>
        n > 1
          ? `${d('name')} et d’autres personnes demandent à rejoindre le réseau`
          : `${d('name')} demande à rejoindre le réseau`,
    },
    tasks: {
      assigned: (a, d) => `${a} vous a attribué une tâche : « ${d('title')} »`,
      accepted: (a, d) => `${a} a accepté la tâche « ${d('title')} »`,
      declined: (a, d) => `${a} a refusé la tâche « ${d('title')} »${reason(d('reason'), ' :')}`,
      reminder: (_a, d) => `Rappel : la tâche « ${d('title')} » arrive bientôt à échéance`,
    },
    change_requests: {
      new: (a) => `${a} a demandé à modifier son profil`,
      approved: (a) => `${a} a approuvé votre modification de profil`,
      rejected: (a, d) => `${a} a refusé votre modification de profil${reason(d('message'), ' :')}`,
    },
    abuse_reports: { new: (a) => `${a} a signalé un contenu` },
  },
};
