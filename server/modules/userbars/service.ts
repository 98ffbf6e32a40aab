import type { UserbarAdministration } from '../../../contract/userbar.js';
import type { Db } from '../../db/client.js';
import { notFound } from '../../platform/errors.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { canAdministrateGroup } from '../groups/policy.js';
import { loadCategory, loadVisibleGroup } from '../groups/service.js';
import { canAdministrateNetwork } from '../network/policy.js';

type Item = UserbarAdministration['items'][number];
export type AdministrationContextType = UserbarAdministration['context_type'];

/** Labels are i18n keys of the web app (js.userbar.administration.<key>). */
const item = (key: string, url: string): Item => ({ key, label: `js.userbar.administration.${key}`, url });

const NETWORK_ITEMS: Item[] = [
  item('home', '/administration'),
  item('settings', '/administration/settings/edit'),
  item('members', '/administration/members'),
  item('groups', '/administration/groups'),
  item('navigation', '/administration/navigation/edit'),
  item('app_navigation', '/administration/app_navigation/edit'),
  item('group_categories', '/administration/group-categories'),
  item('group_categories_order', '/administration/group-categories-order/edit'),
  item('invites', '/administration/invites/new'),
  item('join_requests', '/administration/join_requests'),
  item('legal_texts', '/administration/legal_texts'),
  item('imprint', '/administration/imprint/edit'),
  item('designs', '/administration/designs'),
  item('tags', '/administration/tags'),
  item('file_extension_filter', '/administration/file-extension-filter/edit'),
  item('appointment_categories', '/administration/appointment-categories/edit'),
  item('meeting_rooms', '/administration/meeting-rooms'),
  item('membership_roles', '/administration/membership_roles'),
  item('widgetbars', '/administration/widgetbars'),
  item('audit_log', '/administration/audit_log'),
  item('statistics', '/administration/statistics'),
  item('update_zentrale', '/administration/update-zentrale'),
];

const groupItems = (slug: string): Item[] => {
  const base = `/groups/${slug}/administration`;
  return [
    item('group_home', base),
    item('group_edit', `/groups/${slug}/edit`),
    item('group_members', `${base}/members`),
    item('group_invites', `${base}/invites/new`),
    item('group_navigation', `${base}/navigation/edit`),
    item('group_widgetbars', `${base}/widgetbars`),
    item('group_designs', `${base}/designs`),
    item('group_statistics', `${base}/statistics`),
  ];
};

const categoryItems = (slug: string): Item[] => {
  const base = `/group-categories/${slug}/administration`;
  return [
    item('category_groups', `${base}/groups`),
    item('category_invites', `${base}/invites/new`),
    item('category_designs', `${base}/designs`),
  ];
};

/**
 * The administration section of the user bar for a context (part 3 section 2.3 and 6). Unknown or
 * invisible contexts are 404; known ones the viewer may not administrate answer without items.
 */
export async function administrationUserbar(
  db: Db,
  viewer: Viewer,
  contextType: AdministrationContextType,
  contextId: string | undefined,
): Promise<UserbarAdministration> {
  const answer = (id: string | null, administrate: boolean, items: Item[]): UserbarAdministration => ({
    context_type: contextType,
    context_id: id,
    can: { administrate },
    items: administrate ? items : [],
  });
  switch (contextType) {
    case 'network':
      return answer(null, canAdministrateNetwork(viewer), NETWORK_ITEMS);
    case 'group': {
      if (!contextId) throw notFound('group');
      const { group, state } = await loadVisibleGroup(db, viewer, contextId);
      return answer(group.id, canAdministrateGroup(viewer, state), groupItems(group.slug));
    }
    case 'group_category': {
      if (!contextId) throw notFound('group category');
      const { category, administrate } = await loadCategory(db, viewer, contextId);
      return answer(category.id, administrate, categoryItems(category.slug));
    }
  }
}
