import type { TFunction } from 'i18next';
import type { NavigationItem } from '../../app/api/types';

/** Part 1 section 2.6: fallback labels of the group navigation. */
export const FALLBACK_NAVIGATION_KEYS = [
  'activities',
  'members',
  'calendar',
  'tasks',
  'files',
  'profile',
] as const;

export const navigationLabel = (item: NavigationItem, t: TFunction) =>
  item.label?.trim() || t(`js.groups.navigation.${item.key}`, { defaultValue: item.key });
