import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { sendReminder } from './reminders.js';
import {
  type Client,
  newTask,
  notificationsOf,
  queuedReminders,
  runRemindersNow,
  signedInMember,
} from './testing.js';

const reminders = async (client: Client, taskId: string) =>
  (await notificationsOf(client)).filter((n) => n.kind === 'tasks.reminder' && n.url === `/tasks/${taskId}`);

describe('task reminders and the calendar feed', () => {
  let t: TestApp;
  let anna: Client;
  let ben: Client;
  let carla: Client;
  beforeAll(async () => {
    t = await createTestApp();
    anna = await signedInMember(t);
    ben = await signedInMember(t);
    carla = await signedInMember(t);
  });
  afterAll(() => t.close());

  it('queues the reminder with the task, at the due time less the lead; date-only tasks count back from 09:00', async () => {
    const timed = await newTask(anna, {
      title: 'Timed',
      due: { date: '2031-03-10', time: '10:00', time_zone: 'Europe/Berlin' },
      reminder_minutes: 60,
    });
    const dateOnly = await newTask(anna, {
      title: 'Date only',
      due: { date: '2031-03-11', time: null, time_zone: 'Europe/Berlin' },
      reminder_minutes: 1440,
    });
    const none = await newTask(anna, {
      title: 'No reminder',
      due: { date: '2031-03-12', time: null, time_zone: 'UTC' },
    });
    const queued = await queuedReminders(t);
    const at = (id: string) =>
      queued.filter((job) => job.payload.taskId === id).map((job) => job.runAt.toISOString());
    expect(at(timed.id)).toEqual(['2031-03-10T08:00:00.000Z']);
    expect(at(dateOnly.id)).toEqual(['2031-03-10T08:00:00.000Z']);
    expect(at(none.id)).toEqual([]);
  });

  it('reminds the creator and the assignees who did not decline, once, at the current due time only', async () => {
    const created = await newTask(anna, {
      title: 'Send the invoice',
      due: { date: '2031-06-01', time: '09:00', time_zone: 'UTC' },
      reminder_minutes: 15,
      assignee_ids: [ben.member.id, carla.member.id],
    });
    await carla.put(`/api/v1/tasks/${created.id}/answer`, { answer: 'decline' });
    // Moving the due date queues a new reminder; the old job finds its time outdated and sends nothing.
    await anna.patch(`/api/v1/tasks/${created.id}`, {
      due: { date: '2031-06-02', time: '09:00', time_zone: 'UTC' },
    });
    const queued = (await queuedReminders(t)).filter((job) => job.payload.taskId === created.id);
    expect(queued.map((job) => job.runAt.toISOString()).sort()).toEqual([
      '2031-06-01T08:45:00.000Z',
      '2031-06-02T08:45:00.000Z',
    ]);
    await runRemindersNow(t);
    expect(await reminders(anna, created.id)).toHaveLength(1);
    expect(await reminders(ben, created.id)).toHaveLength(1);
    expect(await reminders(carla, created.id)).toHaveLength(0);
    expect((await reminders(ben, created.id))[0]?.data).toMatchObject({ title: 'Send the invoice' });
    // A job that runs again (a retry after a crash) sends nothing more.
    const countOf = async () => ((await reminders(ben, created.id))[0] as unknown as { count: number }).count;
    const first = await countOf();
    for (const job of queued) await sendReminder(t.ctx, job.payload);
    expect(await countOf()).toBe(first);
  });

  it('never reminds of done or archived tasks', async () => {
    const done = await newTask(anna, {
      title: 'Done early',
      due: { date: '2031-07-01', time: '09:00', time_zone: 'UTC' },
      reminder_minutes: 0,
      assignee_ids: [ben.member.id],
    });
    const archived = await newTask(anna, {
      title: 'Put away',
      due: { date: '2031-07-01', time: '09:00', time_zone: 'UTC' },
      reminder_minutes: 0,
      assignee_ids: [ben.member.id],
    });
    await ben.put(`/api/v1/tasks/${done.id}/done`, {});
    await anna.put(`/api/v1/tasks/${archived.id}/archive`, {});
    await runRemindersNow(t);
    expect(await reminders(ben, done.id)).toEqual([]);
    expect(await reminders(ben, archived.id)).toEqual([]);
    expect(await reminders(anna, archived.id)).toEqual([]);
  });

  it('shows open tasks with a due date as all-day items of the member’s feed, and nobody else’s', async () => {
    const token = (await ben.post('/api/v1/members/me/authentication_token')).json().token;
    const visible = await newTask(anna, {
      title: 'Quarterly review',
      due: { date: '2031-09-15', time: '16:00', time_zone: 'Europe/Berlin' },
      assignee_ids: [ben.member.id],
    });
    const declined = await newTask(anna, {
      title: 'Declined thing',
      due: { date: '2031-09-16', time: null, time_zone: 'UTC' },
      assignee_ids: [ben.member.id],
    });
    await ben.put(`/api/v1/tasks/${declined.id}/answer`, { answer: 'decline' });
    const hidden = await newTask(carla, {
      title: 'Carla private',
      due: { date: '2031-09-17', time: null, time_zone: 'UTC' },
    });
    const feed = await t.app.inject({ method: 'GET', url: `/appointments.ics?auth_token=${token}` });
    expect(feed.statusCode).toBe(200);
    const text = feed.body.replace(/\r\n /g, '');
    expect(text).toContain('SUMMARY:Quarterly review');
    expect(text).toContain('DTSTART;VALUE=DATE:20310915');
    expect(text).toContain('TRANSP:TRANSPARENT');
    expect(text).toContain(`UID:task-${visible.id}@`);
    expect(text).not.toContain(declined.id);
    expect(text).not.toContain(hidden.id);
    expect(text).not.toContain('Carla private');
    const personal = await t.app.inject({
      method: 'GET',
      url: `/calendars/my/appointments.ics?auth_token=${token}`,
    });
    expect(personal.body).toContain(`task-${visible.id}`);
    // Done tasks leave the feed.
    await ben.put(`/api/v1/tasks/${visible.id}/done`, {});
    const after = await t.app.inject({ method: 'GET', url: `/appointments.ics?auth_token=${token}` });
    expect(after.body).not.toContain(visible.id);
  });
});
