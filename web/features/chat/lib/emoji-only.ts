/** Part 1 section 5: text of up to 3 characters that are all emoji is shown large. */
export const MAX_LARGE_EMOJI = 3;

const EMOJI = /^(?:\p{Extended_Pictographic}|\p{Regional_Indicator}|\p{Emoji_Component})+$/u;
const segmenter = typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter() : null;

/** Characters as a person counts them: one emoji with skin tone or a family sequence is one. */
const graphemes = (text: string): string[] =>
  segmenter ? Array.from(segmenter.segment(text), (part) => part.segment) : Array.from(text);

/** A grapheme is an emoji if it has a pictograph (digits and '#' alone are Emoji_Component too). */
const isEmojiGrapheme = (grapheme: string) =>
  EMOJI.test(grapheme) && /\p{Extended_Pictographic}|\p{Regional_Indicator}/u.test(grapheme);

export const isEmojiOnly = (text: string | null | undefined) => {
  const trimmed = (text ?? '').replace(/\s+/g, '');
  if (!trimmed) return false;
  const parts = graphemes(trimmed);
  return parts.length <= MAX_LARGE_EMOJI && parts.every(isEmojiGrapheme);
};
