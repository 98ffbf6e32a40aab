import { ACTIVITY_PUBLISHER, activityPublishers, searchIndexers } from '../../platform/modules/extensions.js';
import { defineModule } from '../../platform/modules/module.js';
import { addStatisticsCounters } from '../../platform/statistics.js';
import { attachmentsOfVisibleOwners } from '../../platform/visibility/attachments.js';
import { crawlFinishedListeners } from '../crawls/service.js';
import { attachmentOwners } from '../files/service.js';
import { notificationKinds } from '../notifications/service.js';
import { activityUnreadCounters, unreadCounters } from '../unreads/service.js';
import { fillLinkPreviews } from './link-preview.js';
import { ACTIVITY_SUBJECT } from './present.js';
import { activityRoutes } from './routes.js';
import { activitySearchIndexer } from './search-index.js';
import { activitiesPublished, publishActivity } from './service.js';
import { activityStatistics } from './statistics.js';
import { activities } from './tables.js';
import { countUnreadActivities, unreadActivitiesByStream } from './unreads.js';
import { ACTIVITY_SEARCH_MODULE, NOTIFICATION_KINDS } from './write.js';

/**
 * Activity streams: network and group streams, posts, replies and likes, their notifications, the
 * Activitystreams unread count, the atom feeds and their search documents. Other modules publish through service.ts.
 */
export const activitiesModule = defineModule({
  name: 'activities',
  setup(ctx) {
    addStatisticsCounters(ctx.extensions, 'activities', activityStatistics);
    ctx.extensions.add(unreadCounters, 'Activitystreams', (_db, memberId) =>
      countUnreadActivities(ctx, memberId),
    );
    ctx.extensions.add(activityUnreadCounters, 'streams', (_db, memberId) =>
      unreadActivitiesByStream(ctx, memberId),
    );
    for (const kind of Object.values(NOTIFICATION_KINDS)) {
      ctx.extensions.add(notificationKinds, kind, { category: 'activities' });
    }
    ctx.extensions.add(searchIndexers, ACTIVITY_SEARCH_MODULE, activitySearchIndexer(ctx));
    ctx.extensions.add(activityPublishers, ACTIVITY_PUBLISHER, {
      publish: (tx, activity) => publishActivity(ctx, tx, activity),
      published: () => activitiesPublished(ctx),
    });
    ctx.extensions.add(crawlFinishedListeners, 'activities.link-previews', fillLinkPreviews);
    ctx.extensions.add(attachmentOwners, ACTIVITY_SUBJECT, (db, viewer, files) =>
      attachmentsOfVisibleOwners(ctx, db, viewer, files, {
        table: activities,
        id: activities.id,
        visibility: activities.visibility,
      }),
    );
  },
  routes: activityRoutes,
});
