import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { isOccurrence, isRecurring, ruleZone, type SeriesRule } from './recurrence.js';
import { appointmentParticipants, appointments } from './tables.js';
import { fromFloating, toFloating } from './time.js';

/**
 * Keeps a series' exceptions in step with an edit of the series (apply_to all), in the caller's
 * transaction:
 * - moved (start changed, all-day and zone unchanged): every exception's original start moves by the
 *   same offset on wall time (a weekly 09:00 stays 09:00 across DST), and so do start and end of
 *   exceptions whose own time was not changed;
 * - afterwards, live exceptions whose original start is not an occurrence of the new pattern are
 *   deleted (kept as rows with deleted_at, so that their own invitations become obsolete).
 * Answers the members whose invitations became obsolete.
 */
export async function reconcileExceptions(tx: Tx, before: SeriesRule, after: SeriesRule): Promise<string[]> {
  const rows = await tx
    .select({
      id: appointments.id,
      originalStart: appointments.originalStart,
      startsAt: appointments.startsAt,
      endsAt: appointments.endsAt,
      deletedAt: appointments.deletedAt,
    })
    .from(appointments)
    .where(eq(appointments.seriesId, before.id));
  if (rows.length === 0) return [];

  const zone = ruleZone(before);
  const samePlace = before.allDay === after.allDay && ruleZone(after) === zone;
  const wallShift = samePlace
    ? toFloating(after.startsAt, zone).getTime() - toFloating(before.startsAt, zone).getTime()
    : 0;
  const moved = (instant: Date) =>
    fromFloating(new Date(toFloating(instant, zone).getTime() + wallShift), zone);

  const current = rows.map((row) => ({ ...row, originalStart: row.originalStart as Date }));
  if (wallShift !== 0) {
    // One row at a time, farthest first in the direction of the move: (series_id, original_start) is
    // unique and the new start of one exception may be the old start of the next.
    current.sort(
      (a, b) => (a.originalStart.getTime() - b.originalStart.getTime()) * (wallShift > 0 ? -1 : 1),
    );
    for (const row of current) {
      const originalStart = moved(row.originalStart);
      const unmoved = row.startsAt.getTime() === row.originalStart.getTime();
      const startsAt = unmoved ? originalStart : row.startsAt;
      const endsAt =
        unmoved && row.endsAt
          ? new Date(row.endsAt.getTime() + (startsAt.getTime() - row.startsAt.getTime()))
          : row.endsAt;
      await tx
        .update(appointments)
        .set({ originalStart, startsAt, endsAt, spanEnd: endsAt ?? startsAt })
        .where(eq(appointments.id, row.id));
      row.originalStart = originalStart;
    }
  }

  const patternChanged =
    !samePlace ||
    before.recurrenceFrequency !== after.recurrenceFrequency ||
    before.recurrenceInterval !== after.recurrenceInterval ||
    before.recurrenceEndDate !== after.recurrenceEndDate;
  if (!patternChanged && wallShift === 0) return [];
  const stray = current
    .filter((row) => !row.deletedAt && !(isRecurring(after) && isOccurrence(after, row.originalStart)))
    .map((row) => row.id);
  if (stray.length === 0) return [];
  await tx.update(appointments).set({ deletedAt: new Date() }).where(inArray(appointments.id, stray));
  const invited = await tx
    .select({ memberId: appointmentParticipants.memberId })
    .from(appointmentParticipants)
    .where(
      and(inArray(appointmentParticipants.appointmentId, stray), isNull(appointmentParticipants.removedAt)),
    );
  return invited.map((row) => row.memberId);
}
