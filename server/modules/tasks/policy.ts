import type { Task } from '../../../contract/tasks.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { visibleTo } from '../../platform/visibility/keys.js';
import { canAdministrateGroup, canSeeContent, type GroupState } from '../groups/policy.js';
import type { taskAssignees, tasks } from './tables.js';

/**
 * Who may do what with a task. Seeing one is decided by its visibility keys (the creator and the
 * assignees for a personal task, the group's content keys for a group task), so lists filter in SQL;
 * these functions decide the actions and produce the `can` flags from the same rules.
 */
export type TaskRecord = typeof tasks.$inferSelect;
export type AssigneeRecord = typeof taskAssignees.$inferSelect;

export type TaskFacts = {
  task: TaskRecord;
  /** The viewer's own assignment, if any. */
  assignment: AssigneeRecord | null;
  /** The viewer's standing in the task's group (group tasks only). */
  group: GroupState | null;
};

/** The keys of a personal task: its creator and everyone assigned (declined ones too, to see it). */
export function personalTaskKeys(creatorId: string, assigneeIds: readonly string[]): string[] {
  return [...new Set([creatorId, ...assigneeIds])].map(visibleTo.member);
}

const administersGroupOf = (viewer: Viewer, facts: TaskFacts) =>
  facts.task.groupId !== null && facts.group !== null && canAdministrateGroup(viewer, facts.group);

/** Title, description, due date, checklist texts, assignees, attachments: the creator, a group's administrators. */
export function canEditTask(viewer: Viewer, facts: TaskFacts): boolean {
  return facts.task.creatorId === viewer.id || administersGroupOf(viewer, facts);
}

/** Done or open again, ticking checklist items: who edits it, and assignees who did not decline. */
export function canCompleteTask(viewer: Viewer, facts: TaskFacts): boolean {
  if (facts.task.archivedAt) return false;
  return canEditTask(viewer, facts) || (facts.assignment !== null && facts.assignment.state !== 'declined');
}

export const canArchiveTask = canEditTask;
export const canDestroyTask = canEditTask;

/** Accepting or declining is the assignee's own; an archived task takes no answers. */
export function canAnswerTask(_viewer: Viewer, facts: TaskFacts): boolean {
  return facts.assignment !== null && facts.task.archivedAt === null;
}

/** The viewer's "my" list holds the task: they made it or are assigned and did not decline. */
export function isInMyList(viewer: Viewer, facts: TaskFacts): boolean {
  return (
    facts.task.creatorId === viewer.id || (facts.assignment !== null && facts.assignment.state !== 'declined')
  );
}

/** Group tasks are added by the group's members (and those who administrate it), never by onlookers. */
export function canCreateGroupTask(viewer: Viewer, group: GroupState): boolean {
  if (group.group.archived) return false;
  return (
    (group.membership?.status === 'member' && canSeeContent(viewer, group)) ||
    canAdministrateGroup(viewer, group)
  );
}

export function taskCan(viewer: Viewer, facts: TaskFacts): Task['can'] {
  return {
    edit: canEditTask(viewer, facts) && facts.task.archivedAt === null,
    complete: canCompleteTask(viewer, facts),
    archive: canArchiveTask(viewer, facts),
    destroy: canDestroyTask(viewer, facts),
    answer: canAnswerTask(viewer, facts),
    star: true,
    reorder: isInMyList(viewer, facts),
  };
}
