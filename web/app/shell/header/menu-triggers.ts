/** Trigger looks shared by the header menus and their stand-ins before the menu code is loaded. */
export const PROFILE_TRIGGER_CLASSES =
  'flex items-center gap-2 rounded-full p-0.5 hover:ring-4 hover:ring-black/5';
export const ICON_TRIGGER_CLASSES =
  'relative inline-flex size-9 shrink-0 items-center justify-center rounded-lg transition-colors hover:bg-black/6';
