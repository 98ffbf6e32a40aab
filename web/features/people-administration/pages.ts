/**
 * The people administration's pages, each in its own chunk; routes.tsx imports only this small
 * module, which names the chunks.
 */
export const members = () => import('./members/members-admin-page');
export const newMember = () =>
  import('./members/member-form-page').then((m) => ({ Component: m.NewMemberPage }));
export const editMember = () =>
  import('./members/member-form-page').then((m) => ({ Component: m.EditMemberPage }));
export const memberGroups = () => import('./members/member-groups-page');
export const newInvite = () => import('./invites/new-invite-page');
export const sentInvites = () => import('./invites/sent-invites-page');
export const myInvites = () => import('./invites/my-invites-page');
export const membershipRoles = () => import('./roles/roles-page');
export const mailBounces = () => import('./mail-bounces/mail-bounces-page');
