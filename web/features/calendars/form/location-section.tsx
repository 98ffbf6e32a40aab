import { useTranslation } from 'react-i18next';
import { ZIP_MAX_LENGTH } from '../../../../contract/appointments';
import { FormField, inputClasses } from '../../../ui/form-field';
import type { SectionProps } from './date-section';
import type { LocationValues } from './form-values';

const TEXT_FIELDS = ['name', 'address1', 'address2', 'city', 'country'] as const;

/** Place name, address (zip at most 10 characters), link and the kind of meeting link. */
export const LocationSection = ({ values, update, errors }: SectionProps) => {
  const { t } = useTranslation();
  const set = (patch: Partial<LocationValues>) =>
    update((current) => ({ ...current, location: { ...current.location, ...patch } }));
  const error = (field: string) => errors[`location.${field}`];
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {TEXT_FIELDS.map((field) => (
        <FormField key={field} label={t(`js.calendars.form.location_${field}`)} error={error(field)}>
          <input
            className={inputClasses}
            value={values.location[field]}
            maxLength={255}
            onChange={(event) => set({ [field]: event.target.value })}
          />
        </FormField>
      ))}
      <FormField label={t('js.calendars.form.location_zip')} error={error('zip')}>
        <input
          className={inputClasses}
          value={values.location.zip}
          maxLength={ZIP_MAX_LENGTH}
          onChange={(event) => set({ zip: event.target.value })}
        />
      </FormField>
      <FormField label={t('js.calendars.form.location_link')} error={error('link')}>
        <input
          type="url"
          className={inputClasses}
          value={values.location.link}
          placeholder="https://"
          onChange={(event) => set({ link: event.target.value })}
        />
      </FormField>
      <FormField label={t('js.calendars.form.meeting_link_type')} error={error('meeting_link_type')}>
        <select
          className={inputClasses}
          value={values.location.meeting_link_type}
          onChange={(event) =>
            set({ meeting_link_type: event.target.value as LocationValues['meeting_link_type'] })
          }
        >
          <option value="">{t('js.calendars.form.meeting_link_none')}</option>
          <option value="ms_teams">Microsoft Teams</option>
          <option value="google_meet">Google Meet</option>
          <option value="zoom">Zoom</option>
        </select>
      </FormField>
    </div>
  );
};
