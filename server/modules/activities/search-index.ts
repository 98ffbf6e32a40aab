import { asc, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import type { SearchDocumentInput, SearchIndexer } from '../../platform/modules/extensions.js';
import { groupLabelsByIds } from '../groups/service.js';
import { memberRowsByIds } from '../members/service.js';
import { tagsOfSubjects } from '../tags/service.js';
import { ACTIVITY_SUBJECT } from './present.js';
import { activities, activityStreams } from './tables.js';
import { activityUrl } from './write.js';

/** A post has no title of its own: its hit is titled by the start of its text, cut here. */
const TITLE_LENGTH = 80;

const titleOf = (plain: string, objectName: string | null) => {
  const line = plain.trim().split('\n', 1)[0] ?? '';
  if (line.length === 0) return objectName ?? '';
  return line.length > TITLE_LENGTH ? `${line.slice(0, TITLE_LENGTH - 1)}…` : line;
};

/**
 * Activities in the search index: a post's text and tags, or a module activity's object name. Keys
 * are the activity's own (its stream's, narrowed to the object's for module activities), so a hit
 * reaches exactly the members who see it in the stream. The payload carries the hit shape of part 1
 * section 7 (actor, object, attachments, reply counts, the stream).
 */
export function activitySearchIndexer(ctx: Pick<AppContext, 'network'>): SearchIndexer {
  return {
    async documents(db, ids) {
      if (ids.length === 0) return [];
      const rows = await db
        .select({
          activity: activities,
          stream: {
            id: activityStreams.id,
            slug: activityStreams.slug,
            name: activityStreams.name,
            groupId: activityStreams.groupId,
          },
        })
        .from(activities)
        .innerJoin(activityStreams, eq(activityStreams.id, activities.streamId))
        .where(inArray(activities.id, [...ids]));
      const network = await ctx.network.get();
      const [groupsById, actors, tags] = await Promise.all([
        groupLabelsByIds(
          db,
          rows.flatMap((row) => (row.stream.groupId ? [row.stream.groupId] : [])),
        ),
        memberRowsByIds(
          db as Db,
          network,
          rows.map((row) => row.activity.authorId),
        ),
        tagsOfSubjects(
          db,
          ACTIVITY_SUBJECT,
          rows.map((row) => row.activity.id),
        ),
      ]);
      return rows.map(({ activity, stream }): SearchDocumentInput => {
        const group = stream.groupId ? groupsById.get(stream.groupId) : undefined;
        const actor = actors.get(activity.authorId) ?? null;
        const object = activity.objectData
          ? { type: activity.objectType, id: activity.objectId, ...activity.objectData }
          : null;
        const streamUrl = group ? `/groups/${group.slug}/activities` : `/activitystreams/${stream.slug}`;
        return {
          subjectId: activity.id,
          groupId: group?.id ?? null,
          title: titleOf(activity.plain, object?.name ?? null),
          body: [activity.plain, object?.name ?? ''].filter(Boolean).join('\n'),
          tags: (tags.get(activity.id) ?? []).map((tag) => tag.name),
          visibility: activity.visibility,
          authorName: actor?.name ?? '',
          kind: activity.objectType ?? 'post',
          date: activity.createdAt,
          payload: {
            url: activityUrl(activity.id),
            actor,
            object,
            attachments: activity.attachmentIds,
            reply_count: activity.replyCount,
            answer_count: activity.replyCount,
            activitystreams: [{ id: stream.id, name: group?.name ?? stream.name, url: streamUrl }],
          },
        };
      });
    },
    async subjectIds(db, after, limit) {
      const rows = await db
        .select({ id: activities.id })
        .from(activities)
        .where(after ? gt(activities.id, after) : undefined)
        .orderBy(asc(activities.id))
        .limit(limit);
      return rows.map((row) => row.id);
    },
  };
}
