import type { AppContext } from '../../platform/context.js';
import { createSession } from '../../platform/sessions/sessions.js';
import { recordBrowser } from './known-browsers.js';

export { BROWSER_COOKIE, browserTokenOf, setBrowserCookie } from './browser-cookie.js';
export { describeUserAgent } from './user-agent.js';

export type OpenSessionInput = {
  memberId: string;
  ip?: string;
  userAgent?: string;
  /** The browser's `intranet_browser` cookie, if it sent one (browserTokenOf). */
  browserToken?: string;
  /** Signed in with a second factor, or with a passkey (which counts as two). */
  twoFactorVerified?: boolean;
};

/**
 * Every completed sign-in ends here (password, second factor, factor set up while signing in,
 * passkey): the session and the browser it came from are written in one transaction, with the mail
 * about a new browser queued in it. The caller sets both cookies.
 */
export async function openSession(ctx: AppContext, input: OpenSessionInput) {
  return ctx.db.transaction(async (tx) => {
    const session = await createSession(tx, input.memberId, input);
    const browserToken = await recordBrowser(ctx, tx, input);
    return { ...session, browserToken };
  });
}
