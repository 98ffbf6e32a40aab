/** Part 1 section 5: the composer's draft is kept in local storage by chat id (throttled 1000 ms). */
export const DRAFT_THROTTLE_MS = 1000;
const PREFIX = 'chat.draft.';

export type Draft = { text: string; quoteId: string | null };

const storage = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

export const readDraft = (chatId: string): Draft => {
  try {
    const raw = storage()?.getItem(PREFIX + chatId);
    if (!raw) return { text: '', quoteId: null };
    const parsed = JSON.parse(raw) as Partial<Draft>;
    return {
      text: typeof parsed.text === 'string' ? parsed.text : '',
      quoteId: typeof parsed.quoteId === 'string' ? parsed.quoteId : null,
    };
  } catch {
    return { text: '', quoteId: null };
  }
};

export const writeDraft = (chatId: string, draft: Draft) => {
  try {
    if (!draft.text && !draft.quoteId) storage()?.removeItem(PREFIX + chatId);
    else storage()?.setItem(PREFIX + chatId, JSON.stringify(draft));
  } catch {
    // Storage full or blocked (private mode): the draft lives only as long as the page.
  }
};

/** Calls `fn` at most once per `ms`, always with the latest arguments; `flush` runs a pending call now. */
export const throttle = <A extends unknown[]>(fn: (...args: A) => void, ms: number) => {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pending: A | null = null;
  let last = 0;
  const run = () => {
    timer = null;
    last = Date.now();
    const args = pending;
    pending = null;
    if (args) fn(...args);
  };
  const call = (...args: A) => {
    pending = args;
    if (timer) return;
    const wait = Math.max(0, last + ms - Date.now());
    timer = setTimeout(run, wait);
  };
  call.flush = () => {
    if (timer) clearTimeout(timer);
    if (pending) run();
  };
  call.cancel = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    pending = null;
  };
  return call;
};
