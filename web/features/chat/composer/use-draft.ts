import { useEffect, useMemo, useState } from 'react';
import { DRAFT_THROTTLE_MS, readDraft, throttle, writeDraft } from '../lib/drafts';

/** The composer's text, kept per chat in local storage (written at most once a second). */
export const useDraft = (chatId: string) => {
  const [text, setText] = useState(() => readDraft(chatId).text);
  const save = useMemo(
    () => throttle((value: string) => writeDraft(chatId, { text: value, quoteId: null }), DRAFT_THROTTLE_MS),
    [chatId],
  );
  // Leaving the chat writes what is pending at once.
  useEffect(() => () => save.flush(), [save]);
  const change = (value: string) => {
    setText(value);
    save(value);
  };
  return [text, change] as const;
};
