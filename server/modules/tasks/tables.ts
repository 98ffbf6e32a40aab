import { sql } from 'drizzle-orm';
import { date, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, timestampColumn, updatedAt } from '../../db/columns.js';

export type ChecklistItem = { id: string; text: string; done: boolean };

/**
 * Tasks. A personal task (`group_id` null) is seen by its creator and assignees, a group task by
 * whoever sees the group's content; `visibility` holds those keys (platform/visibility/keys.ts) so
 * that every list filters in SQL. Member and group ids are plain columns: those tables belong to
 * other modules.
 */
export const tasks = pgTable(
  'tasks',
  {
    id: idColumn(),
    creatorId: text('creator_id').notNull(),
    groupId: text('group_id'),
    title: text('title').notNull(),
    descriptionHtml: text('description_html').notNull().default(''),
    descriptionPlain: text('description_plain').notNull().default(''),
    /** The due day in the task's zone; null: no due date. */
    dueDate: date('due_date', { mode: 'string' }),
    /** HH:MM in the task's zone; null: due some time that day. */
    dueTime: text('due_time'),
    dueTimeZone: text('due_time_zone'),
    /** The instant it is due: the time in its zone, or the end of the due day there (overdue after). */
    dueAt: timestampColumn('due_at'),
    /** Minutes before the due time a reminder goes out (date-only tasks: before 09:00 of the day). */
    reminderMinutes: integer('reminder_minutes'),
    /** When the reminder went out, so a retried job sends it once. */
    remindedAt: timestampColumn('reminded_at'),
    priority: text('priority', { enum: ['none', 'low', 'normal', 'high'] })
      .notNull()
      .default('none'),
    checklist: jsonb('checklist').$type<ChecklistItem[]>().notNull().default([]),
    attachmentIds: text('attachment_ids').array().notNull().default(sql`'{}'::text[]`),
    doneAt: timestampColumn('done_at'),
    doneById: text('done_by_id'),
    archivedAt: timestampColumn('archived_at'),
    visibility: text('visibility').array().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('tasks_creator_idx').on(t.creatorId, t.createdAt),
    index('tasks_group_idx').on(t.groupId, t.createdAt),
    index('tasks_visibility_idx').using('gin', t.visibility),
  ],
);

/** Members a task is assigned to, with their answer. */
export const taskAssignees = pgTable(
  'task_assignees',
  {
    taskId: text('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    memberId: text('member_id').notNull(),
    state: text('state', { enum: ['pending', 'accepted', 'declined'] })
      .notNull()
      .default('pending'),
    reason: text('reason'),
    answeredAt: timestampColumn('answered_at'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'task_assignees_pk', columns: [t.taskId, t.memberId] }),
    index('task_assignees_member_idx').on(t.memberId, t.state),
  ],
);

/** A member's star on a task. */
export const taskStars = pgTable(
  'task_stars',
  {
    taskId: text('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    memberId: text('member_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'task_stars_pk', columns: [t.taskId, t.memberId] }),
    index('task_stars_member_idx').on(t.memberId),
  ],
);

/** A member's own order of their "my" list (dragged); tasks without a row follow, newest first. */
export const taskPositions = pgTable(
  'task_positions',
  {
    memberId: text('member_id').notNull(),
    taskId: text('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    position: doublePrecision('position').notNull(),
  },
  (t) => [primaryKey({ name: 'task_positions_pk', columns: [t.memberId, t.taskId] })],
);

/** A member's private rich-text notes (the Tasks section's "notes" tab). */
export const taskNotes = pgTable(
  'task_notes',
  {
    id: idColumn(),
    memberId: text('member_id').notNull(),
    title: text('title').notNull().default(''),
    html: text('html').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('task_notes_member_idx').on(t.memberId, t.updatedAt)],
);
