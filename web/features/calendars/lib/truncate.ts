/** Part 2 section 9: description cut at 500 characters with a 'more' link; meeting link text at 65. */
export const DESCRIPTION_TRUNCATE_AT = 500;
export const MEETING_LINK_TRUNCATE_AT = 65;

export type Truncated = { text: string; truncated: boolean };

/** The first `max` characters (never splitting a surrogate pair) plus an ellipsis when something was cut. */
export const truncateText = (text: string, max: number): Truncated => {
  const characters = Array.from(text);
  if (characters.length <= max) return { text, truncated: false };
  return { text: `${characters.slice(0, max).join('').trimEnd()}…`, truncated: true };
};
