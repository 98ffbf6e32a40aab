import { isBlankText } from '../rich-text/is-blank';

/** Part 2 section 5: when the composer's send button is disabled. */
export type SendState = {
  uploading: boolean;
  recipientCount: number;
  hasGroup: boolean;
  toAll: boolean;
  subject: string;
  /** The editor's text (not its HTML: an emptied editor still holds markup). */
  content: string;
};

export const isSendDisabled = ({
  uploading,
  recipientCount,
  hasGroup,
  toAll,
  subject,
  content,
}: SendState) => {
  if (uploading) return true;
  if (!toAll && recipientCount === 0 && !hasGroup) return true;
  return subject.trim() === '' && isBlankText(content);
};
