import { useTranslation } from 'react-i18next';
import { ZIP_MAX_LENGTH } from '../../../../contract/appointments';
import { SelectField } from '../../../ui/form/choice-fields';
import { TextField } from '../../../ui/form/text-fields';
import type { SectionProps } from './section-props';

const TEXT_FIELDS = ['name', 'address1', 'address2', 'city', 'country'] as const;

/** Place name, address (zip at most 10 characters), link and the kind of meeting link. */
export const LocationSection = ({ control }: Pick<SectionProps, 'control'>) => {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {TEXT_FIELDS.map((field) => (
        <TextField
          key={field}
          control={control}
          name={`location.${field}`}
          label={t(`js.calendars.form.location_${field}`)}
          maxLength={255}
        />
      ))}
      <TextField
        control={control}
        name="location.zip"
        label={t('js.calendars.form.location_zip')}
        maxLength={ZIP_MAX_LENGTH}
      />
      <TextField
        control={control}
        name="location.link"
        label={t('js.calendars.form.location_link')}
        type="url"
        placeholder="https://"
      />
      <SelectField
        control={control}
        name="location.meeting_link_type"
        label={t('js.calendars.form.meeting_link_type')}
      >
        <option value="">{t('js.calendars.form.meeting_link_none')}</option>
        <option value="ms_teams">Microsoft Teams</option>
        <option value="google_meet">Google Meet</option>
        <option value="zoom">Zoom</option>
      </SelectField>
    </div>
  );
};
