import { searchIndexers } from '../../platform/modules/extensions.js';
import { defineModule } from '../../platform/modules/module.js';
import { addStatisticsCounters } from '../../platform/statistics.js';
import { attachmentOwners } from '../files/service.js';
import { meCan } from '../members/service.js';
import { notificationKinds } from '../notifications/service.js';
import { unreadCounters } from '../unreads/service.js';
import { countUnreadMessages } from './counters.js';
import { MESSAGE_NOTIFICATION } from './notification-kind.js';
import { defineMessageJobs } from './notify.js';
import { canSendToAll } from './policy.js';
import { messagesRoutes } from './routes.js';
import { messageSearchIndexer } from './search-index.js';
import { readableAttachmentIds } from './service.js';
import { messageStatistics } from './statistics.js';

/**
 * Direct messages: their routes, the mail job, the Messages count, the new-message notification, who
 * reads their attachments, /api/v1/me's `can.send_to_all`, and their search documents.
 */
export const messagesModule = defineModule({
  name: 'messages',
  setup(ctx) {
    addStatisticsCounters(ctx.extensions, 'messages', messageStatistics);
    defineMessageJobs(ctx);
    ctx.extensions.add(searchIndexers, 'messages', messageSearchIndexer(ctx));
    ctx.extensions.add(meCan, 'messages', (viewer) => ({ send_to_all: canSendToAll(viewer) }));
    ctx.extensions.add(unreadCounters, 'Messages', countUnreadMessages);
    // Mailed at once by the message's own job (with the body when the network sends it).
    ctx.extensions.add(notificationKinds, MESSAGE_NOTIFICATION, { category: 'messages', ownMail: true });
    ctx.extensions.add(attachmentOwners, 'message', (db, viewer, files) =>
      readableAttachmentIds(
        db,
        viewer,
        files.map((file) => file.id),
      ),
    );
  },
  routes: messagesRoutes,
});
