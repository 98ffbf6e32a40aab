import type { Db } from '../../db/client.js';
import { buildTask, type TaskSpec } from '../../db/seed/build/tasks.js';

/** A task written directly (no notifications, no reminder job); tests of those go through the API. */
export const createTask = (db: Db, spec: TaskSpec) => buildTask(db, spec);
