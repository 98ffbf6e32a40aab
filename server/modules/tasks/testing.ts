import { eq } from 'drizzle-orm';
import { jobs } from '../../platform/jobs/tables.js';
import type { TestApp } from '../../test/app.js';
import { signedInMember } from '../appointments/testing.js';

export type Client = Awaited<ReturnType<typeof signedInMember>>;
export { signedInMember };

/** Creates a task through the API and answers its JSON (fails the test on any other status). */
export async function newTask(client: Client, body: Record<string, unknown>) {
  const response = await client.post('/api/v1/tasks', { title: 'A task', ...body });
  if (response.statusCode !== 201)
    throw new Error(`task not created: ${response.statusCode} ${response.body}`);
  return response.json();
}

/** The notification entries of a member, newest first. */
export async function notificationsOf(client: Client) {
  return (await client.get('/api/v1/notifications?filter=all')).json().entries as {
    kind: string;
    url: string;
    data: Record<string, unknown>;
  }[];
}

/** The reminder jobs still queued, oldest first. */
export async function queuedReminders(t: TestApp) {
  const rows = await t.ctx.db.select().from(jobs).where(eq(jobs.type, 'tasks.reminder'));
  return rows.filter((row) => row.status === 'queued');
}

/** Makes every queued reminder due now and runs them (the runner's test helper instead of waiting). */
export async function runRemindersNow(t: TestApp) {
  await t.ctx.db
    .update(jobs)
    .set({ runAt: new Date(0) })
    .where(eq(jobs.type, 'tasks.reminder'));
  await t.ctx.jobs.drain();
}
