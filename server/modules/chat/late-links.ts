import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.js';
import { type CrawlRow, crawlImageUrl, normaliseCrawlUrl } from '../crawls/service.js';
import type { ChatAddress } from './chat-ids.js';
import { chatTopics } from './chat-ids.js';
import { publishChatEvent } from './events.js';
import { presentMessages } from './present.js';
import { chatMessages, chats, type StoredLinkAttachment } from './tables.js';

/**
 * A link whose crawl still ran when its message was sent is stored bare (id link_<hash>, no title;
 * links.ts). This predicate finds such messages; the partial index chat_messages_bare_links_idx has
 * the same one, so the search reads only them and not the whole table.
 */
export const BARE_LINKS = sql`${chatMessages.deletedAt} is null and jsonb_path_exists(${chatMessages.linkAttachments}, '$[*] ? (@.id starts with "link_" && @.title == null)')`;

const isBare = (link: StoredLinkAttachment) => link.id.startsWith('link_') && link.title === null;

function sameUrl(link: StoredLinkAttachment, crawlUrl: string) {
  try {
    return normaliseCrawlUrl(link.url) === crawlUrl;
  } catch {
    return false;
  }
}

/**
 * Called when a crawl finishes (a crawls listener added in module.ts): the messages not deleted that hold its link
 * bare get the preview, and their chat an update_message push. Only link_attachments change, so an
 * edit made meanwhile keeps its text; updated_at stays, as the member did not edit anything (the web
 * shows "edited" for a changed updated_at). The write is conditional on the links read, so a second
 * run (or a concurrent edit of the links) changes and announces nothing twice.
 */
export async function fillLateLinks(ctx: AppContext, crawl: CrawlRow): Promise<void> {
  if (crawl.status !== 'finished') return;
  const rows = await ctx.db
    .select({ message: chatMessages, chat: chats })
    .from(chatMessages)
    .innerJoin(chats, eq(chats.id, chatMessages.chatId))
    .where(BARE_LINKS);
  const network = await ctx.network.get();
  for (const { message, chat } of rows) {
    let changed = false;
    const links = message.linkAttachments.map((link) => {
      if (!isBare(link) || !sameUrl(link, crawl.url)) return link;
      changed = true;
      return {
        ...link,
        id: crawl.id,
        title: crawl.title,
        description: crawl.description,
        image_url: crawlImageUrl(crawl),
      };
    });
    if (!changed) continue;
    const [updated] = await ctx.db
      .update(chatMessages)
      .set({ linkAttachments: links })
      .where(
        and(
          eq(chatMessages.id, message.id),
          isNull(chatMessages.deletedAt),
          sql`${chatMessages.linkAttachments} = ${JSON.stringify(message.linkAttachments)}::jsonb`,
        ),
      )
      .returning();
    if (!updated) continue;
    const [neutral] = await presentMessages(ctx.db, network, [updated]);
    if (!neutral) continue;
    const address: ChatAddress = {
      kind: chat.kind,
      groupId: chat.groupId,
      memberLowId: chat.memberLowId,
      memberHighId: chat.memberHighId,
    };
    await publishChatEvent(ctx, {
      topics: chatTopics(address),
      event: 'update_message',
      data: { kind: 'message', address, message: neutral },
    });
  }
}
