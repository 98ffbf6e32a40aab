/** Part 1 section 5: when a chat message may be sent, and which key presses send it. */
export type SendState = {
  text: string;
  fileCount: number;
  imageCount: number;
  uploading: boolean;
};

export const canSend = ({ text, fileCount, imageCount, uploading }: SendState) => {
  if (uploading) return false;
  return text.trim() !== '' || fileCount > 0 || imageCount > 0;
};

export type KeyLike = {
  key: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  altKey: boolean;
  metaKey: boolean;
  /** An input method (Japanese, Chinese) is composing: Enter confirms the candidate, it never sends. */
  isComposing?: boolean;
};

/** Enter sends; Shift, Ctrl, Alt or Meta with Enter makes a new line instead. */
export const isSendKey = (event: KeyLike) =>
  event.key === 'Enter' &&
  !event.shiftKey &&
  !event.ctrlKey &&
  !event.altKey &&
  !event.metaKey &&
  !event.isComposing;

/** Composer rows: 1 to 8 (part 1 section 9). */
export const MIN_ROWS = 1;
export const MAX_ROWS = 8;
export const rowsFor = (text: string) => Math.min(MAX_ROWS, Math.max(MIN_ROWS, text.split('\n').length));
