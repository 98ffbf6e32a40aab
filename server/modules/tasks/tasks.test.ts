import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { addGroupMembership, createGroup, createUpload } from '../../test/factories.js';
import { type Client, newTask, notificationsOf, signedInMember } from './testing.js';

const ids = (page: { tasks: { id: string }[] }) => page.tasks.map((task) => task.id);

describe('tasks', () => {
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

  it('creates a personal task with due date, checklist and sanitised description; only its people see it', async () => {
    const created = await newTask(anna, {
      title: '  Write the report ',
      description_html: '<p>Draft <script>alert(1)</script><strong>now</strong></p>',
      due: { date: '2030-05-02', time: '14:30', time_zone: 'Europe/Berlin' },
      priority: 'high',
      checklist: [{ text: 'Outline' }, { text: 'Figures', done: true }],
    });
    expect(created).toMatchObject({
      title: 'Write the report',
      description_html: '<p>Draft <strong>now</strong></p>',
      due: { date: '2030-05-02', time: '14:30', time_zone: 'Europe/Berlin', at: '2030-05-02T12:30:00.000Z' },
      priority: 'high',
      overdue: false,
      group: null,
      checklist: [
        { text: 'Outline', done: false },
        { text: 'Figures', done: true },
      ],
      can: { edit: true, complete: true, archive: true, destroy: true, answer: false, star: true },
    });
    expect(created.creator.id).toBe(anna.member.id);
    expect((await anna.get(`/api/v1/tasks/${created.id}`)).statusCode).toBe(200);
    // Anybody else: 404 on the task and every action, and nothing in their lists.
    for (const response of [
      await ben.get(`/api/v1/tasks/${created.id}`),
      await ben.patch(`/api/v1/tasks/${created.id}`, { title: 'Mine now' }),
      await ben.put(`/api/v1/tasks/${created.id}/star`, {}),
      await ben.put(`/api/v1/tasks/${created.id}/done`, {}),
      await ben.put(`/api/v1/tasks/${created.id}/answer`, { answer: 'accept' }),
      await ben.del(`/api/v1/tasks/${created.id}`),
    ]) {
      expect(response.statusCode).toBe(404);
    }
    for (const list of ['my', 'assigned', 'declined', 'starred', 'archive']) {
      expect(ids((await ben.get(`/api/v1/tasks?list=${list}`)).json())).not.toContain(created.id);
    }
    expect(ids((await anna.get('/api/v1/tasks?list=my')).json())).toContain(created.id);
  });

  it('answers 4xx with field keys for bad input and writes nothing', async () => {
    const before = (await anna.get('/api/v1/tasks?list=my&per=100')).json().total;
    const empty = await anna.post('/api/v1/tasks', { title: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields.title).toEqual(['tasks.validation_errors.title_empty']);
    const nul = await anna.post('/api/v1/tasks', { title: 'a\u0000b' });
    expect(nul.statusCode).toBe(400);
    const huge = await anna.post('/api/v1/tasks', { title: 'x'.repeat(5000) });
    expect(huge.statusCode).toBe(400);
    const zone = await anna.post('/api/v1/tasks', {
      title: 'Zone',
      due: { date: '2030-01-01', time: null, time_zone: 'Mars/Olympus' },
    });
    expect(zone.statusCode).toBe(422);
    expect(zone.json().error.fields['due.time_zone']).toEqual(['tasks.validation_errors.time_zone_invalid']);
    const farDate = await anna.post('/api/v1/tasks', {
      title: 'Far',
      due: { date: '99999-01-01', time: null, time_zone: 'UTC' },
    });
    expect(farDate.statusCode).toBe(400);
    const badPriority = await anna.post('/api/v1/tasks', { title: 'P', priority: 'urgent' });
    expect(badPriority.statusCode).toBe(400);
    const foreignUpload = await createUpload(t.ctx, ben.member);
    const notMine = await anna.post('/api/v1/tasks', { title: 'Files', attachments: [foreignUpload.id] });
    expect(notMine.statusCode).toBe(422);
    expect((await anna.get('/api/v1/tasks?list=my&per=100')).json().total).toBe(before);
  });

  it('assigns to visible members only; the assignee accepts or declines with a reason and the creator hears of it', async () => {
    const external = await signedInMember(t, { isExternal: true });
    // An external member sees nobody outside their groups: assigning to Anna is refused like an unknown id.
    const hidden = await external.post('/api/v1/tasks', { title: 'Help', assignee_ids: [anna.member.id] });
    expect(hidden.statusCode).toBe(422);
    expect(hidden.json().error.fields.assignee_ids).toEqual(['tasks.validation_errors.assignee_unknown']);
    const unknown = await anna.post('/api/v1/tasks', {
      title: 'Help',
      assignee_ids: ['0123456789abcdef01234567'],
    });
    expect(unknown.json().error.fields.assignee_ids).toEqual(['tasks.validation_errors.assignee_unknown']);

    const created = await newTask(anna, {
      title: 'Book the room',
      assignee_ids: [ben.member.id, carla.member.id],
    });
    expect(created.assignees.map((a: { state: string }) => a.state)).toEqual(['pending', 'pending']);
    const benSees = (await ben.get(`/api/v1/tasks/${created.id}`)).json();
    expect(benSees.my_assignment).toEqual({ state: 'pending', reason: null });
    expect(benSees.can).toMatchObject({ answer: true, edit: false, complete: true, destroy: false });
    expect((await notificationsOf(ben)).map((n) => n.kind)).toContain('tasks.assigned');
    expect(ids((await ben.get('/api/v1/tasks?list=my')).json())).toContain(created.id);
    expect(ids((await anna.get('/api/v1/tasks?list=assigned')).json())).toContain(created.id);
    // Ben may not edit what Anna made.
    expect((await ben.patch(`/api/v1/tasks/${created.id}`, { title: 'x' })).statusCode).toBe(403);

    const declined = await ben.put(`/api/v1/tasks/${created.id}/answer`, {
      answer: 'decline',
      reason: 'On holiday',
    });
    expect(declined.statusCode).toBe(200);
    expect(declined.json().my_assignment).toEqual({ state: 'declined', reason: 'On holiday' });
    expect(declined.json().can.complete).toBe(false);
    expect(ids((await ben.get('/api/v1/tasks?list=my')).json())).not.toContain(created.id);
    expect(ids((await ben.get('/api/v1/tasks?list=declined')).json())).toContain(created.id);
    expect(ids((await anna.get('/api/v1/tasks?list=declined')).json())).toContain(created.id);
    const annaNotes = await notificationsOf(anna);
    expect(annaNotes.find((n) => n.kind === 'tasks.declined')?.data).toMatchObject({
      title: 'Book the room',
      reason: 'On holiday',
    });
    const accepted = await carla.put(`/api/v1/tasks/${created.id}/answer`, {
      answer: 'accept',
      reason: 'ignored',
    });
    expect(accepted.json().my_assignment).toEqual({ state: 'accepted', reason: null });
    expect((await notificationsOf(anna)).map((n) => n.kind)).toContain('tasks.accepted');
    // Only assignees answer.
    expect((await anna.put(`/api/v1/tasks/${created.id}/answer`, { answer: 'accept' })).statusCode).toBe(404);

    // Taking Ben off the task hides it from him everywhere.
    await anna.patch(`/api/v1/tasks/${created.id}`, { assignee_ids: [carla.member.id] });
    expect((await ben.get(`/api/v1/tasks/${created.id}`)).statusCode).toBe(404);
    expect(ids((await ben.get('/api/v1/tasks?list=declined')).json())).not.toContain(created.id);
    expect((await notificationsOf(ben)).filter((n) => n.url === `/tasks/${created.id}`)).toEqual([]);
  });

  it('keeps group tasks to the group: members see and add them, others get 404', async () => {
    const group = await createGroup(t.ctx.db, { access: 'closed' });
    await addGroupMembership(t.ctx.db, group.id, anna.member.id);
    await addGroupMembership(t.ctx.db, group.id, ben.member.id);
    const created = await newTask(anna, {
      title: 'Group chore',
      group_id: group.slug,
      assignee_ids: [ben.member.id],
    });
    expect(created.group).toEqual({ id: group.id, slug: group.slug, name: group.name });
    const outsider = carla;
    expect((await outsider.get(`/api/v1/tasks/${created.id}`)).statusCode).toBe(404);
    expect((await outsider.get(`/api/v1/groups/${group.slug}/tasks`)).statusCode).toBe(404);
    expect((await outsider.get(`/api/v1/tasks?list=my&group_id=${group.id}`)).statusCode).toBe(404);
    const refused = await outsider.post('/api/v1/tasks', { title: 'Sneak', group_id: group.id });
    expect(refused.statusCode).toBe(404);
    // Assignees of a group task must be its members.
    const notMember = await anna.post('/api/v1/tasks', {
      title: 'Outside help',
      group_id: group.id,
      assignee_ids: [outsider.member.id],
    });
    expect(notMember.statusCode).toBe(422);
    expect(notMember.json().error.fields.assignee_ids).toEqual([
      'tasks.validation_errors.assignee_not_in_group',
    ]);

    const list = (await ben.get(`/api/v1/groups/${group.slug}/tasks`)).json();
    expect(ids(list)).toEqual([created.id]);
    expect(list.can.create).toBe(true);
    // An open group's content is visible to internal members, who may read but not add tasks.
    const open = await createGroup(t.ctx.db, { access: 'open' });
    await addGroupMembership(t.ctx.db, open.id, anna.member.id);
    const openTask = await newTask(anna, { title: 'Open chore', group_id: open.id });
    const onlooker = (await outsider.get(`/api/v1/groups/${open.id}/tasks`)).json();
    expect(ids(onlooker)).toEqual([openTask.id]);
    expect(onlooker.can.create).toBe(false);
    expect(onlooker.tasks[0].can).toMatchObject({ edit: false, complete: false, destroy: false, star: true });

    // The group becomes closed: its tasks follow the new audience.
    const admin = await signedInMember(t, { isNetworkAdmin: true });
    const closed = await admin.put(`/groups/${open.slug}`, { group: { access: 'closed' } });
    expect(closed.statusCode).toBe(200);
    expect((await outsider.get(`/api/v1/tasks/${openTask.id}`)).statusCode).toBe(404);
  });

  it('lists: done and archived tasks leave "my" for the archive; stars; filters, sorting, search, paging', async () => {
    const me = await signedInMember(t);
    const late = await newTask(me, {
      title: 'Late one',
      due: { date: '2020-01-01', time: null, time_zone: 'UTC' },
    });
    const high = await newTask(me, { title: 'Important', priority: 'high' });
    const low = await newTask(me, { title: 'Someday', priority: 'low', description_html: '<p>kiwi jam</p>' });
    expect(late.overdue).toBe(true);

    const byPriority = (await me.get('/api/v1/tasks?list=my&sort=priority')).json();
    expect(ids(byPriority)).toEqual([high.id, low.id, late.id]);
    expect(ids((await me.get('/api/v1/tasks?list=my&due=overdue')).json())).toEqual([late.id]);
    expect(ids((await me.get('/api/v1/tasks?list=my&priority=low')).json())).toEqual([low.id]);
    expect(ids((await me.get('/api/v1/tasks?list=my&q=KIWI')).json())).toEqual([low.id]);
    expect(ids((await me.get('/api/v1/tasks?list=my&q=100%25')).json())).toEqual([]);
    const paged = (await me.get('/api/v1/tasks?list=my&sort=created&per=2&page=2')).json();
    expect(paged).toMatchObject({ total: 3, page: 2, per: 2 });
    expect(ids(paged)).toEqual([late.id]);
    expect((await me.get('/api/v1/tasks?list=nope')).statusCode).toBe(400);
    expect((await me.get('/api/v1/tasks?per=100000')).statusCode).toBe(400);

    await me.put(`/api/v1/tasks/${high.id}/star`, {});
    expect(ids((await me.get('/api/v1/tasks?list=starred')).json())).toEqual([high.id]);
    const done = (await me.put(`/api/v1/tasks/${high.id}/done`, {})).json();
    expect(done.done_at).not.toBeNull();
    await me.put(`/api/v1/tasks/${low.id}/archive`, {});
    expect(ids((await me.get('/api/v1/tasks?list=my')).json())).toEqual([late.id]);
    expect(new Set(ids((await me.get('/api/v1/tasks?list=archive')).json()))).toEqual(
      new Set([high.id, low.id]),
    );
    // An archived task takes no edits until restored.
    expect((await me.patch(`/api/v1/tasks/${low.id}`, { title: 'x' })).statusCode).toBe(403);
    await me.del(`/api/v1/tasks/${low.id}/archive`);
    expect((await me.patch(`/api/v1/tasks/${low.id}`, { title: 'Back' })).json().title).toBe('Back');
    await me.del(`/api/v1/tasks/${high.id}/done`);
    expect(ids((await me.get('/api/v1/tasks?list=my')).json())).toHaveLength(3);
  });

  it('keeps each member their own order of "my", refusing tasks that are not theirs', async () => {
    const me = await signedInMember(t);
    const a = await newTask(me, { title: 'A' });
    const b = await newTask(me, { title: 'B' });
    const c = await newTask(me, { title: 'C' });
    // Newest first until dragged.
    expect(ids((await me.get('/api/v1/tasks?list=my')).json())).toEqual([c.id, b.id, a.id]);
    expect((await me.put('/api/v1/tasks/order', { ids: [a.id, c.id, b.id] })).statusCode).toBe(204);
    expect(ids((await me.get('/api/v1/tasks?list=my')).json())).toEqual([a.id, c.id, b.id]);
    const foreign = await newTask(anna, { title: 'Not yours' });
    const refused = await me.put('/api/v1/tasks/order', { ids: [foreign.id, a.id] });
    expect(refused.statusCode).toBe(422);
    // A quick-added task lands on top.
    const d = await newTask(me, { title: 'D' });
    expect(ids((await me.get('/api/v1/tasks?list=my')).json())).toEqual([d.id, a.id, c.id, b.id]);
  });

  it('lets assignees tick checklist items but not rewrite them; edits keep item ids', async () => {
    const created = await newTask(anna, {
      title: 'Checklist',
      checklist: [{ text: 'One' }, { text: 'Two' }],
      assignee_ids: [ben.member.id],
    });
    const [one, two] = created.checklist;
    const ticked = await ben.put(`/api/v1/tasks/${created.id}/checklist/${two.id}`, { done: true });
    expect(ticked.json().checklist).toEqual([one, { ...two, done: true }]);
    expect((await ben.put(`/api/v1/tasks/${created.id}/checklist/nope`, { done: true })).statusCode).toBe(
      404,
    );
    const edited = await anna.patch(`/api/v1/tasks/${created.id}`, {
      checklist: [
        { id: two.id, text: 'Two!', done: true },
        { id: 'forged', text: 'Three' },
      ],
    });
    const items = edited.json().checklist;
    expect(items[0]).toEqual({ id: two.id, text: 'Two!', done: true });
    expect(items[1].id).not.toBe('forged');
  });

  it('attaches the creator’s uploads, readable by whoever sees the task', async () => {
    const upload = await createUpload(t.ctx, anna.member, { name: 'plan.txt' });
    const created = await newTask(anna, {
      title: 'With file',
      attachments: [upload.id],
      assignee_ids: [ben.member.id],
    });
    expect(created.attachments.map((file: { id: string }) => file.id)).toEqual([upload.id]);
    expect((await ben.get(created.attachments[0].url)).statusCode).toBe(200);
    expect((await carla.get(created.attachments[0].url)).statusCode).toBe(404);
  });

  it('keeps notes private to their member', async () => {
    const created = await anna.post('/api/v1/task_notes', {
      title: 'Ideas',
      html_content: '<p>a<img src=x onerror=y></p>',
    });
    expect(created.statusCode).toBe(201);
    const noteId = created.json().id;
    expect(created.json().html_content).not.toContain('onerror');
    expect((await anna.get('/api/v1/task_notes')).json().notes.map((n: { id: string }) => n.id)).toContain(
      noteId,
    );
    expect((await ben.get('/api/v1/task_notes')).json().notes).toEqual([]);
    expect((await ben.put(`/api/v1/task_notes/${noteId}`, { title: 'Mine' })).statusCode).toBe(404);
    expect((await ben.del(`/api/v1/task_notes/${noteId}`)).statusCode).toBe(404);
    expect((await anna.put(`/api/v1/task_notes/${noteId}`, { title: 'Better' })).json().title).toBe('Better');
    expect((await anna.del(`/api/v1/task_notes/${noteId}`)).statusCode).toBe(204);
    expect((await anna.get('/api/v1/task_notes')).json().notes).toEqual([]);
  });

  it('deletes a task with its notifications', async () => {
    const created = await newTask(anna, { title: 'Short-lived', assignee_ids: [ben.member.id] });
    expect((await ben.del(`/api/v1/tasks/${created.id}`)).statusCode).toBe(403);
    expect((await anna.del(`/api/v1/tasks/${created.id}`)).statusCode).toBe(204);
    expect((await anna.get(`/api/v1/tasks/${created.id}`)).statusCode).toBe(404);
    expect((await notificationsOf(ben)).filter((n) => n.url === `/tasks/${created.id}`)).toEqual([]);
  });
});
