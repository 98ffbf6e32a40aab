import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  type DesignDetail,
  type DesignInput,
  type DesignList,
  type EffectiveDesign,
  IMAGE_UPLOAD_MAX_BYTES,
} from '../../../contract/designs.js';
import type { Tx } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import type { NetworkDesign } from '../../platform/network/defaults.js';
import { attachImageUpload, destroyFiles, ownerOfImage, sendOwnedImage } from '../files/service.js';
import { loadCategory, visibleGroup } from '../groups/service.js';
import { presentDetail, presentEffective } from './present.js';
import { type DesignScope, editableScopes, loadEditableScope, parseDesignId } from './scopes.js';
import { customisedRefs, deleteDesign, groupAndCategoryDesigns, storedDesign, writeDesign } from './store.js';

/** Design images are files owned by the design; `owner_id` is the design id (`network`, `group-<id>`, ...). */
export const DESIGN_IMAGE_OWNER = 'design';
type Actor = { viewer: Viewer; ip: string };

/** The design a scope shows: its own, else its category's (groups), else the network's. */
async function inheritedDesign(ctx: AppContext, scope: DesignScope) {
  const own = await storedDesign(ctx.db, scope);
  if (own) return { design: own, source: scope.type };
  if (scope.type === 'group') {
    const { category } = await groupAndCategoryDesigns(ctx.db, scope.refId ?? '', scope.categoryId);
    if (category) return { design: category, source: 'group_category' as const };
  }
  return { design: (await ctx.network.get()).design, source: 'network' as const };
}

/** GET /api/v1/administration/designs: 404 for members who administer nothing. */
export async function listDesigns(ctx: AppContext, viewer: Viewer): Promise<DesignList> {
  const network = await ctx.network.get();
  const scopes = await editableScopes(ctx.db, viewer, network.name);
  if (scopes.length === 0) throw notFound('designs');
  const own = await customisedRefs(
    ctx.db,
    scopes.flatMap((scope) => (scope.refId ? [scope.refId] : [])),
  );
  return {
    designs: scopes.map((scope) => ({
      id: scope.id,
      scope: scope.type,
      name: scope.name,
      customised: scope.type === 'network' || own.has(scope.refId ?? ''),
    })),
  };
}

export async function getDesign(ctx: AppContext, viewer: Viewer, id: string): Promise<DesignDetail> {
  const network = await ctx.network.get();
  const scope = await loadEditableScope(ctx.db, viewer, id, network.name);
  const { design, source } = await inheritedDesign(ctx, scope);
  // A scope without a design of its own starts from what it shows, without the images above it.
  const shown: NetworkDesign =
    source === scope.type ? design : { ...design, logoFileId: null, bannerFileId: null, faviconFileId: null };
  return presentDetail(scope, shown, source === scope.type);
}

const IMAGE_FIELDS = [
  ['logo_id', 'logoFileId'],
  ['banner_id', 'bannerFileId'],
  ['favicon_id', 'faviconFileId'],
] as const;

/**
 * Publishes new uploads as the design's images and answers the images that are no longer used; an
 * image id the design does not hold must be the viewer's own fresh upload of a real image.
 */
async function applyImages(
  ctx: AppContext,
  tx: Tx,
  viewer: Viewer,
  scope: DesignScope,
  before: NetworkDesign | null,
  input: DesignInput,
) {
  const images: Pick<NetworkDesign, 'logoFileId' | 'bannerFileId' | 'faviconFileId'> = {
    logoFileId: null,
    bannerFileId: null,
    faviconFileId: null,
  };
  const dropped: string[] = [];
  for (const [field, key] of IMAGE_FIELDS) {
    const wanted = input[field];
    const current = before?.[key] ?? null;
    if (wanted && wanted !== current) {
      const owner = { type: DESIGN_IMAGE_OWNER, id: scope.id };
      await attachImageUpload(ctx, tx, viewer, owner, wanted, field, IMAGE_UPLOAD_MAX_BYTES);
    }
    if (current && current !== wanted) dropped.push(current);
    images[key] = wanted;
  }
  return { images, dropped };
}

