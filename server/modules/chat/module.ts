import { widgetLoaders } from '../../platform/modules/extensions.js';
import { defineModule } from '../../platform/modules/module.js';
import { addStatisticsCounters } from '../../platform/statistics.js';
import { crawlFinishedListeners } from '../crawls/service.js';
import { attachmentOwners } from '../files/service.js';
import { memberPageCan } from '../members/service.js';
import { unreadCounters } from '../unreads/service.js';
import { fillLateLinks } from './late-links.js';
import { CHAT_MESSAGE_OWNER } from './messages.js';
import { onlineMembersWidgetLoader } from './online-widget.js';
import { canWriteToMember, chatPartnerOf } from './policy.js';
import { chatRoutes } from './routes.js';
import { chatStatistics } from './statistics.js';
import { countUnreadChats, readableChatAttachments } from './unreads.js';

/**
 * Chat: the token route and the socket with its hub (routes.ts), the Chat unread count, who reads
 * chat attachments, late link previews when a crawl finishes after sending, and the member page's
 * `can.chat`.
 */
export const chatModule = defineModule({
  name: 'chat',
  setup(ctx) {
    addStatisticsCounters(ctx.extensions, 'chat', chatStatistics);
    ctx.extensions.add(unreadCounters, 'Chat', countUnreadChats);
    ctx.extensions.add(attachmentOwners, CHAT_MESSAGE_OWNER, readableChatAttachments);
    ctx.extensions.add(crawlFinishedListeners, 'chat.late-links', fillLateLinks);
    ctx.extensions.add(widgetLoaders, 'online_members', onlineMembersWidgetLoader(ctx));
    // The member page offers a chat exactly when the chat would take a message to that member.
    ctx.extensions.add(memberPageCan, 'chat', (viewer, target, network) => ({
      chat: canWriteToMember(viewer, chatPartnerOf(target), network),
    }));
  },
  routes: chatRoutes,
});
