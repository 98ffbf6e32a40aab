/**
 * The one rule for a return address ("where to go after signing in"), shared by the server
 * (POST /users/sign_in) and the web app: only a path of this site, so that a link to the sign-in page
 * cannot send a member off-site.
 *
 * The address is first normalised the way a browser resolves it (dot segments, percent-encoded dots),
 * and only the result is judged: '/.//evil.example' resolves to '//evil.example', which a browser
 * reads as another host. Control characters and backslashes are refused outright, because browsers
 * drop tabs and newlines and read a backslash as a slash ('/\t/evil', '/\\evil'); so are paths that
 * start with a slash or backslash once percent-decoded ('/%2F%2Fevil'), which a decoding proxy or
 * router could turn into the same trick. No zod here: the sign-in page uses it.
 */
const BASE = 'https://same-origin.invalid';

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we refuse
const CONTROL_OR_BACKSLASH = /[\u0000-\u001f\u007f\\]/;
/** Two leading separators: a network-path reference, i.e. another host. */
const HOST_PREFIX = /^[/\\]{2}/;

const decoded = (value: string): string | null => {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
};

/** The normalised same-origin path (with query and fragment), or null when `value` is anything else. */
export function sameOriginPath(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const candidate = value.trim();
  if (!candidate.startsWith('/') || CONTROL_OR_BACKSLASH.test(candidate)) return null;
  let url: URL;
  try {
    url = new URL(candidate, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE || HOST_PREFIX.test(url.pathname)) return null;
  const path = decoded(url.pathname);
  if (path === null || HOST_PREFIX.test(path) || CONTROL_OR_BACKSLASH.test(path)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
