import type { ChatToken } from '../../../../contract/chat';

/** Part 3 section 9: a chat token is reused until 3 minutes before it expires (3 h − 3 min). */
export const TOKEN_REFRESH_MARGIN_MS = 3 * 60 * 1000;
const STORAGE_KEY = 'chat.token';

const sessionStore = (): Storage | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

export type TokenCache = {
  /** A cached token that is still good, or null. */
  current: (now: number) => string | null;
  store: (token: ChatToken) => void;
  clear: () => void;
};

const isFresh = (token: ChatToken | null, now: number): token is ChatToken =>
  Boolean(token && new Date(token.expires_at).getTime() - TOKEN_REFRESH_MARGIN_MS > now);

/**
 * Kept in sessionStorage (per tab, gone with the tab) so a reload does not fetch a new token; in memory
 * when storage is blocked.
 */
export const createTokenCache = (storage: Storage | null = sessionStore()): TokenCache => {
  let memory: ChatToken | null = null;
  const read = (): ChatToken | null => {
    if (memory) return memory;
    try {
      const raw = storage?.getItem(STORAGE_KEY);
      memory = raw ? (JSON.parse(raw) as ChatToken) : null;
    } catch {
      memory = null;
    }
    return memory;
  };
  return {
    current: (now) => {
      const token = read();
      return isFresh(token, now) ? token.token : null;
    },
    store: (token) => {
      memory = token;
      try {
        storage?.setItem(STORAGE_KEY, JSON.stringify(token));
      } catch {
        // Memory is enough for this page.
      }
    },
    clear: () => {
      memory = null;
      try {
        storage?.removeItem(STORAGE_KEY);
      } catch {
        // Nothing stored.
      }
    },
  };
};
