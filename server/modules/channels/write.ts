import { eq, like, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  Channel,
  ChannelFields,
  createChannelBody,
  updateChannelBody,
} from '../../../contract/channels.js';
import { IMAGE_UPLOAD_MAX_BYTES } from '../../../contract/designs.js';
import type { Tx } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, type FieldErrors, notFound, unprocessable } from '../../platform/errors.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { indexLater } from '../../platform/modules/extensions.js';
import { subjectVisibilityChanged } from '../../platform/visibility/keys.js';
import { attachImageUpload, destroyFiles } from '../files/service.js';
import { slugBase, slugCandidate } from '../groups/service.js';
import type { NetworkRecord } from '../network/service.js';
import { audienceProblems, distinctEntries, namedAudience } from './audience.js';
import { assertChannelsEnabled, type ChannelContext, loadOpenableChannel, viewerKeySet } from './load.js';
import { canCreateChannel, channelKeys } from './policy.js';
import { CHANNEL_IMAGE_OWNER, CHANNEL_SEARCH_MODULE, type ChannelRecord, presentChannel } from './present.js';
import { channels } from './tables.js';

const SLUG_ATTEMPTS = 20;
/** Paths under /channels/ that are pages, not channels. */
const RESERVED_SLUGS = new Set(['new']);

/** The channel as the viewer sees it now, with the audience for those who may update. */
export async function presentForViewer(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  context: Pick<ChannelContext, 'record' | 'subscription' | 'can'>,
): Promise<Channel> {
  const audience = context.can.update
    ? {
        audience: await namedAudience(ctx, network, viewer, context.record.audience),
        editors: await namedAudience(ctx, network, viewer, context.record.editors),
      }
    : null;
  return presentChannel(context.record, context.subscription, context.can, audience);
}

/** The title rule of the channel form; the rest the contract has checked. */
async function fieldProblems(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  fields: Partial<ChannelFields>,
): Promise<FieldErrors> {
  const errors = await audienceProblems(ctx, network, viewer, {
    audience: fields.audience,
    editors: fields.editors,
  });
  if (fields.title !== undefined && fields.title.trim() === '') {
    errors['channel.title'] = ['errors.channels.title_empty'];
  }
  return errors;
}

async function insertWithFreeSlug(tx: Tx, values: Omit<typeof channels.$inferInsert, 'slug'>) {
  const raw = slugBase(values.title);
  const base = RESERVED_SLUGS.has(raw) ? `channel-${raw}` : raw;
  const taken = await tx
    .select({ slug: channels.slug })
    .from(channels)
    .where(or(eq(channels.slug, base), like(channels.slug, `${base}-%`)));
  const numbers = taken.map(({ slug }) =>
    slug === base ? 1 : Number(/^-(\d{1,9})$/.exec(slug.slice(base.length))?.[1] ?? 0),
  );
  const first = taken.length === 0 ? 0 : Math.max(...numbers);
  for (let attempt = first; attempt < first + SLUG_ATTEMPTS; attempt++) {
    const [row] = await tx
      .insert(channels)
      .values({ ...values, slug: slugCandidate(base, attempt) })
      .onConflictDoNothing({ target: channels.slug })
      .returning();
    if (row) return row;
  }
  throw new AppError(
    409,
    'slug_taken',
    'Another channel took this title at the same moment. Please try again.',
  );
}

/**
 * POST /channels (`can.create_channels`, 404 otherwise). The creator becomes an editor; image,
 * audience and search document are written in the channel's transaction.
 */
