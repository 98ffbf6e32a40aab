import { appointmentCategories, meetingRooms } from '../../../modules/appointments/tables.js';
import { addDays, fromFloating, todayIn } from '../../../modules/appointments/time.js';
import { calendars } from '../../../modules/calendars/tables.js';
import { buildAppointment } from '../build/appointments.js';
import type { SeedContext } from './context.js';

/**
 * Calendars of the demo network: network, group and personal calendars with single, all-day,
 * multi-day and recurring appointments around the month of seeding, invitations in every state for
 * member@example.com and admin@example.com, a few categories and meeting rooms.
 */
const ZONE = 'Europe/Berlin';

type Plan = {
  name: string;
  calendar: string;
  /** Days from today (local), and local time "HH:mm", or all-day with a length in days. */
  day: number;
  /** Pins the day to this day of the current month instead, so the month view always shows it. */
  dayOfMonth?: number;
  /** Moves the day back to the Monday of its week (a weekly series that should fall on Mondays). */
  onMonday?: boolean;
  time?: string;
  minutes?: number;
  allDayLength?: number;
  frequency?: 'daily' | 'weekly' | 'monthly' | 'yearly';
  interval?: number;
  place?: string;
  category?: string;
  description?: string;
  author: string;
  canceled?: boolean;
  invite?: { memberId: string; status: 'open' | 'accepted' | 'declined'; removed?: boolean }[];
};

