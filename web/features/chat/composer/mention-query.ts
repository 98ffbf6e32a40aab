/** Part 1 section 5: '@' starts a member mention; the word typed after it (up to the caret) is the query. */
const MENTION_AT_CARET = /(^|\s)@([\p{L}\p{N}._-]{0,40})$/u;

export type MentionQuery = { query: string; start: number; end: number };

export const mentionAt = (text: string, caret: number): MentionQuery | null => {
  const match = MENTION_AT_CARET.exec(text.slice(0, caret));
  if (!match) return null;
  const query = match[2] ?? '';
  return { query, start: caret - query.length - 1, end: caret };
};

/** Replaces '@query' with the mention and a space; returns the new text and caret. */
export const insertMention = (text: string, at: MentionQuery, markdown: string) => {
  const before = text.slice(0, at.start);
  const after = text.slice(at.end);
  const inserted = `${markdown} `;
  return { text: before + inserted + after, caret: before.length + inserted.length };
};
