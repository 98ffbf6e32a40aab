import { sameOriginPath } from '../../../contract/redirect';

export const SIGN_IN_PATH = '/users/sign_in';
export const REDIRECT_PARAM = 'redirect_to';

/**
 * Keeps a return address only if it normalises to a path of this site (the rule the server applies
 * too, contract/redirect.ts) that is not the sign-in or password page; anything else gives null, so a
 * link cannot send a member off-site after signing in.
 */
export const sanitizeRedirect = (value: string | null | undefined): string | null => {
  const path = sameOriginPath(value);
  if (path === null) return null;
  const pathname = path.replace(/[?#].*$/, '');
  if (pathname === SIGN_IN_PATH || pathname.startsWith('/users/password')) return null;
  return path;
};

/** The sign-in address that brings the member back to `path` afterwards. */
export const signInPathFor = (path: string) => {
  const target = sanitizeRedirect(path);
  return target && target !== '/'
    ? `${SIGN_IN_PATH}?${REDIRECT_PARAM}=${encodeURIComponent(target)}`
    : SIGN_IN_PATH;
};
