/** Where the active option moves on a key of the WAI-ARIA 1.2 combobox pattern; null when the key is not ours. */
export type ComboboxMove = { open: boolean; active: number; choose: boolean; close: boolean };

/**
 * The list popup's keys (https://www.w3.org/WAI/ARIA/apg/patterns/combobox/): Down and Up open the list
 * and move through the options, wrapping around; Home and End jump to the first and last option while
 * the list is open (closed, they stay the text field's caret keys); Enter chooses the active option;
 * Escape closes an open list.
 */
export const comboboxKey = (
  key: string,
  { open, active, count }: { open: boolean; active: number; count: number },
): ComboboxMove | null => {
  const stay = { open, active, choose: false, close: false };
  switch (key) {
    case 'ArrowDown':
      if (!open || count === 0) return { ...stay, open: true, active: count ? Math.max(active, 0) : -1 };
      return { ...stay, active: (active + 1) % count };
    case 'ArrowUp':
      if (!open || count === 0) return { ...stay, open: true, active: count - 1 };
      return { ...stay, active: active <= 0 ? count - 1 : active - 1 };
    case 'Home':
      return open && count ? { ...stay, active: 0 } : null;
    case 'End':
      return open && count ? { ...stay, active: count - 1 } : null;
    case 'Enter':
      return open && count && active >= 0 ? { ...stay, choose: true } : null;
    case 'Escape':
      return open ? { ...stay, open: false, close: true } : null;
    default:
      return null;
  }
};
