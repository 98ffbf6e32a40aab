import type { CalendarCan } from '../../../contract/calendars.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { canAdministrateNetwork, isInternalMember } from '../network/policy.js';
import type { calendars } from './tables.js';

export type CalendarRecord = typeof calendars.$inferSelect;

/** What the viewer is in the calendar's group (null for calendars without a group, or invisible groups). */
export type GroupAccess = { canSee: boolean; canSeeContent: boolean; isMember: boolean; canAdmin: boolean };

/** The facts about one calendar and the viewer that every rule below needs. */
export type CalendarFacts = {
  calendar: Pick<CalendarRecord, 'type' | 'ownerId' | 'groupId'>;
  /** The viewer has a share of this calendar (hidden from their list or not). */
  sharedWithViewer: boolean;
  group: GroupAccess | null;
};

const isOwner = (viewer: Viewer, f: CalendarFacts) => f.calendar.ownerId === viewer.id;

/**
 * Who sees a calendar (and so the appointments in it): network calendars every internal member; group
 * calendars whoever may see the group's content; personal and shared ones their owner and the members
 * they are shared with. Network administrators see everything. Everything else answers 404.
 */
export function canSeeCalendar(viewer: Viewer, f: CalendarFacts): boolean {
  if (canAdministrateNetwork(viewer)) return true;
  switch (f.calendar.type) {
    case 'network':
      return isInternalMember(viewer);
    case 'group':
      return f.group?.canSeeContent === true;
    default:
      return isOwner(viewer, f) || f.sharedWithViewer;
  }
}

/** Editing and deleting: network administrators for network calendars, group administrators, owners. */
export function canManageCalendar(viewer: Viewer, f: CalendarFacts): boolean {
  switch (f.calendar.type) {
    case 'network':
      return canAdministrateNetwork(viewer);
    case 'group':
      return f.group?.canAdmin === true;
    default:
      return isOwner(viewer, f);
  }
}

/**
 * Creating appointments in a calendar: network calendars by network administrators, group calendars
 * by the group's members (not guests of an open group), personal and shared calendars by their owner.
 */
export function canCreateAppointmentsIn(viewer: Viewer, f: CalendarFacts): boolean {
  switch (f.calendar.type) {
    case 'network':
      return canAdministrateNetwork(viewer);
    case 'group':
      return f.group?.isMember === true || f.group?.canAdmin === true;
    default:
      return isOwner(viewer, f);
  }
}

export function calendarCan(viewer: Viewer, f: CalendarFacts): CalendarCan {
  const manage = canManageCalendar(viewer, f);
  return {
    update: manage,
    // The one personal calendar of a member stays; it is created again on demand anyway.
    destroy: manage && f.calendar.type !== 'personal',
    create_appointments: canCreateAppointmentsIn(viewer, f),
    remove_share: f.sharedWithViewer && !isOwner(viewer, f),
  };
}

/** Creating calendars: network ones by network administrators, group ones by group administrators. */
export function canCreateCalendar(viewer: Viewer, type: CalendarRecord['type'], group: GroupAccess | null) {
  if (type === 'network') return canAdministrateNetwork(viewer);
  if (type === 'group') return group?.canAdmin === true;
  // personal (created on demand) and shared: every internal member for themselves.
  return isInternalMember(viewer);
}

/**
 * Whom a calendar is shared with after a save: the requested members without the owner, where a
 * member not shared with yet must be one the owner may see (members/policy). Others are left out as
 * unknown ids are, so a share never confirms or names a member the owner may not see.
 */
export function shareTargets(
  ownerId: string,
  requested: readonly string[],
  alreadyShared: ReadonlySet<string>,
  visibleToOwner: ReadonlySet<string>,
): string[] {
  return [...new Set(requested)].filter(
    (id) => id !== ownerId && (alreadyShared.has(id) || visibleToOwner.has(id)),
  );
}
