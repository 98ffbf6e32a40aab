/**
 * The inbox or sent page a message was opened from travels in the router state (part 2 section 2:
 * "navigation state carries the previous path"), so the message's back link returns to the same page.
 * Only paths of the messages lists are taken; anything else falls back to the inbox.
 */
export type MessageNavigationState = { from?: string };

const LIST_PATH = /^\/messages(\/sent)?(\?[^#]*)?$/;

export const backPathOf = (state: unknown): string => {
  const from = (state as MessageNavigationState | null)?.from;
  return typeof from === 'string' && LIST_PATH.test(from) ? from : '/messages';
};
