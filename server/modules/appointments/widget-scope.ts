import { issueMessageKey } from '../../../contract/field-errors.js';
import {
  type AppointmentsWidgetQuery,
  appointmentsWidgetQuery,
  type WidgetScope,
} from '../../../contract/my-appointments.js';
import type { Db } from '../../db/client.js';
import { type FieldErrors, unprocessable } from '../../platform/errors.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { type CalendarFacts, canSeeCalendar } from '../calendars/policy.js';
import {
  calendarFacts,
  calendarIdsOfGroups,
  calendarsByIds,
  ensurePersonalCalendar,
  groupCalendarColors,
  listedCalendarColors,
  myGroupIds,
} from '../calendars/service.js';

/** The appointments widget's options and the calendars each scope reads. */

export type UpcomingOptions = {
  scope: WidgetScope;
  additionalCalendarIds: string[];
  groupId?: string;
  count: number;
};

/** Parses the widget's query; bad input answers 422 with field errors. */
export function parseWidgetQuery(input: AppointmentsWidgetQuery | Record<string, unknown>): UpcomingOptions {
  const parsed = appointmentsWidgetQuery.safeParse(input);
  if (!parsed.success) {
    const fields: FieldErrors = {};
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? 'base');
      fields[key] = [...(fields[key] ?? []), issueMessageKey(issue)];
    }
    throw unprocessable(fields);
  }
  const q = parsed.data;
  return {
    scope: q.scope,
    additionalCalendarIds: q.additional_calendar_ids,
    ...(q.group_id ? { groupId: q.group_id } : {}),
    count: q.count,
  };
}

/** Calendars of the scope the viewer may see; `participating` adds what the viewer takes part in. */
export async function scopeCalendars(db: Db, viewer: Viewer, options: UpcomingOptions) {
  const personal = async () => [(await ensurePersonalCalendar(db, viewer.id)).id];
  switch (options.scope) {
    case 'all':
      return { calendarIds: (await listedCalendarColors(db, viewer)).map((c) => c.id), participating: false };
    case 'personal':
      return { calendarIds: await personal(), participating: true };
    case 'additional_calendar_ids': {
      const rows = await calendarsByIds(db, options.additionalCalendarIds);
      const facts = await calendarFacts(db, viewer, rows);
      const visible = rows.filter((row) => canSeeCalendar(viewer, facts.get(row.id) as CalendarFacts));
      return { calendarIds: [...(await personal()), ...visible.map((row) => row.id)], participating: true };
    }
    case 'groups': {
      if (options.groupId) {
        const rows = await groupCalendarColors(db, viewer, options.groupId);
        return { calendarIds: rows.map((row) => row.id), participating: false };
      }
      const calendarIds = await calendarIdsOfGroups(db, await myGroupIds(db, viewer));
      return { calendarIds, participating: false };
    }
  }
}
