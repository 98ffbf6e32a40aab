import { eq } from 'drizzle-orm';
import { liveTopicKinds, navigationAppSources, searchIndexers } from '../../platform/modules/extensions.js';
import { defineModule } from '../../platform/modules/module.js';
import { visibilityHolders } from '../../platform/visibility/keys.js';
import { defineAssignmentMailJob } from './integrations/assignment-mail.js';
import { navigationApps } from './links.js';
import { appsRoutes } from './routes.js';
import { APP_SEARCH_MODULE, itemSearchIndexer } from './search-index.js';
import { apps } from './tables.js';
import { mayHearWall, WALL_TOPIC_KIND } from './wall.js';

/**
 * Apps of the network and of groups: items built from the app's property set, a sortable list, item
 * pages, a card wall over a selection property, and the integrations (an activity per new item,
 * assignment mails, items in search). Group apps follow their group's audience.
 */
export const appsModule = defineModule({
  name: 'apps',
  setup(ctx) {
    ctx.extensions.add(searchIndexers, APP_SEARCH_MODULE, itemSearchIndexer(ctx));
    ctx.extensions.add(navigationAppSources, 'apps', navigationApps);
    ctx.extensions.add(visibilityHolders, 'apps', async (tx, subject, keys) => {
      if (subject.type !== 'group') return;
      await tx
        .update(apps)
        .set({ visibility: [...keys] })
        .where(eq(apps.groupId, subject.id));
    });
    ctx.extensions.add(liveTopicKinds, WALL_TOPIC_KIND, (member, id) => mayHearWall(ctx, member, id));
    defineAssignmentMailJob(ctx);
  },
  routes: appsRoutes,
});
