/**
 * Identity: who is asking. The platform owns it (sessions load it, the authentication hook puts it on
 * every request), so that modules never reach into another module to learn who the viewer is.
 */

/** The signed-in member as every route sees it (`request.viewer`, or `request.member` when optional). */
export type CurrentMember = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  locale: string;
  timeZone: string;
  isExternal: boolean;
  isNetworkAdmin: boolean;
  /** The session was signed in with a second factor, or one was set up in it. */
  twoFactorVerified: boolean;
  /** Hash of the session token, to end exactly this session on sign-out. */
  sessionTokenHash: string;
};

/** What policies need to know of the viewer; a CurrentMember is one. */
export type Viewer = Pick<CurrentMember, 'id' | 'isExternal' | 'isNetworkAdmin'>;
