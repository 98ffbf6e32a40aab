/** What other features (groups, directory) use from the members area. */
export { MemberListItem } from './member-list-item';
export { MemberSections } from './member-sections';
