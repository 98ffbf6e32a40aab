import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import type { ParticipantStatus } from '../../../contract/appointment-fields.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import type { CurrentMember } from '../../platform/identity/viewer.js';
import { type MailTexts, mailTextsFor } from '../../platform/mail/mail-texts.js';
import { memberContactsByIds } from '../members/service.js';
import type { NetworkRecord } from '../network/service.js';
import { fileSafeName } from './ical.js';
import { type Instance, loadVisibleAppointment } from './load.js';
import { participantsVisibleTo } from './participants-read.js';
import { appointmentCan } from './policy.js';
import { toFloating } from './time.js';

/**
 * Attendee lists as CSV and XLSX, in the viewer's language: headers, status names and the file and
 * sheet name. Answer times are real dates in XLSX (shown in the viewer's zone) and `YYYY-MM-DD HH:MM`
 * in the viewer's zone in CSV. Text cells that a spreadsheet would take for a formula are escaped.
 */

type ExportTexts = {
  attendees: string;
  headers: [string, string, string, string, string];
  status: Record<ParticipantStatus, string>;
};

export const ATTENDEE_EXPORT_TEXTS: MailTexts<ExportTexts> = {
  de: {
    attendees: 'Teilnehmende',
    headers: ['Nachname', 'Vorname', 'E-Mail', 'Status', 'Beantwortet am'],
    status: { open: 'Offen', invited: 'Offen', accepted: 'Zugesagt', declined: 'Abgesagt' },
  },
  de_DU: {
    attendees: 'Teilnehmende',
    headers: ['Nachname', 'Vorname', 'E-Mail', 'Status', 'Beantwortet am'],
    status: { open: 'Offen', invited: 'Offen', accepted: 'Zugesagt', declined: 'Abgesagt' },
  },
  en: {
    attendees: 'Attendees',
    headers: ['Last name', 'First name', 'E-mail', 'Status', 'Answered at'],
    status: { open: 'Open', invited: 'Open', accepted: 'Accepted', declined: 'Declined' },
  },
  es: {
    attendees: 'Participantes',
    headers: ['Apellido', 'Nombre', 'Correo electrónico', 'Estado', 'Respondido el'],
    status: { open: 'Pendiente', invited: 'Pendiente', accepted: 'Aceptada', declined: 'Rechazada' },
  },
  fr: {
    attendees: 'Participants',
    headers: ['Nom', 'Prénom', 'E-mail', 'Statut', 'Répondu le'],
    status: { open: 'En attente', invited: 'En attente', accepted: 'Accepté', declined: 'Refusé' },
  },
};

/**
 * A text cell a spreadsheet could run as a formula (OWASP "CSV injection"): starting with = + - @,
 * a tab or a carriage return. A leading apostrophe makes it text; the value stays readable.
 */
export function neutralisedCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

type Exporter = Pick<CurrentMember, 'id' | 'isExternal' | 'isNetworkAdmin' | 'locale' | 'timeZone'>;

/**
 * Attendee rows for the exports: only with can.download_attendees (which needs participants), and
 * only members the viewer may see.
 */
async function attendeeRows(ctx: AppContext, network: NetworkRecord, viewer: Exporter, ref: string) {
  const loaded = await loadVisibleAppointment(ctx.db, network, viewer, ref);
  if (!appointmentCan(viewer, loaded.facts).download_attendees) throw notFound('attendee list');
  const { visible: rows } = await participantsVisibleTo(ctx, network, viewer, loaded.instance);
  const contacts = await memberContactsByIds(
    ctx.db,
    rows.map((r) => r.participant.memberId),
  );
  const texts = mailTextsFor(ATTENDEE_EXPORT_TEXTS, viewer.locale, network.language);
  const lines = rows
    .map(({ participant, status }) => {
      const member = contacts.get(participant.memberId);
      return member
        ? {
            firstName: member.firstName,
            lastName: member.lastName,
            email: member.email,
            status: texts.status[status],
            // Wall time in the viewer's zone: spreadsheets have no zones.
            answeredAt: participant.answeredAt ? toFloating(participant.answeredAt, viewer.timeZone) : null,
          }
        : null;
    })
    .filter((line) => line !== null)
    .sort((a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName));
  return { instance: loaded.instance, lines, texts };
}

const title = (instance: Instance, texts: ExportTexts) =>
  `${fileSafeName(instance.row.name)} ${texts.attendees}`;

const textCells = (l: { lastName: string; firstName: string; email: string; status: string }) =>
  [l.lastName, l.firstName, l.email, l.status].map(neutralisedCell);

/** `YYYY-MM-DD HH:MM` of a floating wall time. */
const wallTime = (floating: Date) => floating.toISOString().slice(0, 16).replace('T', ' ');

/** CSV in UTF-8 with a byte order mark, so spreadsheet programs read umlauts right. */
export async function attendeesCsv(ctx: AppContext, network: NetworkRecord, viewer: Exporter, ref: string) {
  const { instance, lines, texts } = await attendeeRows(ctx, network, viewer, ref);
  const csv = stringify([
    texts.headers,
    ...lines.map((l) => [...textCells(l), l.answeredAt ? wallTime(l.answeredAt) : '']),
  ]);
  return { filename: `${title(instance, texts)}.csv`, body: Buffer.from(`\uFEFF${csv}`, 'utf8') };
}

export async function attendeesXlsx(ctx: AppContext, network: NetworkRecord, viewer: Exporter, ref: string) {
  const { instance, lines, texts } = await attendeeRows(ctx, network, viewer, ref);
  const workbook = new ExcelJS.Workbook();
  // Sheet names may not hold : \ / ? * [ ] and have at most 31 characters.
  const sheet = workbook.addWorksheet(texts.attendees.slice(0, 31));
  sheet.addRow(texts.headers).font = { bold: true };
  // ExcelJS writes a Date's UTC fields as the cell's value: the floating wall time shows as it is.
  for (const l of lines) sheet.addRow([...textCells(l), l.answeredAt]);
  sheet.columns.forEach((column) => {
    column.width = 24;
  });
  sheet.getColumn(5).numFmt = 'yyyy-mm-dd hh:mm';
  const body = Buffer.from(await workbook.xlsx.writeBuffer());
  return { filename: `${title(instance, texts)}.xlsx`, body };
}
