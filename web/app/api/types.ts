/** Response types of the contract, imported as types only so no schema code reaches the bundle. */
import type { z } from 'zod';
import type {
  groupMemberList,
  groupNavigation,
  group as groupSchema,
  myGroups,
} from '../../../contract/groups';
import type { memberDetail, memberList, me as meSchema } from '../../../contract/members';
import type { network as networkSchema } from '../../../contract/network';
import type { unreadActivities, unreadFeatures, unreads } from '../../../contract/unreads';
import type { userbarAdministration, userbarLinks } from '../../../contract/userbar';

export type Network = z.infer<typeof networkSchema>;
export type Design = Network['design'];
export type Language = Network['language'];
export type Me = z.infer<typeof meSchema>;
export type MyGroups = z.infer<typeof myGroups>;
export type GroupSummary = MyGroups['groups'][number];
export type GroupCategory = MyGroups['categories'][number];
export type Group = z.infer<typeof groupSchema>;
export type MembershipStatus = Group['membership_status_of_current_member'];
export type SubscriptionStatus = Group['subscription_status'];
export type GroupNavigation = z.infer<typeof groupNavigation>;
export type { NavigationItem } from '../../../contract/groups';
export type GroupMemberList = z.infer<typeof groupMemberList>;
export type GroupMember = GroupMemberList['entries'][number];
export type MemberList = z.infer<typeof memberList>;
export type MemberRow = MemberList['entries'][number];
export type MemberDetail = z.infer<typeof memberDetail>;
export type RoleBadge = MemberRow['roles'][number];
export type UnreadFeatures = z.infer<typeof unreadFeatures>;
export type UnreadActivities = z.infer<typeof unreadActivities>;
export type Unreads = z.infer<typeof unreads>;
export type UserbarAdministration = z.infer<typeof userbarAdministration>;
export type UserbarLinks = z.infer<typeof userbarLinks>;
export type UserbarLink = UserbarLinks['entries'][number];

export const LANGUAGES: Language[] = ['de', 'de_DU', 'en', 'es', 'fr'];
