import { buildMessage, type MessageSpec } from '../../db/seed/build/messages.js';
import type { MessageRow } from '../../modules/messages/present.js';
import { unreadsChanged } from '../../modules/unreads/service.js';
import type { AppContext } from '../../platform/context.js';
import { next } from './sequence.js';

export type { MessageRow };

/**
 * A direct message from `authorId` to the members in `to`, stored as sending stores it: recipients
 * and counters consistent (inbox, unread, sent), reply counts, attachments with their blobs. The
 * recipients hear that their unread counts changed; no mail goes out.
 */
export async function createDirectMessage(
  ctx: AppContext,
  authorId: string,
  to: string[],
  overrides: Partial<Omit<MessageSpec, 'authorId' | 'to'>> = {},
): Promise<MessageRow> {
  const message = await buildMessage(ctx, {
    subject: `Message ${next()}`,
    html: '<p>Hello</p>',
    ...overrides,
    authorId,
    to,
  });
  await unreadsChanged(ctx.bus, to);
  return message;
}
