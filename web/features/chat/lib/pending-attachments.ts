import type { UploadItem } from '../../files';
import { readyItems } from '../../files';
import type { ComposerLink } from '../composer/use-link-previews';
import type { ChatFile, ChatImage, LinkAttachment } from '../types';

/** What a message not yet confirmed shows of its attachments, until the stored message replaces it. */
export type PendingAttachments = {
  files: ChatFile[];
  images: ChatImage[];
  link_attachments: LinkAttachment[];
};

export const NO_PENDING_ATTACHMENTS: PendingAttachments = { files: [], images: [], link_attachments: [] };

/**
 * The composer's uploads and link previews as the message will carry them: the same uploads the
 * message sends (ready ones, by their server ids) and the links with the preview chosen (a hidden or
 * failed one is kept with show false, as the server stores it).
 */
export const pendingAttachments = (
  files: UploadItem[],
  images: UploadItem[],
  links: ComposerLink[],
  authorName: string,
  now: string,
): PendingAttachments => ({
  files: readyItems(files).flatMap((item) =>
    item.id
      ? [
          {
            id: item.id,
            original_filename: item.name,
            size: item.size,
            content_type: item.type,
            extension: item.extension,
            author_name: authorName,
            created_at: now,
          },
        ]
      : [],
  ),
  images: readyItems(images).flatMap((item) =>
    item.id ? [{ id: item.id, original_filename: item.name }] : [],
  ),
  link_attachments: links.map((link) => ({
    id: link.crawl?.id ?? `pending-${link.url}`,
    url: link.url,
    title: link.crawl?.title ?? null,
    description: link.crawl?.description ?? null,
    image_url: link.crawl?.image_url ?? null,
    loading: link.loading,
    show: link.show && !link.error,
  })),
});
