import { and, asc, gt, inArray, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import { members } from '../../platform/identity/tables.js';
import type { SearchDocumentInput, SearchIndexer } from '../../platform/modules/extensions.js';
import { visibleTo } from '../../platform/visibility/keys.js';
import { fullName, memberPath } from './present.js';
import { presentMemberRows } from './service.js';

/**
 * Members in the search index: name, e-mail and the network's profile fields (what a member page
 * shows everyone who sees the member). Deleted and locked members are not indexed (text search does
 * not find locked members). Keys follow members/policy.ts: internal members see everyone, network
 * administrators are seen by guests too, and every member sees themselves. Guests also see members
 * of their groups, a rule of the groups module; the index leaves those hits to the directory.
 */
export function memberSearchIndexer(ctx: Pick<AppContext, 'network'>): SearchIndexer {
  return {
    async documents(db: Db | Tx, ids) {
      if (ids.length === 0) return [];
      const network = await ctx.network.get();
      const records = await db
        .select()
        .from(members)
        .where(and(inArray(members.id, [...ids]), isNull(members.deletedAt), isNull(members.lockedAt)));
      const rows = await presentMemberRows(db as Db, network, records);
      const fields = network.settings.profile_fields;
      return records.map((member, index): SearchDocumentInput => {
        const profile = fields.map((field) => member.profile[field.key] ?? '').filter(Boolean);
        const keys = [visibleTo.internalMembers, visibleTo.networkAdmins, visibleTo.member(member.id)];
        if (member.isNetworkAdmin) keys.push(visibleTo.everyone);
        return {
          subjectId: member.id,
          title: fullName(member),
          body: [member.email, ...profile].join(' '),
          visibility: keys,
          language: member.locale,
          date: member.updatedAt,
          payload: { ...rows[index], url: memberPath(member.id) },
        };
      });
    },
    async subjectIds(db, after, limit) {
      const rows = await db
        .select({ id: members.id })
        .from(members)
        .where(and(isNull(members.deletedAt), after ? gt(members.id, after) : undefined))
        .orderBy(asc(members.id))
        .limit(limit);
      return rows.map((row) => row.id);
    },
  };
}
