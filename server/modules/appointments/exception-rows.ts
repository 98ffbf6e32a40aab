import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { type AppointmentRecord, calendarIdsOf, type Instance } from './load.js';
import { appointmentCalendars, appointments } from './tables.js';

/** Rows written for one occurrence of a series: its exception and the exception's calendars. */

export async function writeCalendars(tx: Tx, appointmentId: string, calendarIds: string[]) {
  await tx.delete(appointmentCalendars).where(eq(appointmentCalendars.appointmentId, appointmentId));
  if (calendarIds.length > 0) {
    await tx
      .insert(appointmentCalendars)
      .values(calendarIds.map((calendarId) => ({ appointmentId, calendarId })));
  }
}

/** Copies the series into an exception row for one occurrence (returns its id). */
export async function ensureException(tx: Tx, instance: Instance, changes: Partial<AppointmentRecord>) {
  if (instance.row.id !== instance.base.id) {
    if (Object.keys(changes).length > 0) {
      await tx.update(appointments).set(changes).where(eq(appointments.id, instance.row.id));
    }
    return instance.row.id;
  }
  const series = instance.base;
  const start = instance.occurrenceStart as Date;
  const { id: _id, createdAt: _c, updatedAt: _u, ...copy } = series;
  const [row] = await tx
    .insert(appointments)
    .values({
      ...copy,
      seriesId: series.id,
      originalStart: start,
      startsAt: start,
      endsAt: instance.end,
      spanEnd: instance.end ?? start,
      recurrenceFrequency: 'never',
      recurrenceInterval: 1,
      recurrenceEndDate: null,
      ...changes,
    })
    .returning({ id: appointments.id });
  const id = (row as { id: string }).id;
  await writeCalendars(tx, id, await calendarIdsOf(tx, series.id));
  return id;
}
