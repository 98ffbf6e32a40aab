import { eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { assignChannelSubscriptionsBody } from '../../../contract/channels.js';
import type { AppContext } from '../../platform/context.js';
import { type FieldErrors, notFound, unprocessable } from '../../platform/errors.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { membersOfGroupsVisibleTo } from '../groups/service.js';
import {
  holdersOfUsableRoles,
  reachableMemberIds,
  viewersByIds,
  visibleMemberIdsQuery,
} from '../members/service.js';
import { canAdministrateNetwork } from '../network/policy.js';
import type { NetworkRecord } from '../network/service.js';
import { audienceProblems, distinctEntries } from './audience.js';
import { assertChannelsEnabled, viewerKeySet } from './load.js';
import { canListChannel } from './policy.js';
import { channelSubscriptions, channels } from './tables.js';

type Assignment = z.infer<typeof assignChannelSubscriptionsBody>;
type Entry = Assignment['members'][number];

export const ASSIGN_SUBSCRIPTIONS_JOB = 'channels.assign_subscriptions';
/** Members whose keys are asked and whose subscriptions are written per transaction. */
const BATCH = 200;

/** What the job needs: the channels by id, and who (as the administrator reached them when asking). */
type AssignmentJob = { channelIds: string[]; memberIds: string[] };

const idsOfType = (entries: readonly Entry[], type: Entry['type']) =>
  entries.filter((entry) => entry.type === type).map((entry) => entry.id);

/**
 * The active members behind the chosen members, groups and roles (or every network member), as far
 * as the administrator may see them: an expansion never reaches beyond the viewer's own view.
 */
function chosenMemberIds(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  entries: readonly Entry[],
  everyone: boolean,
): Promise<string[]> {
  if (everyone)
    return reachableMemberIds(ctx, network, viewer, {
      within: [visibleMemberIdsQuery(ctx, viewer, network)],
    });
  return reachableMemberIds(ctx, network, viewer, {
    ids: idsOfType(entries, 'member'),
    within: [
      membersOfGroupsVisibleTo(ctx.db, viewer, idsOfType(entries, 'group')),
      holdersOfUsableRoles(ctx, network, viewer, idsOfType(entries, 'membership_role')),
    ],
  });
}

/**
 * POST /administration/channel_settings/assign_channel_subscriptions: checks the form's rules (part 3
 * section 5: channels required; members required unless all network members) and expands the choice
 * as the administrator sees it, then queues a job that writes the subscriptions in batches, so a
 * network of thousands does not wait on one request. Answers how many channels were queued.
 */
export async function assignChannelSubscriptions(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  body: Assignment,
): Promise<{ channels: number }> {
  assertChannelsEnabled(network);
  // Like every administration route: nobody else learns it exists.
  if (!canAdministrateNetwork(viewer)) throw notFound('page');
  const everyone = body.subscribe_all_network_members;
  const entries = everyone ? [] : distinctEntries(body.members);
  const slugs = [...new Set(body.channels)];
  const errors: FieldErrors = {};
  if (slugs.length === 0) errors.channels = ['errors.channels.assignment.channels_required'];
  if (!everyone && entries.length === 0) errors.members = ['errors.channels.assignment.members_required'];
  const found =
    slugs.length > 0 ? await ctx.db.select().from(channels).where(inArray(channels.slug, slugs)) : [];
  // Channels the administrator does not find in lists are as unknown as a wrong slug.
  const keys = await viewerKeySet(ctx, viewer);
  const listed = found.filter((record) => canListChannel(record, keys));
  if (slugs.length > 0 && listed.length < slugs.length)
    errors.channels = ['errors.channels.assignment.channel_unknown'];
  const audience = await audienceProblems(ctx, network, viewer, { members: entries });
  if (audience['channel.members']) errors.members = audience['channel.members'];
  if (Object.keys(errors).length > 0) throw unprocessable(errors);

  const memberIds = await chosenMemberIds(ctx, network, viewer, entries, everyone);
  const job: AssignmentJob = { channelIds: listed.map((record) => record.id), memberIds };
  await ctx.db.transaction((tx) => ctx.jobs.enqueue(tx, ASSIGN_SUBSCRIPTIONS_JOB, job));
  return { channels: listed.length };
}

/**
 * Subscribes each member to each channel they may find in lists (the channel's audience decides, as
 * when they subscribe themselves); existing subscriptions stay as they are. Running again adds
 * nothing twice, so a retried job is harmless.
 */
async function runAssignment(ctx: AppContext, job: AssignmentJob): Promise<void> {
  const records = await ctx.db.select().from(channels).where(inArray(channels.id, job.channelIds));
  for (let start = 0; start < job.memberIds.length; start += BATCH) {
    const viewers = await viewersByIds(ctx.db, job.memberIds.slice(start, start + BATCH));
    const keysOf: ReadonlySet<string>[] = [];
    // One viewer at a time: PGlite has one connection.
    for (const member of viewers) keysOf.push(await viewerKeySet(ctx, member));
    for (const record of records) {
      const ids = viewers.filter((_, i) => canListChannel(record, keysOf[i] ?? new Set())).map((v) => v.id);
      if (ids.length === 0) continue;
      await ctx.db.transaction(async (tx) => {
        const added = await tx
          .insert(channelSubscriptions)
          .values(ids.map((memberId) => ({ channelId: record.id, memberId })))
          .onConflictDoNothing()
          .returning({ memberId: channelSubscriptions.memberId });
        if (added.length === 0) return;
        await tx
          .update(channels)
          .set({ subscribersCount: sql`${channels.subscribersCount} + ${added.length}` })
          .where(eq(channels.id, record.id));
      });
    }
  }
}

const stringsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

export function defineAssignmentJob(ctx: AppContext): void {
  ctx.jobs.define(ASSIGN_SUBSCRIPTIONS_JOB, (payload) =>
    runAssignment(ctx, {
      channelIds: stringsOf(payload.channelIds),
      memberIds: stringsOf(payload.memberIds),
    }),
  );
}
