import { loadFormStrings } from '../../ui/form/strings';
import { MemberSettingsPage } from './member-settings-page';
import { loadMemberSettingsStrings } from './strings';

/**
 * The lazy route of /members/:memberId/settings/edit: page and strings (its own and the form
 * controls' error keys) travel in this chunk, never in the first page's.
 */
export const memberSettingsRoute = async () => {
  await Promise.all([loadMemberSettingsStrings(), loadFormStrings()]);
  return { Component: MemberSettingsPage };
};
