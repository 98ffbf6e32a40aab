import type { StatusType } from '../types';

/** Part 1 sections 4 and 5: the chat status and its text. */
export const STATUS_TYPES: StatusType[] = ['online', 'busy', 'invisible'];
export const STATUS_TEXT_MAX = 100;

/** Line breaks become spaces; the text is cut at 100 characters (counted as a person counts them). */
export const normalizeStatusText = (text: string) =>
  Array.from(text.replace(/\r?\n|\r/g, ' '))
    .slice(0, STATUS_TEXT_MAX)
    .join('');

export const statusTextLength = (text: string) => Array.from(text).length;

export type StatusDefaults = { online: string; busy: string };

/**
 * The text saved with a newly chosen status: busy with an empty or default text gets the default busy
 * text; online with an empty or default text gets the default online text; invisible keeps the text.
 * A text the member wrote themselves is kept.
 */
export const statusTextFor = (type: StatusType, text: string, defaults: StatusDefaults) => {
  const trimmed = normalizeStatusText(text).trim();
  const isDefault = trimmed === '' || trimmed === defaults.online || trimmed === defaults.busy;
  if (type === 'busy' && isDefault) return defaults.busy;
  if (type === 'online' && isDefault) return defaults.online;
  return trimmed;
};

/** Invisible is saved at once and closes the form; the others wait for the member to save. */
export const savesImmediately = (type: StatusType) => type === 'invisible';
