import { searchIndexers } from '../../platform/modules/extensions.js';
import { defineModule } from '../../platform/modules/module.js';
import { addStatisticsCounters } from '../../platform/statistics.js';
import { viewerKeySources } from '../../platform/visibility/keys.js';
import { externalViewerSees, memberPageGroups } from '../members/service.js';
import { notificationKinds } from '../notifications/service.js';
import { groupAdministrationRoutes } from './administration-routes.js';
import { groupCategoryAdminRoutes } from './category-admin-routes.js';
import { groupManageRoutes } from './manage-routes.js';
import {
  INVITATION_NOTIFICATION,
  JOIN_REJECTED_NOTIFICATION,
  JOIN_REQUEST_NOTIFICATION,
} from './notifications.js';
import { groupRoutes } from './routes.js';
import { groupSearchIndexer } from './search-index.js';
import { groupViewerKeys, membersSharingAGroupWith, visibleGroupsOfMember } from './service.js';
import { groupStatistics } from './statistics.js';
import { registerGroupWidgets } from './widgets.js';

/**
 * Groups: pages, navigation, joining, leaving, favourites and subscriptions; creating, editing,
 * archiving and deleting groups. Tells the members module
 * whom an external member sees (the members of their groups) and which groups a member page lists,
 * and gives viewers the visibility keys of their groups. Join requests notify the group's administrators.
 */
export const groupsModule = defineModule({
  name: 'groups',
  setup(ctx) {
    addStatisticsCounters(ctx.extensions, 'groups', groupStatistics);
    ctx.extensions.add(externalViewerSees, 'groups.co-members', (db, viewerId) =>
      membersSharingAGroupWith(db, viewerId).getSQL(),
    );
    ctx.extensions.add(memberPageGroups, 'groups', visibleGroupsOfMember);
    ctx.extensions.add(viewerKeySources, 'groups', groupViewerKeys);
    ctx.extensions.add(notificationKinds, JOIN_REQUEST_NOTIFICATION, { category: 'groups' });
    ctx.extensions.add(notificationKinds, INVITATION_NOTIFICATION, { category: 'groups' });
    ctx.extensions.add(notificationKinds, JOIN_REJECTED_NOTIFICATION, { category: 'groups' });
    ctx.extensions.add(searchIndexers, 'groups', groupSearchIndexer());
    registerGroupWidgets(ctx);
  },
  routes(app, ctx) {
    groupRoutes(app, ctx);
    groupManageRoutes(app, ctx);
    groupCategoryAdminRoutes(app, ctx);
    groupAdministrationRoutes(app, ctx);
  },
});
