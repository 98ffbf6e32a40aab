/** The signed-in member as every route sees it (request.member). */
export type CurrentMember = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  locale: string;
  timeZone: string;
  isExternal: boolean;
  isNetworkAdmin: boolean;
  /** Hash of the session token, to end exactly this session on sign-out. */
  sessionTokenHash: string;
};
