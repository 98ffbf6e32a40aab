/** What a key press does to an open suggestion list (mentions and tags in the activity editor). */
export type SuggestionKeyResult =
  /** The key belongs to the text: the editor handles it. */
  | { type: 'pass' }
  /** The highlighted option moves. */
  | { type: 'move'; active: number }
  /** The option at `index` is inserted. */
  | { type: 'pick'; index: number }
  /** The list closes and the typed text stays. */
  | { type: 'close' };

/**
 * Arrow keys move through the options and wrap around; Enter and Tab pick the highlighted one;
 * Escape closes the list. With no options Enter and Tab stay with the text (a new paragraph, the
 * next control), so an empty list never traps the keyboard.
 */
export function suggestionKey(key: string, active: number, count: number): SuggestionKeyResult {
  if (key === 'Escape') return { type: 'close' };
  if (count === 0) return { type: 'pass' };
  const current = Math.min(Math.max(active, 0), count - 1);
  switch (key) {
    case 'ArrowDown':
      return { type: 'move', active: (current + 1) % count };
    case 'ArrowUp':
      return { type: 'move', active: (current - 1 + count) % count };
    case 'Enter':
    case 'Tab':
      return { type: 'pick', index: current };
    default:
      return { type: 'pass' };
  }
}
