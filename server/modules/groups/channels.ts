/** Bus channel of membership changes; chat and notifications follow who belongs to a group. */
export const GROUP_MEMBERSHIP_CHANNEL = 'groups';
