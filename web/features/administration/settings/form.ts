import type { Control, UseFormSetValue, UseFormWatch } from 'react-hook-form';
import {
  type NetworkSettingsValues,
  networkSettings,
  type SettingsOptions,
  type SettingsResponse,
  settingsProblems,
} from '../../../../contract/network-settings';

/** The contract's schema with the cross-field rules of part 3 section 5, as the server checks them. */
export const settingsFormSchema = (options: SettingsOptions) =>
  networkSettings.superRefine((values, context) => {
    for (const [path, messages] of Object.entries(settingsProblems(values, options))) {
      for (const message of messages) {
        context.addIssue({ code: 'custom', message, path: path.replace(/^settings\./, '').split('.') });
      }
    }
  });

export type SettingsControl = Control<NetworkSettingsValues, unknown, NetworkSettingsValues>;

/** What every section gets: the form, the options the config shows, the fields and categories to choose from. */
export type SectionProps = {
  control: SettingsControl;
  watch: UseFormWatch<NetworkSettingsValues>;
  setValue: UseFormSetValue<NetworkSettingsValues>;
  options: SettingsOptions;
  profileFields: SettingsResponse['profile_fields'];
  groupCategories: SettingsResponse['group_categories'];
  promotedGroups: SettingsResponse['promoted_groups'];
};

/** The label key of a setting. */
export const label = (field: string) => `js.administration.settings.${field}`;
