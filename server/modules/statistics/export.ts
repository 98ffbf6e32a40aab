import { stringify } from 'csv-stringify/sync';
import type { StatisticsQuery } from '../../../contract/statistics.js';
import type { AppContext } from '../../platform/context.js';
import { inertCell } from '../../platform/csv.js';
import type { CurrentMember } from '../../platform/identity/viewer.js';
import { statisticsReport } from './service.js';

type Labels = { date: string } & Record<string, string>;

/** Column headers in the five languages (the web app's strings are not loaded on the server). */
const HEADERS: Record<string, Labels> = {
  en: {
    date: 'Date',
    active_members: 'Active members',
    sign_ins: 'Sign-ins',
    new_members: 'New members',
    activities: 'Activities',
    replies: 'Replies',
    likes: 'Likes',
    messages: 'Messages',
    chat_messages: 'Chat messages',
    files_uploaded: 'Files uploaded',
    page_views: 'Page views',
  },
  de: {
    date: 'Datum',
    active_members: 'Aktive Mitglieder',
    sign_ins: 'Anmeldungen',
    new_members: 'Neue Mitglieder',
    activities: 'Aktivitäten',
    replies: 'Antworten',
    likes: 'Gefällt mir',
    messages: 'Nachrichten',
    chat_messages: 'Chat-Nachrichten',
    files_uploaded: 'Hochgeladene Dateien',
    page_views: 'Seitenaufrufe',
  },
  es: {
    date: 'Fecha',
    active_members: 'Miembros activos',
    sign_ins: 'Inicios de sesión',
    new_members: 'Miembros nuevos',
    activities: 'Actividades',
    replies: 'Respuestas',
    likes: 'Me gusta',
    messages: 'Mensajes',
    chat_messages: 'Mensajes de chat',
    files_uploaded: 'Archivos subidos',
    page_views: 'Visitas a páginas',
  },
  fr: {
    date: 'Date',
    active_members: 'Membres actifs',
    sign_ins: 'Connexions',
    new_members: 'Nouveaux membres',
    activities: 'Activités',
    replies: 'Réponses',
    likes: "J'aime",
    messages: 'Messages',
    chat_messages: 'Messages de chat',
    files_uploaded: 'Fichiers téléversés',
    page_views: 'Pages consultées',
  },
};
HEADERS.de_DU = HEADERS.de as Labels;

/** GET {admin}/statistics.csv: the report's days as rows, headers in the administrator's language. */
export async function statisticsCsv(
  ctx: AppContext,
  viewer: CurrentMember,
  groupRef: string | null,
  query: StatisticsQuery,
) {
  const report = await statisticsReport(ctx, viewer, groupRef, query);
  const labels = HEADERS[query.locale ?? viewer.locale] ?? (HEADERS.en as Labels);
  const header = [labels.date, ...report.metrics.map((metric) => labels[metric] ?? metric)];
  const lines = report.days.map((day) => [
    day.date,
    ...report.metrics.map((metric) => String(day.counts[metric] ?? 0)),
  ]);
  const csv = stringify([header, ...lines].map((line) => line.map(inertCell)));
  const name = report.group ? `statistics-${report.group.slug}` : 'statistics';
  return {
    filename: `${name}-${report.start_date}-${report.end_date}.csv`,
    body: Buffer.from(`\uFEFF${csv}`, 'utf8'),
  };
}
