import { loadChatStrings } from '../strings';

/** A second, tiny hop to the chat page (see sidebar/load-host.ts for why). */
export const loadChatPage = () =>
  Promise.all([loadChatStrings(), import('./chat-page')]).then(([, page]) => page);
