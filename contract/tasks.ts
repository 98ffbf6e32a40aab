import { z } from 'zod';
import { attachment } from './activities.js';
import { memberRow } from './members.js';
import { isoDate, queryInteger } from './primitives.js';

/**
 * Tasks (the user bar's Tasks section `/tasks` and the group tab "tasks"; the spec names them but
 * does not describe them). Personal tasks are seen by their creator and assignees, group tasks by
 * whoever sees the group's content. Notes are the member's private rich-text notes.
 */
export const tasksPaths = {
  /** GET tasksQuery -> tasksPage; POST createTaskBody -> 201 task. */
  tasks: '/api/v1/tasks',
  /** GET -> task; PATCH updateTaskBody -> task; DELETE -> 204. */
  task: (id: string) => `/api/v1/tasks/${id}`,
  /** PUT answerBody -> task: the viewer accepts or declines their assignment. */
  answer: (id: string) => `/api/v1/tasks/${id}/answer`,
  /** PUT -> task (starred); DELETE -> task (not starred). */
  star: (id: string) => `/api/v1/tasks/${id}/star`,
  /** PUT -> task (done); DELETE -> task (open again). */
  done: (id: string) => `/api/v1/tasks/${id}/done`,
  /** PUT -> task (archived); DELETE -> task (restored). */
  archive: (id: string) => `/api/v1/tasks/${id}/archive`,
  /** PUT checklistItemBody -> task: ticks or unticks one checklist item. */
  checklistItem: (id: string, itemId: string) => `/api/v1/tasks/${id}/checklist/${itemId}`,
  /** PUT orderBody -> 204: the viewer's own order of their "my" list. */
  order: '/api/v1/tasks/order',
  /** GET tasksQuery (without list) -> tasksPage of the group; 404 when its content is hidden. */
  groupTasks: (group: string) => `/api/v1/groups/${group}/tasks`,
  /** GET -> notesList; POST noteBody -> 201 note. */
  notes: '/api/v1/task_notes',
  /** PUT noteBody -> note; DELETE -> 204. */
  note: (id: string) => `/api/v1/task_notes/${id}`,
} as const;

export const TASK_LISTS = ['my', 'assigned', 'declined', 'starred', 'archive'] as const;
export type TaskList = (typeof TASK_LISTS)[number];
/** The tabs of `/tasks`: the five lists and the notes. */
export const TASK_TABS = [...TASK_LISTS, 'notes'] as const;
export type TaskTab = (typeof TASK_TABS)[number];

export const TASK_PRIORITIES = ['none', 'low', 'normal', 'high'] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];
export const TASK_SORTS = ['manual', 'due', 'priority', 'created'] as const;
export const TASK_STATUSES = ['open', 'done', 'all'] as const;
export const TASK_DUE_FILTERS = ['overdue', 'today', 'week', 'none'] as const;
/** Minutes before the due time a reminder goes out; null: none. */
export const TASK_REMINDERS = [0, 15, 60, 1440, 2880, 10080] as const;

export const TASK_TITLE_MAX = 200;
export const TASK_DESCRIPTION_MAX = 100_000;
export const TASK_CHECKLIST_MAX = 100;
export const TASK_CHECKLIST_TEXT_MAX = 500;
export const TASK_ASSIGNEES_MAX = 20;
export const TASK_REASON_MAX = 1000;
export const NOTE_TITLE_MAX = 200;
export const NOTE_CONTENT_MAX = 100_000;

const id = z.string().min(1).max(100);
const title = z
  .string()
  .trim()
  .min(1, 'tasks.validation_errors.title_empty')
  .max(TASK_TITLE_MAX, 'tasks.validation_errors.title_too_long');

/**
 * A due day, with a time of day and the IANA zone it is meant in, or without time (due some time
 * that day wherever the member is).
 */
export const dueInput = z.object({
  date: isoDate(),
  time: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'tasks.validation_errors.time_invalid')
    .nullable()
    .default(null),
  time_zone: z.string().min(1).max(64),
});
export type DueInput = z.infer<typeof dueInput>;

export const checklistItemInput = z.object({
  /** An existing item's id keeps it; a new item has none. */
  id: id.optional(),
  text: z
    .string()
    .trim()
    .min(1, 'tasks.validation_errors.checklist_text_empty')
    .max(TASK_CHECKLIST_TEXT_MAX, 'tasks.validation_errors.checklist_text_too_long'),
  done: z.boolean().default(false),
});

const reminder = z
  .number()
  .int()
  .refine(
    (value) => (TASK_REMINDERS as readonly number[]).includes(value),
    'tasks.validation_errors.reminder_invalid',
  )
  .nullable();

