import { useTranslation } from 'react-i18next';
import { MAP_THEMES, ZOOM_LEVELS } from '../../../../contract/network-settings';
import { CheckboxField, RadioGroupField, SelectField } from '../../../ui/form/choice-fields';
import { NumberField, TextField } from '../../../ui/form/text-fields';
import { label, type SectionProps } from './form';
import { ChoiceList } from './general-sections';
import { Section } from './section';

/** Directory, maps, anonymisation and two-factor. */
export const MemberSections = ({ control, watch, setValue, options, profileFields }: SectionProps) => {
  const { t } = useTranslation();
  const anonymize = watch('anonymize_memberships_config');
  const twoFactor = watch('two_factor');
  const scope = watch('map_scope_selection');
  const dirty = { shouldDirty: true } as const;
  return (
    <>
      <Section id="directory" title={t(label('sections.directory'))}>
        <SelectField
          control={control}
          name="directory_default_sort"
          label={t(label('directory_default_sort'))}
          required
        >
          <option value="first_name">{t(label('sort_first_name'))}</option>
          <option value="last_name">{t(label('sort_last_name'))}</option>
        </SelectField>
        <ChoiceList
          legend={t(label('directory_profile_fields'))}
          fields={profileFields}
          chosen={watch('directory_profile_fields')}
          onChange={(keys) => setValue('directory_profile_fields', keys, dirty)}
        />
        <ChoiceList
          legend={t(label('directory_filter_profile_fields'))}
          fields={profileFields}
          chosen={watch('directory_filter_profile_fields')}
          onChange={(keys) => setValue('directory_filter_profile_fields', keys, dirty)}
        />
        <SelectField
          control={control}
          name="detection_profile_field"
          label={t(label('detection_profile_field'))}
          onValueChange={(value) => setValue('detection_profile_field', value || null, dirty)}
        >
          <option value="">{t(label('none'))}</option>
          {profileFields.map((field) => (
            <option key={field.key} value={field.key}>
              {field.label}
            </option>
          ))}
        </SelectField>
        <CheckboxField
          control={control}
          name="show_locked_memberships"
          label={t(label('show_locked_memberships'))}
        />
        {options.change_requests ? (
          <ChoiceList
            legend={t(label('change_request_profile_fields'))}
            fields={profileFields}
            chosen={watch('change_request_profile_fields')}
            onChange={(keys) => setValue('change_request_profile_fields', keys, dirty)}
          />
        ) : null}
      </Section>
      {options.maps ? (
        <Section id="maps" title={t(label('sections.maps'))}>
          <CheckboxField control={control} name="show_map" label={t(label('show_map'))} />
          <RadioGroupField
            control={control}
            name="map_scope_selection"
            label={t(label('map_scope_selection'))}
            options={[
              { value: 'all', label: t(label('map_scope_all')) },
              { value: 'poi', label: t(label('map_scope_poi')) },
            ]}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            {(['street', 'number', 'zip', 'city', 'state', 'country'] as const).map((part) => (
              <TextField
                key={part}
                control={control}
                name={`network_location.${part}`}
                label={t(label(`location_${part}`))}
                required={scope === 'poi' && ['street', 'number', 'zip', 'city'].includes(part)}
              />
            ))}
          </div>
          <SelectField
            control={control}
            name="zoom_level"
            label={t(label('zoom_level'))}
            onValueChange={(value) =>
              setValue('zoom_level', Number(value) as (typeof ZOOM_LEVELS)[number], dirty)
            }
          >
            {ZOOM_LEVELS.map((level) => (
              <option key={level} value={level}>
                {level}
              </option>
            ))}
          </SelectField>
          <SelectField control={control} name="map_theme" label={t(label('map_theme'))}>
            {MAP_THEMES.map((theme) => (
              <option key={theme} value={theme}>
                {t(label(`map_themes.${theme}`))}
              </option>
            ))}
          </SelectField>
        </Section>
      ) : null}
      <Section id="anonymisation" title={t(label('sections.anonymisation'))}>
        <RadioGroupField
          control={control}
          name="anonymize_memberships_config"
          label={t(label('anonymize_memberships_config'))}
          options={(['disabled', 'enabled', 'after_days'] as const).map((value) => ({
            value,
            label: t(label(`anonymize.${value}`)),
          }))}
        />
        {anonymize === 'after_days' ? (
          <NumberField
            control={control}
            name="anonymize_memberships_after_days"
            label={t(label('anonymize_memberships_after_days'))}
            min={1}
            required
          />
        ) : null}
        {anonymize === 'disabled' ? null : (
          <TextField
            control={control}
            name="anonymize_memberships_name"
            label={t(label('anonymize_memberships_name'))}
            required
          />
        )}
      </Section>
      <Section id="two_factor" title={t(label('sections.two_factor'))}>
        <SelectField control={control} name="two_factor" label={t(label('two_factor'))} required>
          <option value="disabled">{t(label('two_factor_modes.disabled'))}</option>
          <option value="enabled">{t(label('two_factor_modes.enabled'))}</option>
          {options.two_factor_enforced ? (
            <option value="enforced">{t(label('two_factor_modes.enforced'))}</option>
          ) : null}
        </SelectField>
        {twoFactor === 'disabled' ? null : (
          <>
            <CheckboxField
              control={control}
              name="two_factor_totp_available"
              label={t(label('two_factor_totp'))}
            />
            <CheckboxField
              control={control}
              name="two_factor_email_available"
              label={t(label('two_factor_email'))}
            />
          </>
        )}
      </Section>
    </>
  );
};
