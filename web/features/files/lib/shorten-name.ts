/** Part 1 section 5: names longer than this are shortened in listings. */
export const MAX_NAME_LENGTH = 71;
const KEEP = 35;

/** Shortens a file name above 71 characters to its first and last 35 characters around an ellipsis. */
export const shortenName = (name: string): string => {
  // Code points, not UTF-16 units, so an emoji or accented letter is never cut in half.
  const chars = Array.from(name);
  if (chars.length <= MAX_NAME_LENGTH) return name;
  return `${chars.slice(0, KEEP).join('')}…${chars.slice(-KEEP).join('')}`;
};