export const createTaskBody = z.object({
  title,
  description_html: z
    .string()
    .max(TASK_DESCRIPTION_MAX, 'tasks.validation_errors.description_too_long')
    .default(''),
  /** A group task (id or slug); null: a personal task. */
  group_id: z.string().max(200).nullable().default(null),
  due: dueInput.nullable().default(null),
  reminder_minutes: reminder.default(null),
  priority: z.enum(TASK_PRIORITIES).default('none'),
  checklist: z
    .array(checklistItemInput)
    .max(TASK_CHECKLIST_MAX, 'tasks.validation_errors.checklist_too_long')
    .default([]),
  assignee_ids: z.array(id).max(TASK_ASSIGNEES_MAX, 'tasks.validation_errors.too_many_assignees').default([]),
  /** The viewer's own uploads to attach. */
  attachments: z.array(id).max(50).default([]),
});
export type CreateTaskBody = z.input<typeof createTaskBody>;

/** Only what is sent changes; `attachments` lists every file the task keeps plus new uploads. */
export const updateTaskBody = z.object({
  title: title.optional(),
  description_html: z
    .string()
    .max(TASK_DESCRIPTION_MAX, 'tasks.validation_errors.description_too_long')
    .optional(),
  due: dueInput.nullable().optional(),
  reminder_minutes: reminder.optional(),
  priority: z.enum(TASK_PRIORITIES).optional(),
  checklist: z
    .array(checklistItemInput)
    .max(TASK_CHECKLIST_MAX, 'tasks.validation_errors.checklist_too_long')
    .optional(),
  assignee_ids: z.array(id).max(TASK_ASSIGNEES_MAX, 'tasks.validation_errors.too_many_assignees').optional(),
  attachments: z.array(id).max(50).optional(),
});
export type UpdateTaskBody = z.input<typeof updateTaskBody>;

export const answerBody = z.object({
  answer: z.enum(['accept', 'decline']),
  reason: z.string().trim().max(TASK_REASON_MAX, 'tasks.validation_errors.reason_too_long').default(''),
});
export type AnswerBody = z.input<typeof answerBody>;

export const checklistItemBody = z.object({ done: z.boolean() });
export const orderBody = z.object({ ids: z.array(id).min(1).max(500) });

export const tasksQuery = z.object({
  list: z.enum(TASK_LISTS).default('my'),
  status: z.enum(TASK_STATUSES).optional(),
  priority: z.enum(TASK_PRIORITIES).optional(),
  due: z.enum(TASK_DUE_FILTERS).optional(),
  group_id: z.string().max(200).optional(),
  q: z.string().max(200).optional(),
  sort: z.enum(TASK_SORTS).optional(),
  page: queryInteger(1, 10_000).default(1),
  per: queryInteger(1, 100).default(25),
});
export type TasksQuery = z.input<typeof tasksQuery>;

export const taskDue = z.object({
  date: z.string(),
  time: z.string().nullable(),
  time_zone: z.string(),
  /** The instant the task is due: the time in its zone, or the end of the due day there. */
  at: z.string(),
});

export const assignment = z.object({
  member: memberRow,
  state: z.enum(['pending', 'accepted', 'declined']),
  reason: z.string().nullable(),
  answered_at: z.string().nullable(),
});
export type Assignment = z.infer<typeof assignment>;

export const task = z.object({
  id: z.string(),
  title: z.string(),
  description_html: z.string(),
  group: z.object({ id: z.string(), slug: z.string(), name: z.string() }).nullable(),
  creator: memberRow.nullable(),
  due: taskDue.nullable(),
  overdue: z.boolean(),
  reminder_minutes: z.number().nullable(),
  priority: z.enum(TASK_PRIORITIES),
  checklist: z.array(z.object({ id: z.string(), text: z.string(), done: z.boolean() })),
  attachments: z.array(attachment),
  /** Assignees the viewer may see; a hidden member is left out. */
  assignees: z.array(assignment),
  /** The viewer's own assignment, when they are an assignee. */
  my_assignment: z
    .object({ state: z.enum(['pending', 'accepted', 'declined']), reason: z.string().nullable() })
    .nullable(),
  starred: z.boolean(),
  done_at: z.string().nullable(),
  archived_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  can: z.object({
    edit: z.boolean(),
    complete: z.boolean(),
    archive: z.boolean(),
    destroy: z.boolean(),
    answer: z.boolean(),
    star: z.boolean(),
    reorder: z.boolean(),
  }),
});
export type Task = z.infer<typeof task>;

export const tasksPage = z.object({
  tasks: z.array(task),
  total: z.number(),
  page: z.number(),
  per: z.number(),
  /** May the viewer add tasks here (always on `/tasks`; group members in a group). */
  can: z.object({ create: z.boolean() }),
});
export type TasksPage = z.infer<typeof tasksPage>;

export const noteBody = z.object({
  title: z.string().trim().max(NOTE_TITLE_MAX, 'tasks.validation_errors.note_title_too_long').default(''),
  html_content: z.string().max(NOTE_CONTENT_MAX, 'tasks.validation_errors.note_too_long').default(''),
});
export type NoteBody = z.input<typeof noteBody>;

export const note = z.object({
  id: z.string(),
  title: z.string(),
  html_content: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Note = z.infer<typeof note>;
export const notesList = z.object({ notes: z.array(note) });
