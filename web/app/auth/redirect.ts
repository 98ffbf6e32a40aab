export const SIGN_IN_PATH = '/users/sign_in';
export const REDIRECT_PARAM = 'redirect_to';

/**
 * Keeps a return address only if it is a same-origin relative path ("/groups/x?tab=y#z"); anything
 * else (absolute URLs, protocol-relative "//host", backslashes, javascript:, the sign-in page itself)
 * gives null, so a link cannot send a member off-site after signing in.
 */
export const sanitizeRedirect = (value: string | null | undefined): string | null => {
  if (!value) return null;
  const candidate = value.trim();
  if (!candidate.startsWith('/') || candidate.startsWith('//') || candidate.includes('\\')) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(candidate);
  } catch {
    return null;
  }
  // Encoded or not, control characters and a second leading slash have no place in a return path.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we reject
  if (/[\u0000-\u001f\u007f]/.test(decoded) || decoded.includes('\\') || /^\/[\s/]/.test(decoded))
    return null;
  const base = 'https://same-origin.invalid';
  let url: URL;
  try {
    url = new URL(candidate, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  if (url.pathname === SIGN_IN_PATH || url.pathname.startsWith('/users/password')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
};

/** The sign-in address that brings the member back to `path` afterwards. */
export const signInPathFor = (path: string) => {
  const target = sanitizeRedirect(path);
  return target && target !== '/'
    ? `${SIGN_IN_PATH}?${REDIRECT_PARAM}=${encodeURIComponent(target)}`
    : SIGN_IN_PATH;
};