/**
 * PUT: writes the scope's design and its audit entry in one transaction; images it replaced are
 * removed after the commit, and a network design change evicts every instance's cached network.
 */
export async function updateDesign(
  ctx: AppContext,
  actor: Actor,
  id: string,
  input: DesignInput,
): Promise<DesignDetail> {
  const network = await ctx.network.get();
  const scope = await loadEditableScope(ctx.db, actor.viewer, id, network.name);
  const dropped = await ctx.db.transaction(async (tx) => {
    const before = await storedDesign(tx, scope, true);
    const { images, dropped } = await applyImages(ctx, tx, actor.viewer, scope, before, input);
    const base = before ?? network.design;
    const design: NetworkDesign = {
      ...base,
      ...images,
      logoType: input.logoType,
      bannerType: input.bannerType,
      fullWidth: input.fullWidth,
      userbarIconType: input.userbarIconType,
      colors: { ...input.colors },
    };
    await writeDesign(tx, scope, design);
    await ctx.audit.record(
      {
        type: 'PolicySettingUpdate',
        actorId: actor.viewer.id,
        details: { subject: 'design', design_id: scope.id, colors: design.colors },
        ip: actor.ip,
      },
      tx,
    );
    return dropped;
  });
  await destroyFiles(ctx, dropped);
  if (scope.type === 'network') await ctx.network.changed();
  return getDesign(ctx, actor.viewer, id);
}

/** DELETE: a category or group goes back to the design above it. The network's cannot be reset. */
export async function resetDesign(ctx: AppContext, actor: Actor, id: string): Promise<void> {
  const network = await ctx.network.get();
  const scope = await loadEditableScope(ctx.db, actor.viewer, id, network.name);
  if (scope.type === 'network') throw notFound('design');
  const dropped = await ctx.db.transaction(async (tx) => {
    const before = await storedDesign(tx, scope, true);
    if (!before) return [];
    await deleteDesign(tx, scope);
    await ctx.audit.record(
      {
        type: 'PolicySettingUpdate',
        actorId: actor.viewer.id,
        details: { subject: 'design', design_id: scope.id, reset: true },
        ip: actor.ip,
      },
      tx,
    );
    return [before.logoFileId, before.bannerFileId, before.faviconFileId].filter(
      (fileId): fileId is string => fileId !== null,
    );
  });
  await destroyFiles(ctx, dropped);
}

/** GET /api/v1/designs/effective?group=: the group's design, else its category's, else the network's. */
export async function effectiveGroupDesign(
  ctx: AppContext,
  viewer: Viewer,
  groupRef: string,
): Promise<EffectiveDesign> {
  const context = await visibleGroup(ctx.db, viewer, groupRef);
  if (!context) throw notFound('group');
  const { group, category } = await groupAndCategoryDesigns(
    ctx.db,
    context.group.id,
    context.group.categoryId,
  );
  if (group) return presentEffective(group, 'group');
  if (category) return presentEffective(category, 'group_category');
  return presentEffective((await ctx.network.get()).design, 'network');
}

/**
 * GET /api/v1/designs/images/{id}: the network's images are public (the sign-in page shows the logo);
 * a category's or group's only to members who may see that category or group.
 */
export async function sendDesignImage(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  fileId: string,
) {
  const owner = await ownerOfImage(ctx, DESIGN_IMAGE_OWNER, fileId);
  const parsed = owner ? parseDesignId(owner) : null;
  if (!parsed) throw notFound('image');
  if (parsed.type !== 'network') {
    const viewer = request.member;
    if (!viewer) throw notFound('image');
    if (parsed.type === 'group' && !(await visibleGroup(ctx.db, viewer, parsed.refId ?? ''))) {
      throw notFound('image');
    }
    if (parsed.type === 'group_category') await loadCategory(ctx.db, viewer, parsed.refId ?? '');
  }
  return sendOwnedImage(ctx, request, reply, DESIGN_IMAGE_OWNER, fileId, 'original');
}