export async function createChannel(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  body: z.output<typeof createChannelBody>,
): Promise<Channel> {
  assertChannelsEnabled(network);
  if (!canCreateChannel(viewer, network)) throw notFound('channel');
  const input = body.channel;
  const audience = distinctEntries(input.audience);
  const editors = distinctEntries([{ type: 'member', id: viewer.id }, ...input.editors]);
  const errors = await fieldProblems(ctx, network, viewer, { ...input, audience, editors });
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
  const record = await ctx.db.transaction(async (tx) => {
    const row = await insertWithFreeSlug(tx, {
      title: input.title.trim(),
      description: input.description.trim(),
      status: input.status,
      audience,
      editors,
      ...channelKeys(input.status, audience, editors),
      createdById: viewer.id,
    });
    if (input.image_file_id) {
      await attachImageUpload(
        ctx,
        tx,
        viewer,
        { type: CHANNEL_IMAGE_OWNER, id: row.id },
        input.image_file_id,
        'channel.image_file_id',
        IMAGE_UPLOAD_MAX_BYTES,
      );
      const [withImage] = await tx
        .update(channels)
        .set({ imageFileId: input.image_file_id })
        .where(eq(channels.id, row.id))
        .returning();
      if (withImage) Object.assign(row, withImage);
    }
    await indexLater(ctx, tx, CHANNEL_SEARCH_MODULE, [row.id]);
    return row;
  });
  return presentForViewer(
    ctx,
    network,
    viewer,
    await loadOpenableChannel(ctx, ctx.db, network, viewer, record.slug),
  );
}

/** The row's new values from the fields sent; unsent fields stay. */
function changedValues(record: ChannelRecord, fields: Partial<ChannelFields>) {
  const status = fields.status ?? record.status;
  const audience = fields.audience ? distinctEntries(fields.audience) : record.audience;
  const editors = fields.editors ? distinctEntries(fields.editors) : record.editors;
  return {
    title: fields.title === undefined ? record.title : fields.title.trim(),
    description: fields.description === undefined ? record.description : fields.description.trim(),
    status,
    audience,
    editors,
    ...channelKeys(status, audience, editors),
  };
}

/**
 * PUT /channels/{slug}: those who may update (404 for everyone else, who must not learn more than the
 * page shows). An editor cannot take away their own right to update: the list must keep them or a
 * network administrator does the change.
 */
export async function updateChannel(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  slug: string,
  body: z.output<typeof updateChannelBody>,
): Promise<Channel> {
  const fields = body.channel;
  const errors = await fieldProblems(ctx, network, viewer, fields);
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
  const keys = await viewerKeySet(ctx, viewer);
  const { record, previousImage } = await ctx.db.transaction(async (tx) => {
    const context = await loadOpenableChannel(ctx, tx, network, viewer, slug, { lock: true, keys });
    if (!context.can.update) throw notFound('channel');
    const values = changedValues(context.record, fields);
    if (!values.editorKeys.some((key) => context.keys.has(key))) {
      throw unprocessable({ 'channel.editors': ['errors.channels.editors_exclude_self'] });
    }
    let imageFileId = context.record.imageFileId;
    if (fields.image_file_id !== undefined && fields.image_file_id !== context.record.imageFileId) {
      if (fields.image_file_id) {
        await attachImageUpload(
          ctx,
          tx,
          viewer,
          { type: CHANNEL_IMAGE_OWNER, id: context.record.id },
          fields.image_file_id,
          'channel.image_file_id',
          IMAGE_UPLOAD_MAX_BYTES,
        );
      }
      imageFileId = fields.image_file_id;
    }
    const [row] = await tx
      .update(channels)
      .set({ ...values, imageFileId, updatedAt: sql`now()` })
      .where(eq(channels.id, context.record.id))
      .returning();
    if (!row) throw notFound('channel');
    await indexLater(ctx, tx, CHANNEL_SEARCH_MODULE, [row.id]);
    // Copies of the channel's keys follow it (its search document, its blog's articles).
    await subjectVisibilityChanged(ctx, tx, { type: CHANNEL_SEARCH_MODULE, id: row.id }, row.visibility);
    const replaced = context.record.imageFileId !== imageFileId ? context.record.imageFileId : null;
    return { record: row, previousImage: replaced };
  });
  if (previousImage) await destroyFiles(ctx, [previousImage]);
  const after = await loadOpenableChannel(ctx, ctx.db, network, viewer, record.slug);
  return presentForViewer(ctx, network, viewer, after);
}
