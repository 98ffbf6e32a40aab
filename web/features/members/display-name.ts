import type { MemberRow } from '../../app/api/types';

/**
 * Part 1 section 6, anonymize_membership: when disabled the real name shows, otherwise the anonymised
 * display name the server sends (e.g. for former members).
 */
export const memberDisplayName = (member: Pick<MemberRow, 'name' | 'displayName'>, anonymize: boolean) =>
  (anonymize ? member.displayName : member.name) || member.displayName || member.name;
