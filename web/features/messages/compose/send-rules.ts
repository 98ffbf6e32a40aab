/** Part 2 section 5: when the composer's send button is disabled. */
export type SendState = {
  uploading: boolean;
  recipientCount: number;
  hasGroup: boolean;
  toAll: boolean;
  subject: string;
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
  return subject.trim() === '' && content.trim() === '';
};

/** The state of the recipient search box. */
export type RecipientSearchState = 'too_short' | 'searching' | 'no_match' | 'results';

export const MIN_SEARCH_LENGTH = 1;

export const recipientSearchState = (
  text: string,
  { fetching, resultCount }: { fetching: boolean; resultCount: number },
): RecipientSearchState => {
  if (text.trim().length < MIN_SEARCH_LENGTH) return 'too_short';
  if (fetching) return 'searching';
  return resultCount === 0 ? 'no_match' : 'results';
};

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Plain text as simple HTML paragraphs (blank lines split paragraphs, single newlines become <br>). */
export const textToHtml = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => `<p>${escapeHtml(part).replace(/\n/g, '<br>')}</p>`)
    .join('');