export async function seedCalendars(seed: SeedContext): Promise<void> {
  const { db, accounts } = seed;
  const categories = await db
    .insert(appointmentCategories)
    .values(['Training', 'Team event', 'Customer meeting'].map((label, position) => ({ label, position })))
    .returning();
  const categoryId = (label: string) => categories.find((c) => c.label === label)?.id ?? null;
  await db.insert(meetingRooms).values(
    ['Atlas (8 seats)', 'Borealis (4 seats)', 'Cosmos (20 seats)'].map((name, position) => ({
      name,
      position,
    })),
  );

  const calendarIds: Record<string, string> = {};
  const add = async (key: string, values: typeof calendars.$inferInsert) => {
    const [row] = await db.insert(calendars).values(values).returning({ id: calendars.id });
    calendarIds[key] = row?.id as string;
  };
  await add('company', {
    type: 'network',
    name: 'Company events',
    color: '1f77b4',
    authorId: accounts.admin,
  });
  await add('holidays', {
    type: 'network',
    name: 'Public holidays',
    color: '2ca02c',
    authorId: accounts.admin,
  });
  for (const [slug, color] of [
    ['all-staff', 'ff7f0e'],
    ['engineering', '9467bd'],
    ['marketing', 'e377c2'],
  ] as const) {
    const groupId = seed.groups[slug];
    if (groupId)
      await add(slug, {
        type: 'group',
        name: slug.replace('-', ' '),
        color,
        groupId,
        authorId: accounts.admin,
      });
  }
  await add('member', {
    type: 'personal',
    name: '',
    color: '17becf',
    ownerId: accounts.member,
    authorId: accounts.member,
  });
  await add('admin', {
    type: 'personal',
    name: '',
    color: 'd62728',
    ownerId: accounts.admin,
    authorId: accounts.admin,
  });

  const { member, admin } = accounts;
  const plans: Plan[] = [
    {
      name: 'All hands',
      calendar: 'company',
      day: 3,
      time: '15:00',
      minutes: 60,
      place: 'Cosmos',
      author: admin,
      description: '<p>Quarterly update from the management team, with questions at the end.</p>',
      invite: [{ memberId: member, status: 'open' }],
    },
    {
      name: 'Monday stand-up',
      calendar: 'engineering',
      day: -35,
      onMonday: true,
      time: '09:00',
      minutes: 15,
      frequency: 'weekly',
      author: admin,
      invite: [
        { memberId: member, status: 'accepted' },
        { memberId: admin, status: 'accepted' },
      ],
    },
    {
      name: 'Lunch & learn',
      calendar: 'company',
      day: -20,
      time: '12:30',
      minutes: 45,
      frequency: 'monthly',
      category: 'Training',
      author: admin,
      invite: [{ memberId: member, status: 'open' }],
    },
    { name: 'Company holiday', calendar: 'holidays', day: 0, dayOfMonth: 3, allDayLength: 1, author: admin },
    {
      name: 'Summer offsite',
      calendar: 'company',
      day: 18,
      allDayLength: 3,
      place: 'Lake house',
      category: 'Team event',
      author: admin,
      invite: [
        { memberId: member, status: 'accepted' },
        { memberId: admin, status: 'accepted' },
      ],
    },
    {
      name: 'Sprint review',
      calendar: 'engineering',
      day: 6,
      time: '14:00',
      minutes: 90,
      frequency: 'weekly',
      interval: 2,
      author: admin,
      invite: [{ memberId: member, status: 'declined' }],
    },
    {
      name: 'Campaign kick-off',
      calendar: 'marketing',
      day: 1,
      time: '10:00',
      minutes: 60,
      category: 'Customer meeting',
      author: admin,
      invite: [{ memberId: admin, status: 'open' }],
    },
    {
      name: 'Canteen tasting',
      calendar: 'all-staff',
      day: -4,
      time: '11:30',
      minutes: 60,
      author: admin,
      invite: [
        { memberId: member, status: 'open' },
        { memberId: admin, status: 'open' },
      ],
    },
    {
      name: 'Fire drill',
      calendar: 'all-staff',
      day: 8,
      time: '10:00',
      minutes: 30,
      author: admin,
      canceled: true,
      invite: [{ memberId: member, status: 'open' }],
    },
    {
      name: 'Vendor demo',
      calendar: 'company',
      day: 9,
      time: '16:00',
      minutes: 60,
      author: member,
      invite: [{ memberId: admin, status: 'open', removed: true }],
    },
    { name: 'Dentist', calendar: 'member', day: 5, time: '08:00', minutes: 45, author: member },
    {
      name: 'Yoga',
      calendar: 'member',
      day: -10,
      time: '18:30',
      minutes: 60,
      frequency: 'weekly',
      author: member,
    },
    {
      name: '1:1 with Anna',
      calendar: 'admin',
      day: 2,
      time: '13:00',
      minutes: 30,
      author: admin,
      invite: [{ memberId: member, status: 'accepted' }],
    },
    {
      name: 'Board meeting',
      calendar: 'admin',
      day: 15,
      time: '09:00',
      minutes: 180,
      author: admin,
      invite: [{ memberId: admin, status: 'declined' }],
    },
  ];
  const today = todayIn(ZONE);
  for (const plan of plans) {
    const calendarId = calendarIds[plan.calendar];
    if (!calendarId) continue;
    const planned =
      plan.dayOfMonth === undefined
        ? addDays(today, plan.day)
        : addDays(today, plan.dayOfMonth - today.getUTCDate());
    const day = plan.onMonday ? addDays(planned, -((planned.getUTCDay() + 6) % 7)) : planned;
    let startsAt: Date;
    let endsAt: Date;
    if (plan.allDayLength) {
      startsAt = day;
      endsAt = addDays(day, plan.allDayLength);
    } else {
      const [h, m] = (plan.time ?? '09:00').split(':').map(Number) as [number, number];
      startsAt = fromFloating(new Date(day.getTime() + (h * 60 + m) * 60_000), ZONE);
      endsAt = new Date(startsAt.getTime() + (plan.minutes ?? 60) * 60_000);
    }
    await buildAppointment(db, {
      name: plan.name,
      calendarIds: [calendarId],
      authorId: plan.author,
      startsAt,
      endsAt,
      allDay: Boolean(plan.allDayLength),
      timeZone: ZONE,
      recurrence: plan.frequency ? { frequency: plan.frequency, interval: plan.interval } : undefined,
      canceled: plan.canceled,
      description: plan.description,
      location: { name: plan.place ?? '' },
      categoryId: plan.category ? categoryId(plan.category) : null,
      participants: plan.invite,
    });
  }
}
