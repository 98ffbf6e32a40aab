/** What other features (groups) use from the members area. */
export { MemberListItem } from './member-list-item';
