import type { Group, GroupCategory, GroupSummary } from '../../../contract/groups.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import type { NetworkSettings } from '../../platform/network/defaults.js';
import { hashColor } from '../network/service.js';
import {
  type CategoryRecord,
  canCreateInCategory,
  type GroupRecord,
  type GroupState,
  groupCan,
} from './policy.js';
import type { groupMemberships } from './tables.js';

export type MembershipRecord = typeof groupMemberships.$inferSelect;

export const groupPath = (slug: string) => `/groups/${slug}`;

export function presentCategory(
  viewer: Viewer,
  category: CategoryRecord,
  isCategoryAdmin: boolean,
): GroupCategory {
  return {
    id: category.id,
    slug: category.slug,
    name: category.name,
    plural_name: category.pluralName,
    color: hashColor(category.color),
    order: category.order,
    hidden: category.hidden,
    can: {
      create: canCreateInCategory(viewer, category, isCategoryAdmin),
      administrate: viewer.isNetworkAdmin || isCategoryAdmin,
    },
  };
}

export function presentGroupSummary(group: GroupRecord, membership: MembershipRecord | null): GroupSummary {
  return {
    id: group.id,
    slug: group.slug,
    name: group.name,
    category_id: group.categoryId,
    favorited: membership?.favorited ?? false,
    archived: group.archived,
    active_main_group: group.activeMainGroup,
    access: group.access,
    profile_image: group.profileImageUrl,
    membership_status_of_current_member: membership?.status ?? 'no_member',
  };
}

export type GroupPresentation = {
  group: GroupRecord;
  category: CategoryRecord;
  membership: MembershipRecord | null;
  state: GroupState;
  memberCount: number;
  invite: Group['invite'];
  /** The viewer's feed token, when they have one. */
  authenticationToken: string | null;
};

export function presentGroup(viewer: Viewer, settings: NetworkSettings, p: GroupPresentation): Group {
  const { group, category, membership } = p;
  const can = groupCan(viewer, p.state, settings);
  const subscription = (on: boolean | undefined): Group['subscription_status'] =>
    on ? 'subscribed' : 'unsubscribed';
  return {
    ...presentGroupSummary(group, membership),
    description: group.description,
    externally_visible: group.externallyVisible,
    member_count: p.memberCount,
    activity_count: group.activityCount,
    teaser: group.teaser,
    address: group.address,
    group_category_id: group.categoryId,
    category: { id: category.id, slug: category.slug, name: category.name, plural_name: category.pluralName },
    i_haz_subscription: membership?.subscribed ?? false,
    subscription_status: subscription(membership?.subscribed),
    activitystream_subscription_status: subscription(membership?.activitystreamSubscribed),
    moderated_join: group.moderatedJoin,
    members_can_invite: group.membersCanInvite,
    chat: group.chatEnabled,
    sensitive: group.sensitive,
    invite: p.invite,
    atom_feed_url:
      p.authenticationToken && can.see_content
        ? `/groups/${group.slug}/activities.atom?token=${encodeURIComponent(p.authenticationToken)}`
        : null,
    can,
  };
}
