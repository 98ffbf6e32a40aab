import type { Calendar, CalendarCan } from '../../../contract/calendars.js';
import type { MemberRow } from '../../../contract/members.js';
import type { CalendarRecord } from './policy.js';

export type CalendarContext = {
  calendar: CalendarRecord;
  can: CalendarCan;
  sharedWithMe: boolean;
  group: { id: string; slug: string; name: string } | null;
  people: Map<string, MemberRow>;
  shares: string[];
};

const person = (people: Map<string, MemberRow>, id: string | null) => {
  const row = id ? people.get(id) : undefined;
  return row ? { id: row.id, name: row.name } : null;
};

/** A personal calendar has no name of its own: it is shown under its owner's name. */
export function calendarName(calendar: CalendarRecord, ownerName: string | null): string {
  if (calendar.type === 'personal' && calendar.name === '') return ownerName ?? 'Personal calendar';
  return calendar.name;
}

export function presentCalendar(c: CalendarContext): Calendar {
  const { calendar } = c;
  const owner = person(c.people, calendar.ownerId);
  const categoryName =
    calendar.type === 'group' ? (c.group?.name ?? 'group') : c.sharedWithMe ? 'shared' : calendar.type;
  return {
    id: calendar.id,
    name: calendarName(calendar, owner?.name ?? null),
    color: calendar.color,
    type: calendar.type,
    category_name: categoryName,
    parent_id: calendar.groupId,
    group: c.group,
    author: person(c.people, calendar.authorId),
    owner,
    memberships: c.shares.map((id) => person(c.people, id)).filter((p) => p !== null),
    shared_with_me: c.sharedWithMe,
    can: c.can,
  };
}
