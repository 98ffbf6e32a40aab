import { defineModule } from '../../platform/modules/module.js';
import { attachmentsOfVisibleOwners } from '../../platform/visibility/attachments.js';
import { visibilityHolders } from '../../platform/visibility/keys.js';
import { calendarFeedSources } from '../calendars/service.js';
import { attachmentOwners } from '../files/service.js';
import { notificationKinds } from '../notifications/service.js';
import { taskFeedItems } from './calendar-feed.js';
import { NOTIFICATION_CATEGORY, NOTIFICATION_KINDS } from './notifications.js';
import { TASK_SUBJECT } from './present.js';
import { defineReminderJob } from './reminders.js';
import { tasksRoutes } from './routes.js';
import { followGroupAudience } from './service.js';
import { tasks } from './tables.js';

/**
 * Tasks and notes: personal and group tasks with assignees who accept or decline, stars, checklists,
 * attachments, reminders before the due time, the member's calendar feed; and private notes.
 * Tasks are in no global search (the spec's search modules do not name them): the lists search
 * within themselves (`q`).
 */
export const tasksModule = defineModule({
  name: 'tasks',
  setup(ctx) {
    for (const kind of Object.values(NOTIFICATION_KINDS)) {
      ctx.extensions.add(notificationKinds, kind, { category: NOTIFICATION_CATEGORY });
    }
    ctx.extensions.add(attachmentOwners, TASK_SUBJECT, (db, viewer, files) =>
      attachmentsOfVisibleOwners(ctx, db, viewer, files, {
        table: tasks,
        id: tasks.id,
        visibility: tasks.visibility,
      }),
    );
    ctx.extensions.add(calendarFeedSources, 'tasks', (owner) => taskFeedItems(ctx, owner));
    ctx.extensions.add(visibilityHolders, 'tasks', (tx, subject, keys) =>
      followGroupAudience(ctx, tx, subject, keys),
    );
    defineReminderJob(ctx);
  },
  routes: tasksRoutes,
});
