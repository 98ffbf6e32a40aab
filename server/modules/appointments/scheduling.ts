import { eq } from 'drizzle-orm';
import { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod } from 'ical-generator';
import type { Db, Tx } from '../../db/client.js';
import type { Mail } from '../../platform/mail/mail.js';
import { mailDateLocale } from '../../platform/mail/mail-texts.js';
import { memberContactsByIds } from '../members/service.js';
import type { NetworkRecord } from '../network/service.js';
import { addEntry, addEvent, newCalendarFile } from './ical.js';
import type { AnswerStatus, AppointmentRecord, Instance } from './load.js';
import { presentDate } from './present.js';
import { durationOf, FOREVER, isRecurring, occurrencesBetween } from './recurrence.js';
import { recurrenceText } from './recurrence-text.js';
import { appointments } from './tables.js';

/**
 * What invitation, update and cancellation mails of an appointment carry (iTIP, RFC 5546): a
 * `text/calendar` part that mail programs turn into accept and decline buttons, and the "When" line.
 * The calendar part is written by the same code as the calendar files (ical.ts): UID and SEQUENCE are
 * the feed's, so a client that subscribed to a feed and got a mail files both as one appointment.
 * A series opens on its next occurrence rather than its first, past one (clients show DTSTART as the
 * date of the invitation); its RRULE and EXDATEs stay.
 */

export type SchedulingMethod = 'REQUEST' | 'CANCEL';
export type SchedulingRecipient = { email: string; firstName: string; lastName: string; locale: string };

/** The row a mail is about: an edited occurrence alone, otherwise the appointment or whole series. */
const isOccurrenceRow = (instance: Pick<Instance, 'row'>) => instance.row.seriesId !== null;

/** The first occurrence not over yet and not excluded; the first one when the series has ended. */
export function nextOccurrenceStart(series: AppointmentRecord, excluded: Set<number>, now: Date): Date {
  const upcoming = occurrencesBetween(series, now, FOREVER, excluded.size + 1);
  return upcoming.find((start) => !excluded.has(start.getTime())) ?? series.startsAt;
}

async function exceptionRows(db: Db | Tx, seriesId: string): Promise<AppointmentRecord[]> {
  return db.select().from(appointments).where(eq(appointments.seriesId, seriesId));
}

const excludedStarts = (exceptions: AppointmentRecord[]) =>
  exceptions
    .filter((e) => e.deletedAt || e.canceled)
    .flatMap((e) => (e.originalStart ? [e.originalStart] : []));

/** The start and end the mail names: the occurrence's, the appointment's, or the series' next one. */
async function shownTimes(db: Db | Tx, instance: Instance, now: Date) {
  const { row } = instance;
  if (isOccurrenceRow(instance) || !isRecurring(row)) {
    return { row, start: row.startsAt, end: row.endsAt, exceptions: [] as AppointmentRecord[] };
  }
  const exceptions = await exceptionRows(db, row.id);
  const start = nextOccurrenceStart(row, new Set(excludedStarts(exceptions).map((d) => d.getTime())), now);
  const end = row.endsAt ? new Date(start.getTime() + durationOf(row)) : null;
  return { row, start, end, exceptions };
}

/** "7 Dec 2026, 10:00 – 11:00 (Europe/Berlin), every week on Monday" in the recipient's language. */
export function whenText(
  row: AppointmentRecord,
  start: Date,
  end: Date | null,
  locale: string,
  recurring: boolean,
): string {
  const date = presentDate(row, start, end);
  let when: string;
  if (date.all_day) {
    when = date.same_day ? date.start : `${date.start} – ${date.end}`;
  } else {
    const format = new Intl.DateTimeFormat(mailDateLocale(locale), {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: date.time_zone,
    });
    const from = format.format(new Date(date.start));
    // On the same day the end needs its time only.
    const until = date.same_day
      ? new Intl.DateTimeFormat(mailDateLocale(locale), { timeStyle: 'short', timeZone: date.time_zone })
      : format;
    when = date.end ? `${from} – ${until.format(new Date(date.end))} (${date.time_zone})` : from;
  }
  const repeats = recurring ? recurrenceText(row, locale) : '';
  return repeats ? `${when}, ${repeats}` : when;
}

const PARTSTAT: Record<AnswerStatus, ICalAttendeeStatus> = {
  open: ICalAttendeeStatus.NEEDSACTION,
  accepted: ICalAttendeeStatus.ACCEPTED,
  declined: ICalAttendeeStatus.DECLINED,
};

/** The mailbox of the organiser (or author), else the network's sender address. */
async function organizerOf(db: Db | Tx, row: AppointmentRecord, mailFrom: string) {
  const id = row.organizerId ?? row.authorId;
  const person = id ? (await memberContactsByIds(db, [id])).get(id) : undefined;
  if (person) return { name: `${person.firstName} ${person.lastName}`.trim(), email: person.email };
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom;
  return {
    name:
      mailFrom
        .replace(/<[^>]*>/, '')
        .replace(/"/g, '')
        .trim() || address,
    email: address,
  };
}

/**
 * The "When" line and the calendar part of the appointment's mail to one recipient. `instance` is
 * what they are invited to: the appointment, the series (also when reached through one of its
 * occurrences), or an edited occurrence alone (the series' UID with RECURRENCE-ID).
 */
export async function schedulingParts(
  db: Db | Tx,
  input: {
    network: NetworkRecord;
    publicUrl: string;
    mailFrom: string;
    instance: Instance;
    recipient: SchedulingRecipient;
    status: AnswerStatus;
    method: SchedulingMethod;
    now?: Date;
  },
): Promise<{ when: string; calendar: NonNullable<Mail['calendar']> }> {
  const { instance, recipient, publicUrl } = input;
  const now = input.now ?? new Date();
  const shown = await shownTimes(db, instance, now);
  const calendar = newCalendarFile(input.network.name);
  calendar.method(input.method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST);
  const { row } = shown;
  const event = isOccurrenceRow(instance)
    ? addEvent(calendar, row, publicUrl, {
        uidId: instance.base.id,
        start: row.startsAt,
        end: row.endsAt,
        sequence: row.sequence,
        recurrenceId: row.originalStart ?? undefined,
      })
    : addEntry(
        calendar,
        {
          row: { ...row, startsAt: shown.start, endsAt: shown.end },
          // Excluded occurrences all count (they revise SEQUENCE); edited ones only from the start on.
          exceptions: shown.exceptions.filter(
            (e) => e.deletedAt || e.canceled || (e.originalStart && e.originalStart >= shown.start),
          ),
        },
        publicUrl,
      );
  // With a METHOD, DTSTAMP is when this message was made (RFC 5545 section 3.8.7.2).
  event.stamp(now);
  event.organizer(await organizerOf(db, instance.base, input.mailFrom));
  event.createAttendee({
    email: recipient.email,
    name: `${recipient.firstName} ${recipient.lastName}`.trim(),
    role: ICalAttendeeRole.REQ,
    // A cancellation asks nothing of the attendee; a request asks for their answer.
    ...(input.method === 'REQUEST' ? { status: PARTSTAT[input.status], rsvp: true } : {}),
  });
  return {
    when: whenText(
      row,
      shown.start,
      shown.end,
      recipient.locale,
      !isOccurrenceRow(instance) && isRecurring(row),
    ),
    calendar: { method: input.method, content: calendar.toString() },
  };
}
