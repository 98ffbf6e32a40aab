import { createHash } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { LinkAttachment } from '../../../contract/chat.js';
import type { Db } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { visibleAppointmentPreview } from '../appointments/service.js';
import { crawlableUrl, crawlImageUrl, recentCrawl, requestCrawl } from '../crawls/service.js';
import { visibleFileOrFolder } from '../files/service.js';
import type { ResolvedChat } from './chats.js';
import { chatMessages, type StoredLinkAttachment } from './tables.js';

/**
 * Link previews. Links to this site's files, folders and appointments are previewed from our own
 * data (ids file_<id>, folder_<id>, appointment_<id>) when the member may see the target, so no crawl
 * ever fetches our own pages with somebody's rights. External links come from crawls.
 */
const INTERNAL = [
  { pattern: /^\/files\/folders\/([0-9a-f]{24})\/?$/, kind: 'folder' as const },
  { pattern: /^\/files\/([0-9a-f]{24})\/?$/, kind: 'file' as const },
  // Occurrences of a series have ids r-<series id>-<start>.
  { pattern: /^\/appointments\/((?:r-)?[0-9a-f]{24}(?:-\d{8}T\d{6})?)\/?$/, kind: 'appointment' as const },
];

function internalTarget(ctx: AppContext, value: string) {
  let url: URL;
  try {
    url = new URL(value, ctx.config.publicUrl);
  } catch {
    return null;
  }
  if (url.origin !== ctx.config.publicOrigin) return null;
  for (const { pattern, kind } of INTERNAL) {
    const id = pattern.exec(url.pathname)?.[1];
    if (id) return { kind, id };
  }
  return null;
}

const linkId = (url: string) => `link_${createHash('sha256').update(url).digest('hex').slice(0, 24)}`;

/** Previews for links typed in the composer (get_link_attachments { urls }). */
export async function previewLinks(
  ctx: AppContext,
  viewer: Viewer,
  urls: string[],
): Promise<LinkAttachment[]> {
  const result: LinkAttachment[] = [];
  for (const raw of [...new Set(urls)]) {
    const internal = internalTarget(ctx, raw);
    if (internal?.kind === 'appointment') {
      const appointment = await visibleAppointmentPreview(ctx, viewer, internal.id);
      if (appointment) {
        result.push({
          id: `appointment_${appointment.id}`,
          url: raw,
          title: appointment.name,
          description: appointment.description || null,
          image_url: null,
          loading: false,
          show: true,
        });
      }
      continue;
    }
    if (internal) {
      const target = await visibleFileOrFolder(ctx, viewer, internal.kind, internal.id);
      if (target) {
        result.push({
          id: `${internal.kind}_${target.id}`,
          url: raw,
          title: target.name,
          description: target.description || null,
          image_url: null,
          loading: false,
          show: true,
        });
      }
      continue;
    }
    const url = crawlableUrl(raw);
    if (url === null) continue;
    const crawl = (await recentCrawl(ctx.db, url)) ?? (await requestCrawl(ctx, viewer, url));
    result.push({
      id: crawl.id,
      url: raw,
      title: crawl.title,
      description: crawl.description,
      image_url: crawlImageUrl(crawl),
      loading: crawl.status === 'initialized' || crawl.status === 'retry',
      show: true,
    });
  }
  return result;
}

/**
 * What a sent message keeps of its links: the preview known at sending (a crawl still running leaves
 * the bare link), with the sender's choice to show or hide it.
 */
export async function resolveLinkAttachments(
  ctx: AppContext,
  viewer: Viewer,
  links: { url: string; show: boolean }[],
): Promise<StoredLinkAttachment[]> {
  if (links.length === 0) return [];
  const previews = await previewLinks(
    ctx,
    viewer,
    links.map((link) => link.url),
  );
  return links.flatMap((link) => {
    const preview = previews.find((p) => p.url === link.url);
    if (!preview) return [];
    const known = !preview.loading;
    return [
      {
        id: known ? preview.id : linkId(link.url),
        url: link.url,
        title: known ? preview.title : null,
        description: known ? preview.description : null,
        image_url: known ? preview.image_url : null,
        show: link.show,
      },
    ];
  });
}

/** Links shared in a chat, newest first (view showChatLinks). */
export async function chatLinks(db: Db, chat: ResolvedChat, limit: number): Promise<LinkAttachment[]> {
  if (!chat.row) return [];
  const rows = await db
    .select({ links: chatMessages.linkAttachments })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.chatId, chat.row.id),
        isNull(chatMessages.deletedAt),
        sql`jsonb_array_length(${chatMessages.linkAttachments}) > 0`,
      ),
    )
    .orderBy(desc(chatMessages.seq))
    .limit(limit);
  return rows
    .flatMap((row) => row.links)
    .slice(0, limit)
    .map((link) => ({ ...link, loading: false }));
}
