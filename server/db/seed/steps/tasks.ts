import { taskNotes } from '../../../modules/tasks/tables.js';
import { buildTask } from '../build/tasks.js';
import { personByKey, type SeedContext } from './context.js';

const DAY = 24 * 60 * 60 * 1000;

/** YYYY-MM-DD `days` from the seed's day, so the demo always has overdue, today's and later tasks. */
const dayFrom = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

/**
 * Tasks in every state for the demo accounts: personal tasks of the member (open, overdue, due
 * today, with checklist, starred, done, archived), tasks assigned to them (pending, accepted,
 * declined with a reason) and by them, group tasks of Engineering, and a private note.
 */
export async function seedTasks(seed: SeedContext): Promise<void> {
  const { db } = seed;
  const me = seed.accounts.member;
  const anna = personByKey(seed, 'anna').id;
  const lukas = personByKey(seed, 'lukas').id;
  const emma = personByKey(seed, 'emma').id;
  const engineering = seed.groups.engineering;
  const berlin = 'Europe/Berlin';
  const specs: Parameters<typeof buildTask>[1][] = [
    {
      creatorId: me,
      title: 'Prepare the quarterly report',
      html: '<p>Figures from <strong>Finance</strong> and the sales pipeline.</p>',
      due: { date: dayFrom(3), time: '10:00', timeZone: berlin },
      reminderMinutes: 60,
      priority: 'high',
      checklist: [
        { text: 'Collect figures', done: true },
        { text: 'Draft summary' },
        { text: 'Review with Anna' },
      ],
      starredBy: [me],
      position: 0,
    },
    {
      creatorId: me,
      title: 'Renew the parking permit',
      due: { date: dayFrom(-2), timeZone: berlin },
      position: 1,
    },
    {
      creatorId: me,
      title: 'Call the printer service',
      due: { date: dayFrom(0), time: '15:00', timeZone: berlin },
      priority: 'normal',
    },
    { creatorId: me, title: 'Read the new travel policy', priority: 'low' },
    { creatorId: me, title: 'Book the team lunch', done: true },
    { creatorId: me, title: 'Clean up old drafts', archived: true },
    {
      creatorId: anna,
      title: 'Review the onboarding checklist',
      due: { date: dayFrom(7), timeZone: berlin },
      assignees: [{ memberId: me }],
    },
    {
      creatorId: anna,
      title: 'Update the customer presentation',
      priority: 'high',
      due: { date: dayFrom(5), time: '09:00', timeZone: berlin },
      assignees: [{ memberId: me, state: 'accepted' }],
    },
    {
      creatorId: lukas,
      title: 'Organise the hackathon venue',
      assignees: [{ memberId: me, state: 'declined', reason: 'I am travelling that week.' }],
    },
    {
      creatorId: me,
      title: 'Send the release notes to marketing',
      due: { date: dayFrom(2), timeZone: berlin },
      assignees: [
        { memberId: emma, state: 'accepted' },
        { memberId: lukas, state: 'declined', reason: 'Emma knows the details better.' },
      ],
    },
    {
      creatorId: lukas,
      groupId: engineering,
      title: 'Fix the flaky login test',
      priority: 'high',
      due: { date: dayFrom(1), timeZone: berlin },
      assignees: [{ memberId: emma, state: 'accepted' }],
      checklist: [{ text: 'Reproduce locally', done: true }, { text: 'Write the fix' }],
    },
    {
      creatorId: emma,
      groupId: engineering,
      title: 'Plan the database upgrade',
      html: '<p>Maintenance window and rollback plan.</p>',
      due: { date: dayFrom(10), timeZone: berlin },
      assignees: [{ memberId: me }],
    },
    { creatorId: lukas, groupId: engineering, title: 'Write the architecture overview', done: true },
  ];
  // One at a time: a transaction carries one query at a time.
  for (const spec of specs) await buildTask(db, spec);
  await db.insert(taskNotes).values({
    memberId: me,
    title: 'Ideas for the team day',
    html: '<ul><li>Escape room</li><li>Cooking class</li><li>Boat trip</li></ul>',
  });
}
