import { type ICalCalendar, ICalEventTransparency } from 'ical-generator';
import type { Viewer } from '../../platform/identity/viewer.js';
import { type Extensions, extensionPoint } from '../../platform/modules/extensions.js';

/**
 * Things of other modules that a member's calendar feed shows beside the appointments (tasks with a
 * due date). Each is an all-day item on its day: Outlook and most subscribed-calendar clients ignore
 * VTODO entirely, while an all-day VEVENT shows in every client, Thunderbird's included; marked
 * transparent, it never makes the member look busy.
 */
export type CalendarFeedItem = {
  /** Unique and stable across feeds (`task-<id>`); the host is added. */
  uid: string;
  summary: string;
  description: string;
  /** A path of the web app, e.g. `/tasks/<id>`. */
  path: string;
  /** The day, YYYY-MM-DD. */
  date: string;
  updatedAt: Date;
};

/** The feeds that carry such items: the member's whole list (`all`) and their personal calendar (`my`). */
export type CalendarFeedKind = 'all' | 'my';
export type CalendarFeedSource = (owner: Viewer, kind: CalendarFeedKind) => Promise<CalendarFeedItem[]>;
export const calendarFeedSources = extensionPoint<CalendarFeedSource>('calendars.feed-sources');

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Adds every registered source's items for the feed's owner to the calendar file and answers their
 * last change (for the feed's Last-Modified). DTSTAMP is that change too, not the time of the request,
 * so an unchanged feed stays byte for byte the same and its ETag holds.
 */
export async function addFeedItems(
  extensions: Extensions,
  calendar: ICalCalendar,
  owner: Viewer,
  kind: string,
  publicUrl: string,
): Promise<Date[]> {
  if (kind !== 'all' && kind !== 'my') return [];
  const host = new URL(publicUrl).host;
  const changes: Date[] = [];
  for (const source of extensions.all(calendarFeedSources).values()) {
    for (const item of await source(owner, kind)) {
      changes.push(item.updatedAt);
      const day = new Date(`${item.date}T00:00:00Z`);
      calendar.createEvent({
        id: `${item.uid}@${host}`,
        summary: item.summary,
        description: item.description,
        url: `${publicUrl}${item.path}`,
        start: day,
        end: new Date(day.getTime() + DAY_MS),
        allDay: true,
        transparency: ICalEventTransparency.TRANSPARENT,
        stamp: item.updatedAt,
        lastModified: item.updatedAt,
      });
    }
  }
  return changes;
}
