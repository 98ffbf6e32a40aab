import { and, desc, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { MemberRow } from '../../../contract/members.js';
import type { WidgetDataOf, WidgetPropertiesOf } from '../../../contract/widgetbars.js';
import type { AppContext } from '../../platform/context.js';
import { members } from '../../platform/identity/tables.js';
import type { CurrentMember } from '../../platform/identity/viewer.js';
import { widgetLoaders } from '../../platform/modules/extensions.js';
import type { NetworkRecord } from '../network/service.js';
import { presentMemberRows } from './member-rows.js';
import type { MemberRecord } from './present.js';
import { visibleTo } from './reach.js';

/** Birthdays shown: today's and those of the next days, in the viewer's time zone. */
export const BIRTHDAY_WINDOW_DAYS = 14;
const DAY_MS = 86_400_000;

/** The viewer's calendar day (YYYY-MM-DD) at `now`. */
export function dayIn(timeZone: string, now: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/**
 * The days of the window as `MMDD` with their dates, today first. In a year without 29 February,
 * members born on it celebrate on the 28th.
 */
export function birthdayWindow(today: string, days = BIRTHDAY_WINDOW_DAYS) {
  const start = Date.parse(`${today}T00:00:00Z`);
  const entries: { monthDay: string; date: string }[] = [];
  for (let offset = 0; offset < days; offset += 1) {
    const date = new Date(start + offset * DAY_MS).toISOString().slice(0, 10);
    const monthDay = date.slice(5, 7) + date.slice(8, 10);
    entries.push({ monthDay, date });
    if (monthDay === '0228' && !isLeapYear(Number(date.slice(0, 4))))
      entries.push({ monthDay: '0229', date });
  }
  return entries;
}

/** Members whose row the viewer may see and who are active: locked and deleted ones never show. */
const activeVisible = (ctx: AppContext, viewer: CurrentMember, network: NetworkRecord): SQL =>
  and(visibleTo(ctx, viewer, network), isNull(members.lockedAt), isNull(members.deletedAt)) as SQL;

/** Member rows with the profile fields the widget was set to show (network profile fields only). */
async function rowsWithFields(
  ctx: AppContext,
  network: NetworkRecord,
  records: MemberRecord[],
  fields: readonly string[],
): Promise<MemberRow[]> {
  const known = new Set(network.settings.profile_fields.map((field) => field.key));
  const chosen = fields.filter((key) => known.has(key));
  const rows = await presentMemberRows(ctx.db, network, records);
  return rows.map((row, index) => {
    const profile = (records[index] as MemberRecord).profile;
    const values = Object.fromEntries(
      chosen.map((key) => [key, profile[key] ?? ''] as const).filter(([, value]) => value !== ''),
    );
    return { ...row, profile: values };
  });
}

async function birthdays(
  ctx: AppContext,
  viewer: CurrentMember,
  properties: WidgetPropertiesOf<'birthday'>,
  now: Date,
): Promise<WidgetDataOf<'birthday'>> {
  if (properties.count === 0) return { entries: [] };
  const network = await ctx.network.get();
  const today = dayIn(viewer.timeZone, now);
  const window = birthdayWindow(today);
  const dateOf = new Map(window.map((entry) => [entry.monthDay, entry.date]));
  const monthDays = [...dateOf.keys()];
  const monthDay = sql`to_char(${members.birthday}, 'MMDD')`;
  const position = sql`array_position(array[${sql.join(
    monthDays.map((day) => sql`${day}`),
    sql`, `,
  )}]::text[], ${monthDay})`;
  const records = await ctx.db
    .select()
    .from(members)
    .where(
      and(
        activeVisible(ctx, viewer, network),
        isNotNull(members.birthday),
        sql`${monthDay} in (${sql.join(
          monthDays.map((day) => sql`${day}`),
          sql`, `,
        )})`,
      ),
    )
    .orderBy(position, members.lastName, members.firstName, members.id)
    .limit(properties.count);
  const rows = await rowsWithFields(ctx, network, records, properties.profile_fields);
  return {
    entries: records.map((record, index) => {
      const birthday = record.birthday as string;
      const date = dateOf.get(birthday.slice(5, 7) + birthday.slice(8, 10)) as string;
      return {
        member: rows[index] as MemberRow,
        date,
        today: date === today,
        age: properties.show_age ? Number(date.slice(0, 4)) - Number(birthday.slice(0, 4)) : null,
      };
    }),
  };
}

async function newestMembers(
  ctx: AppContext,
  viewer: CurrentMember,
  properties: WidgetPropertiesOf<'newest_members'>,
): Promise<WidgetDataOf<'newest_members'>> {
  if (properties.count === 0) return { members: [] };
  const network = await ctx.network.get();
  const records = await ctx.db
    .select()
    .from(members)
    .where(activeVisible(ctx, viewer, network))
    .orderBy(desc(members.createdAt), desc(members.id))
    .limit(properties.count);
  return { members: await presentMemberRows(ctx.db, network, records) };
}

/**
 * Members shown by other modules' widgets (the network's administrators, a group's, who is online):
 * those of `ids` the viewer may see and who are active, by name, with the chosen profile fields.
 */
export async function widgetMembers(
  ctx: AppContext,
  viewer: CurrentMember,
  ids: SQL | readonly string[],
  options: { limit?: number; profileFields?: readonly string[] } = {},
): Promise<{ members: MemberRow[]; total: number }> {
  const network = await ctx.network.get();
  const within = Array.isArray(ids)
    ? ids.length > 0
      ? sql`${members.id} in (${sql.join(
          (ids as readonly string[]).map((id) => sql`${id}`),
          sql`, `,
        )})`
      : sql`false`
    : sql`${members.id} in (${ids as SQL})`;
  const where = and(activeVisible(ctx, viewer, network), within);
  const query = ctx.db
    .select()
    .from(members)
    .where(where)
    .orderBy(members.lastName, members.firstName, members.id);
  const [records, [total]] = await Promise.all([
    options.limit === undefined ? query : query.limit(options.limit),
    ctx.db.select({ n: sql<number>`count(*)::int` }).from(members).where(where),
  ]);
  return {
    members: await rowsWithFields(ctx, network, records, options.profileFields ?? []),
    total: Number(total?.n ?? 0),
  };
}

/** The network administrators (in a group's bar the admin_members widget of groups shows its own). */
export function networkAdminIds(ctx: AppContext): SQL {
  return ctx.db.select({ id: members.id }).from(members).where(sql`${members.isNetworkAdmin}`).getSQL();
}

/** The widgets whose data are members: birthday and newest_members. */
export function registerMemberWidgets(ctx: AppContext) {
  ctx.extensions.add(widgetLoaders, 'birthday', ({ viewer, properties, now }) =>
    birthdays(ctx, viewer, properties as WidgetPropertiesOf<'birthday'>, now),
  );
  ctx.extensions.add(widgetLoaders, 'newest_members', ({ viewer, properties }) =>
    newestMembers(ctx, viewer, properties as WidgetPropertiesOf<'newest_members'>),
  );
}
