/** The notification kinds of tasks (registered in module.ts under the settings category `tasks`). */
export const NOTIFICATION_KINDS = {
  /** To each new assignee. */
  assigned: 'tasks.assigned',
  /** To the creator when an assignee accepts. */
  accepted: 'tasks.accepted',
  /** To the creator when an assignee declines, with the reason. */
  declined: 'tasks.declined',
  /** To the creator and the assignees who did not decline, before the due time. */
  reminder: 'tasks.reminder',
} as const;

export const NOTIFICATION_CATEGORY = 'tasks';
