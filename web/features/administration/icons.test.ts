import { Settings } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { iconOf } from './icons';
import de from './locales/de.json';
import deDu from './locales/de_DU.json';
import en from './locales/en.json';
import es from './locales/es.json';
import fr from './locales/fr.json';

/** The items of each administration user bar (server/modules/userbars/service.ts). */
const CONTEXTS = {
  network: [
    'home',
    'settings',
    'members',
    'groups',
    'navigation',
    'app_navigation',
    'group_categories',
    'group_categories_order',
    'invites',
    'legal_texts',
    'imprint',
    'designs',
    'tags',
    'file_extension_filter',
    'appointment_categories',
    'meeting_rooms',
    'membership_roles',
    'audit_log',
    'statistics',
    'update_zentrale',
  ],
  group: [
    'group_home',
    'group_edit',
    'group_members',
    'group_invites',
    'group_navigation',
    'group_designs',
    'group_statistics',
  ],
  group_category: ['category_groups', 'category_invites', 'category_designs'],
};

describe('administration user bar', () => {
  it.each(Object.entries(CONTEXTS))('gives every %s item an icon of its own', (_context, keys) => {
    const icons = keys.map(iconOf);
    expect(new Set(icons).size).toBe(keys.length);
    // None falls back to the generic icon, which belongs to the settings item alone.
    for (const key of keys.filter((key) => key !== 'settings')) expect(iconOf(key), key).not.toBe(Settings);
  });

  it.each([
    ['en', en],
    ['de', de],
    ['de_DU', deDu],
    ['es', es],
    ['fr', fr],
  ])('names every item in %s', (_language, strings) => {
    const labels = strings.js.userbar.administration as Record<string, string>;
    for (const key of Object.values(CONTEXTS).flat()) expect(labels[key], key).toBeTruthy();
  });
});
